import { sql } from 'drizzle-orm';
import type { TTx } from './client.ts';

/**
 * Serializes transactions that must not interleave on one key (a code target, the demo seed) although no row
 * exists yet to lock. Held until the transaction ends; works the same on PostgreSQL and PGlite.
 */
export async function lockAdvisory(tx: TTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
