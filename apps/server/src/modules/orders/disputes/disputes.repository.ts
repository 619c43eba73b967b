import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { auditLog, companies, contractDisputes, contracts, users } from '../../../db/schema.ts';

export type TDisputeRow = typeof contractDisputes.$inferSelect;

/** Audit action that records the operator was e-mailed about a dispute (the sweep's "already announced" mark). */
export const DISPUTE_ANNOUNCE_ACTION = 'dispute.announce';

/** A party's dispute on a contract (§2 dispute section, §9 response times); the confirmation step 2 files one too. */
export async function insertDispute(
  db: TDbOrTx,
  values: { contractId: string; raisedByUserId: string; side: 'buyer' | 'seller'; text: string },
): Promise<TDisputeRow> {
  const [row] = await db.insert(contractDisputes).values(values).returning();
  return row!;
}

/** The disputes of one contract, newest first (bounded: a contract has a handful). */
export async function findContractDisputes(db: TDbOrTx, contractId: string): Promise<TDisputeRow[]> {
  return db
    .select()
    .from(contractDisputes)
    .where(eq(contractDisputes.contractId, contractId))
    .orderBy(desc(contractDisputes.createdAt))
    .limit(100);
}

export async function lockDispute(tx: TTx, disputeId: string): Promise<TDisputeRow | null> {
  const rows = await tx.select().from(contractDisputes).where(eq(contractDisputes.id, disputeId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function updateDispute(tx: TTx, disputeId: string, values: PgUpdateSetSource<typeof contractDisputes>): Promise<TDisputeRow> {
  const [row] = await tx
    .update(contractDisputes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contractDisputes.id, disputeId))
    .returning();
  return row!;
}

const buyer = alias(users, 'dispute_buyer');
const seller = alias(users, 'dispute_seller');
const buyerCompany = alias(companies, 'dispute_buyer_company');
const sellerCompany = alias(companies, 'dispute_seller_company');

function staffRows(db: TDbOrTx) {
  return db
    .select({
      dispute: contractDisputes,
      contractNo: contracts.contractNo,
      contractStatus: contracts.status,
      buyerCompany: buyerCompany.name,
      buyerCompanyEn: buyerCompany.nameEn,
      sellerCompany: sellerCompany.name,
      sellerCompanyEn: sellerCompany.nameEn,
    })
    .from(contractDisputes)
    .innerJoin(contracts, eq(contracts.id, contractDisputes.contractId))
    .leftJoin(buyer, eq(buyer.id, contracts.buyerUserId))
    .leftJoin(buyerCompany, eq(buyerCompany.id, buyer.companyId))
    .leftJoin(seller, eq(seller.id, contracts.sellerUserId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, seller.companyId));
}

export type TStaffDisputeRow = Awaited<ReturnType<ReturnType<typeof staffRows>['execute']>>[number];

/**
 * The staff queue by stored status. Waiting disputes (open, contacted) oldest first, which is oldest due first: both
 * §9 due times grow with the time raised. Without a status, the waiting ones come before answered and closed ones.
 */
export async function listStaffDisputes(
  db: TDbOrTx,
  opts: { status?: TDisputeStatus; limit: number; offset: number },
): Promise<{ rows: TStaffDisputeRow[]; total: number }> {
  const where: SQL | undefined = opts.status ? eq(contractDisputes.status, opts.status) : undefined;
  const waitingFirst = sql`case ${contractDisputes.status} when 'open' then 0 when 'contacted' then 0 when 'answered' then 1 else 2 end`;
  const order =
    opts.status === 'answered' || opts.status === 'closed'
      ? [desc(contractDisputes.updatedAt), desc(contractDisputes.id)]
      : [waitingFirst, asc(contractDisputes.createdAt), asc(contractDisputes.id)];
  const [rows, [count]] = await Promise.all([
    staffRows(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contractDisputes).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Waiting disputes raised before `raisedBefore`, oldest first, at most `limit`: the candidates for "overdue" (both §9
 * clocks run at least 48 hours, so nothing younger can be late). The working-day rule decides among them in code.
 */
export async function listOverdueCandidates(db: TDbOrTx, opts: { raisedBefore: Date; limit: number }): Promise<TStaffDisputeRow[]> {
  return staffRows(db)
    .where(and(inArray(contractDisputes.status, ['open', 'contacted']), lt(contractDisputes.createdAt, opts.raisedBefore)))
    .orderBy(asc(contractDisputes.createdAt), asc(contractDisputes.id))
    .limit(opts.limit);
}

/** A dispute with its contract number and parties (for e-mails and the answer notice). */
export async function findStaffDispute(db: TDbOrTx, disputeId: string): Promise<TStaffDisputeRow | null> {
  const rows = await staffRows(db).where(eq(contractDisputes.id, disputeId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Waiting disputes the operator has not been e-mailed about yet (no announce entry in the audit log), oldest first:
 * those filed by the confirmation step 2, or left behind when a mail could not go out at once. Only the recent ones:
 * an older dispute is already in the staff queue, flagged overdue.
 */
export async function findUnannouncedDisputes(db: TDbOrTx, opts: { raisedAfter: Date; limit: number }): Promise<TDisputeRow[]> {
  return db
    .select()
    .from(contractDisputes)
    .where(
      and(
        eq(contractDisputes.status, 'open'),
        sql`${contractDisputes.createdAt} > ${opts.raisedAfter.toISOString()}`,
        sql`not exists (select 1 from ${auditLog} where ${auditLog.targetType} = 'dispute' and ${auditLog.targetId} = ${contractDisputes.id}::text and ${auditLog.action} = ${DISPUTE_ANNOUNCE_ACTION})`,
      ),
    )
    .orderBy(asc(contractDisputes.createdAt))
    .limit(opts.limit);
}

/** The system's "operator e-mailed" mark of a dispute: an audit entry without a staff actor. */
export async function insertDisputeAnnouncement(tx: TTx, disputeId: string, contractId: string): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: null, action: DISPUTE_ANNOUNCE_ACTION, targetType: 'dispute', targetId: disputeId, detail: { contractId } });
}
