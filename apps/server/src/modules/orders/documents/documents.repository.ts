import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { asks, contractDocuments, files, payments, shipments } from '../../../db/schema.ts';
import type { TFileRow } from '../../platform/index.ts';

export type TContractDocumentRow = typeof contractDocuments.$inferSelect;
export type TDocumentWithFile = TContractDocumentRow & { file: TFileRow };

export async function insertContractDocument(tx: TTx, values: typeof contractDocuments.$inferInsert): Promise<TContractDocumentRow> {
  const [row] = await tx.insert(contractDocuments).values(values).returning();
  return row!;
}

/** A contract's live (not withdrawn) documents with their files, by type then age (contract_documents_contract_idx). */
export async function listLiveDocuments(db: TDbOrTx, contractId: string, limit: number): Promise<TDocumentWithFile[]> {
  const rows = await db
    .select({ doc: contractDocuments, file: files })
    .from(contractDocuments)
    .innerJoin(files, eq(files.id, contractDocuments.fileId))
    .where(and(eq(contractDocuments.contractId, contractId), isNull(contractDocuments.deletedAt)))
    .orderBy(asc(contractDocuments.type), asc(contractDocuments.createdAt), asc(contractDocuments.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.doc, file: r.file }));
}

export async function countLiveDocuments(db: TDbOrTx, contractId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contractDocuments)
    .where(and(eq(contractDocuments.contractId, contractId), isNull(contractDocuments.deletedAt)));
  return row?.n ?? 0;
}

/** One live document of the contract (a withdrawn one reads as absent), with its file. */
export async function findLiveDocument(db: TDbOrTx, contractId: string, documentId: string): Promise<TDocumentWithFile | null> {
  const rows = await db
    .select({ doc: contractDocuments, file: files })
    .from(contractDocuments)
    .innerJoin(files, eq(files.id, contractDocuments.fileId))
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId), isNull(contractDocuments.deletedAt)))
    .limit(1);
  const r = rows[0];
  return r ? { ...r.doc, file: r.file } : null;
}

export async function withdrawDocument(tx: TTx, documentId: string): Promise<void> {
  await tx
    .update(contractDocuments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(contractDocuments.id, documentId), isNull(contractDocuments.deletedAt)));
}

export async function shipmentBelongsTo(db: TDbOrTx, contractId: string, shipmentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.contractId, contractId)))
    .limit(1);
  return rows.length > 0;
}

/** The seller's consignment agent of the contract's ask (§6 agents act for the seller), if any. */
export async function findAskAgent(db: TDbOrTx, askId: string): Promise<string | null> {
  const rows = await db.select({ agentUserId: asks.agentUserId }).from(asks).where(eq(asks.id, askId)).limit(1);
  return rows[0]?.agentUserId ?? null;
}

/** Whether a recorded payment cites the document as its receipt. */
export async function receiptInUse(db: TDbOrTx, documentId: string): Promise<boolean> {
  const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.receiptDocumentId, documentId)).limit(1);
  return rows.length > 0;
}
