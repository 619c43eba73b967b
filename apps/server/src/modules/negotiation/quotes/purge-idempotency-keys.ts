import type { TDb } from '../../../db/client.ts';
import { deleteIdempotencyKeysOlderThan } from './quotes.repository.ts';

/**
 * How long an Idempotency-Key and its stored answer are kept. A retry comes seconds or minutes after the first try
 * (a lost response, a double click, a phone back online); a day covers any of them, as payment APIs do, and keeps
 * the table at about one day of mutating calls instead of growing for ever. A key reused after that is a new request.
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

const BATCH = 5_000;
/** At most this many batches per sweep: a large backlog drains over a few runs instead of one long one. */
const MAX_BATCHES = 20;

/** Deletes the Idempotency-Keys past their retention; answers how many. Run by the negotiation sweep (expiry-sweep.ts). */
export async function purgeIdempotencyKeys(opts: { db: TDb; hours?: number }): Promise<number> {
  const hours = opts.hours ?? IDEMPOTENCY_KEY_RETENTION_HOURS;
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await deleteIdempotencyKeysOlderThan(opts.db, { hours, batch: BATCH });
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
