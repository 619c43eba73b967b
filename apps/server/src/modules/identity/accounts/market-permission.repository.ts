import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { userMarketPermissions } from '../../../db/schema.ts';

export type TMarketPermissionRow = typeof userMarketPermissions.$inferSelect;

export async function listMarketPermissions(db: TDbOrTx, userId: string): Promise<TMarketPermissionRow[]> {
  return db.select().from(userMarketPermissions).where(eq(userMarketPermissions.userId, userId)).orderBy(asc(userMarketPermissions.market));
}

/** The same rows, locked until the transaction ends, so two switches at once cannot both turn a market off. */
export async function lockMarketPermissions(tx: TTx, userId: string): Promise<TMarketPermissionRow[]> {
  return tx
    .select()
    .from(userMarketPermissions)
    .where(eq(userMarketPermissions.userId, userId))
    .orderBy(asc(userMarketPermissions.market))
    .for('update');
}

export async function insertMarketPermissions(db: TDbOrTx, rows: TMarketPermissionRow[]): Promise<void> {
  if (rows.length) await db.insert(userMarketPermissions).values(rows);
}

/** Writes one market's switch; the row may be missing for users created before permissions existed. */
export async function upsertMarketSwitch(db: TDbOrTx, row: TMarketPermissionRow): Promise<void> {
  await db
    .insert(userMarketPermissions)
    .values(row)
    .onConflictDoUpdate({
      target: [userMarketPermissions.userId, userMarketPermissions.market],
      set: { switchEnable: row.switchEnable },
    });
}
