import type { TDb } from '../../../db/client.ts';
import { expireLapsedAsks } from './asks.repository.ts';

const BATCH = 500;
/** Enough batches per run for any realistic backlog, few enough that one run never hogs the database. */
const MAX_BATCHES = 20;

/**
 * The periodic expiry sweep (§4: an ask whose quote time is over is expired). Optional for correctness, since every
 * query derives expiry from valid_until, but it keeps lapsed rows out of the live indexes the buyer list scans.
 */
export async function expireAsks(opts: { db: TDb }): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await expireLapsedAsks(opts.db, BATCH);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
