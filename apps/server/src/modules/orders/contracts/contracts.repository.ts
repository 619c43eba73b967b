import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { contractLines, contracts } from '../../../db/schema.ts';

export type TContractRow = typeof contracts.$inferSelect;
export type TContractLineRow = typeof contractLines.$inferSelect;

export async function insertContract(tx: TTx, values: typeof contracts.$inferInsert, lines: Omit<typeof contractLines.$inferInsert, 'contractId'>[]): Promise<TContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  if (lines.length) await tx.insert(contractLines).values(lines.map((l) => ({ ...l, contractId: row!.id })));
  return row!;
}

export async function findContract(db: TDbOrTx, contractId: string): Promise<TContractRow | null> {
  const rows = await db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  return rows[0] ?? null;
}

export async function findContractForUpdate(db: TDbOrTx, contractId: string): Promise<TContractRow | null> {
  const rows = await db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function findContractLines(db: TDbOrTx, contractId: string): Promise<TContractLineRow[]> {
  return db.select().from(contractLines).where(eq(contractLines.contractId, contractId)).orderBy(contractLines.sort).limit(100);
}

/** The live (not voided) contract of each quote, for the quote views. */
export async function findContractIdsOfQuotes(db: TDbOrTx, quoteIds: string[]): Promise<Map<string, string>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contracts.id, quoteId: contracts.quoteId })
    .from(contracts)
    .where(and(inArray(contracts.quoteId, quoteIds), ne(contracts.status, 'voided')))
    .limit(quoteIds.length);
  return new Map(rows.map((r) => [r.quoteId, r.id]));
}

export async function findLiveContractOfQuote(tx: TDbOrTx, quoteId: string): Promise<TContractRow | null> {
  const rows = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.quoteId, quoteId), ne(contracts.status, 'voided')))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateContract(tx: TTx, contractId: string, values: PgUpdateSetSource<typeof contracts>): Promise<void> {
  await tx.update(contracts).set({ ...values, updatedAt: sql`now()` }).where(eq(contracts.id, contractId));
}
