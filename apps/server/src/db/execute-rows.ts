import type { SQLWrapper } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';

/**
 * The rows of a raw SQL statement (`sql\`…\``), for what the query builder cannot say (CTEs, `for update skip locked`
 * batches, window totals). Both drivers answer Drizzle's `execute` with `{ rows }`, but `TDb` is typed over either
 * driver, so its result is opaque: the cast to rows is made here, once. `T` is what the statement's select list names
 * (aliases included); nothing checks it at run time.
 */
export async function executeRows<T = Record<string, unknown>>(db: TDbOrTx, query: SQLWrapper): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
