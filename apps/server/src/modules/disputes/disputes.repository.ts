import type { TDbOrTx } from '../../db/client.ts';
import { contractDisputes } from '../../db/schema.ts';

export type TDisputeRow = typeof contractDisputes.$inferSelect;

/** A party's dispute on a contract (§2 dispute section, §9 response times); the confirmation step 2 files one too. */
export async function insertDispute(
  db: TDbOrTx,
  values: { contractId: string; raisedByUserId: string; side: 'buyer' | 'seller'; text: string },
): Promise<TDisputeRow> {
  const [row] = await db.insert(contractDisputes).values(values).returning();
  return row!;
}
