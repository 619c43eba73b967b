import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { asks, claimEvidenceFiles, claims, contracts, files, resumableUploads } from '../../../db/schema.ts';

export type TResumableRow = typeof resumableUploads.$inferSelect;

/**
 * An upload that never finished stops counting against its claim's limits a day after it was started (an
 * abandoned browser tab must not hold a claim's 50 files forever); a finished one counts until it is removed.
 */
export const UNFINISHED_COUNTS_FOR_HOURS = 24;

export async function insertResumableUpload(db: TDbOrTx, values: typeof resumableUploads.$inferInsert): Promise<void> {
  await db.insert(resumableUploads).values(values);
}

export async function findResumableUpload(db: TDbOrTx, id: string): Promise<TResumableRow | null> {
  const [row] = await db.select().from(resumableUploads).where(eq(resumableUploads.id, id)).limit(1);
  return row ?? null;
}

/** Files started (in the last day) or finished in one limit group: what the next file is checked against (§5). */
export async function bucketUsage(db: TDbOrTx, bucket: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${resumableUploads.declaredSize}), 0)`,
    })
    .from(resumableUploads)
    .where(
      and(
        eq(resumableUploads.bucket, bucket),
        or(
          eq(resumableUploads.state, 'done'),
          and(eq(resumableUploads.state, 'uploading'), gt(resumableUploads.createdAt, sql`now() - make_interval(hours => ${UNFINISHED_COUNTS_FOR_HOURS})`)),
        ),
      ),
    );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function setUploadState(db: TDbOrTx, id: string, values: { state: TResumableRow['state']; fileId?: string }): Promise<void> {
  await db
    .update(resumableUploads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(resumableUploads.id, id));
}

export async function deleteResumableUpload(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
}

/** The stored file of a finished upload (the status answer). */
export async function findFileOfUpload(db: TDbOrTx, fileId: string): Promise<typeof files.$inferSelect | null> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * Whether `userId` may read a claim file as a party of its trade (its uploader and staff may anyway: platform's file
 * route asks through registerFileReader). The buyer, who claims, may; the seller only once the file belongs to a
 * claim past its draft: a draft is the buyer's own until submitted (the claim rules hide drafts from the seller), so
 * are the files being gathered for it.
 */
export async function isPartyOfClaimFile(db: TDbOrTx, fileId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(resumableUploads)
    .innerJoin(contracts, eq(contracts.id, resumableUploads.contractId))
    .where(
      and(
        eq(resumableUploads.fileId, fileId),
        or(
          eq(contracts.buyerUserId, userId),
          and(
            // The seller, or the consignment agent who acts for it (§6).
            or(eq(contracts.sellerUserId, userId), sql`exists (select 1 from ${asks} a where a.id = ${contracts.askId} and a.agent_user_id = ${userId})`),
            sql`exists (select 1 from ${claimEvidenceFiles} f join ${claims} c on c.id = f.claim_id
                        where f.file_id = ${fileId} and c.status <> 'draft')`,
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a claim is one of the contract's (a claim's files are counted and read by its trade). */
export async function claimIsOfContract(db: TDbOrTx, claimId: string, contractId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.contractId, contractId)))
    .limit(1);
  return rows.length > 0;
}

/** The two parties of a contract and the seller's consignment agent, if any (null when there is no such contract). */
export async function findContractParties(db: TDbOrTx, contractId: string): Promise<{ buyerUserId: string; sellerUserId: string; agentUserId: string | null } | null> {
  const [row] = await db
    .select({ buyerUserId: contracts.buyerUserId, sellerUserId: contracts.sellerUserId, agentUserId: asks.agentUserId })
    .from(contracts)
    .innerJoin(asks, eq(asks.id, contracts.askId))
    .where(eq(contracts.id, contractId))
    .limit(1);
  return row ?? null;
}

/** Unfinished uploads started more than `days` ago, locked (SKIP LOCKED: another instance takes the others). */
export async function lockAbandonedUploads(tx: TDbOrTx, days: number): Promise<{ id: string; storageKey: string }[]> {
  return tx
    .select({ id: resumableUploads.id, storageKey: resumableUploads.storageKey })
    .from(resumableUploads)
    .where(and(eq(resumableUploads.state, 'uploading'), sql`${resumableUploads.createdAt} < now() - make_interval(days => ${days})`))
    .orderBy(resumableUploads.createdAt)
    .limit(100)
    .for('update', { skipLocked: true });
}
