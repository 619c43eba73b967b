import type { TJob } from '../../../jobs/registry.ts';
import { expireQuotes } from './expire-quotes.ts';
import { purgeIdempotencyKeys } from './purge-idempotency-keys.ts';

/**
 * How often the negotiation's housekeeping runs: lapsed quotes stored as expired (readers see them expired at once;
 * this only tidies the rows) and Idempotency-Keys past their retention deleted.
 */
export const QUOTE_EXPIRY_SWEEP_SECONDS = 60;

export const quoteExpiryJob: TJob = {
  name: 'quote expiry',
  everySeconds: () => QUOTE_EXPIRY_SWEEP_SECONDS,
  steps: (app) => {
    const db = () => app.deps.database.db;
    return [
      { name: 'quote expiry', run: () => expireQuotes({ db: db() }), done: 'lapsed quotes marked expired' },
      { name: 'idempotency-key retention', run: () => purgeIdempotencyKeys({ db: db() }), done: 'old idempotency keys deleted' },
    ];
  },
};
