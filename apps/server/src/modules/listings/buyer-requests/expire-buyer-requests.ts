import type { TDb } from '../../../db/client.ts';
import type { TJob } from '../../../jobs/registry.ts';
import { expireLapsedRequests } from './buyer-requests.repository.ts';

const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Live requests past their validity day become expired. Optional for correctness (every read derives expiry from
 * valid_until) but it keeps lapsed rows out of the purchase market's live index. SKIP LOCKED batches let several
 * instances run it at once without doing the same row twice.
 */
export async function expireBuyerRequests(opts: { db: TDb }): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await expireLapsedRequests(opts.db, BATCH);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

/** Runs with the ask expiry sweep's period (ASK_EXPIRY_SWEEP_SECONDS; 0 disables both). */
export const buyerRequestExpiryJob: TJob = {
  name: 'purchase request expiry',
  everySeconds: (app) => app.deps.config.askExpirySweepSeconds,
  steps: (app) => [
    { name: 'purchase request expiry', run: () => expireBuyerRequests({ db: app.deps.database.db }), done: 'purchase requests past their validity marked expired' },
  ],
};
