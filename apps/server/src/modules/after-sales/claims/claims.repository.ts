import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TClaimStatus } from '@scrapbridge/domain/claims/claim';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import {
  asks,
  claimContainers,
  claimEvents,
  claimEvidenceFiles,
  claims,
  companies,
  contractLines,
  contracts,
  creditNotes,
  files,
  invoices,
  shipmentContainers,
  shipmentEvents,
  shipments,
  users,
} from '../../../db/schema.ts';

export type TClaimRow = typeof claims.$inferSelect;
export type TClaimEventRow = typeof claimEvents.$inferSelect;

// ——— the shipment a claim is about (read-only joins over the orders tables) ———

export type TClaimShipment = {
  shipmentId: string;
  contractId: string;
  billNo: string | null;
  status: string;
  eta: string | null;
  telexReleased: boolean;
  /** The first arrival event, else the ETA once the shipment is marked arrived or delivered. */
  arrivedAt: Date | null;
};

export async function findClaimShipment(db: TDbOrTx, shipmentId: string): Promise<TClaimShipment | null> {
  const rows = await db
    .select({
      shipmentId: shipments.id,
      contractId: shipments.contractId,
      billNo: shipments.billNo,
      status: shipments.status,
      eta: shipments.eta,
      telexReleased: shipments.telexReleased,
      arrivedEvent: sql<string | null>`(select min(${shipmentEvents.occurredAt})::text from ${shipmentEvents} where ${shipmentEvents.shipmentId} = ${shipments.id} and ${shipmentEvents.code} = 'arrived')`,
    })
    .from(shipments)
    .where(eq(shipments.id, shipmentId))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const arrived = r.status === 'arrived' || r.status === 'delivered';
  const arrivedAt = r.arrivedEvent ? new Date(r.arrivedEvent) : arrived && r.eta ? new Date(`${r.eta}T00:00:00Z`) : null;
  return { shipmentId: r.shipmentId, contractId: r.contractId, billNo: r.billNo, status: r.status, eta: r.eta, telexReleased: r.telexReleased, arrivedAt: arrived || r.arrivedEvent ? arrivedAt : null };
}

export type TContainer = { id: string; containerNo: string; sealNo: string | null; netWeight: string; shipmentId: string };

export async function listShipmentContainers(db: TDbOrTx, shipmentId: string): Promise<TContainer[]> {
  return db
    .select({ id: shipmentContainers.id, containerNo: shipmentContainers.containerNo, sealNo: shipmentContainers.sealNo, netWeight: shipmentContainers.netWeight, shipmentId: shipmentContainers.shipmentId })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipmentId))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.containerNo))
    .limit(500);
}

export async function listContractLineNames(db: TDbOrTx, contractId: string) {
  return db
    .select({ id: contractLines.id, name: contractLines.detailName, nameZh: contractLines.detailNameZh, weight: contractLines.weight })
    .from(contractLines)
    .where(eq(contractLines.contractId, contractId))
    .orderBy(asc(contractLines.sort))
    .limit(200);
}

/** Which containers of these are held by a claim that is not withdrawn, and by which. */
export async function findLiveClaimsOfContainers(db: TDbOrTx, containerIds: string[]) {
  if (containerIds.length === 0) return [];
  return db
    .select({ containerId: claimContainers.containerId, claimId: claims.id, claimNo: claims.claimNo, status: claims.status })
    .from(claimContainers)
    .innerJoin(claims, eq(claims.id, claimContainers.claimId))
    .where(and(inArray(claimContainers.containerId, containerIds), eq(claimContainers.live, true)));
}

// ——— claims ———

export async function insertClaim(tx: TTx, values: typeof claims.$inferInsert): Promise<TClaimRow> {
  const [row] = await tx.insert(claims).values(values).returning();
  return row!;
}

export async function updateClaimRow(tx: TTx, claimId: string, values: PgUpdateSetSource<typeof claims>): Promise<TClaimRow> {
  const [row] = await tx
    .update(claims)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(claims.id, claimId))
    .returning();
  return row!;
}

export async function findClaim(db: TDbOrTx, claimId: string): Promise<TClaimRow | null> {
  const rows = await db.select().from(claims).where(eq(claims.id, claimId)).limit(1);
  return rows[0] ?? null;
}

export async function lockClaim(tx: TTx, claimId: string): Promise<TClaimRow | null> {
  const rows = await tx.select().from(claims).where(eq(claims.id, claimId)).limit(1).for('update');
  return rows[0] ?? null;
}

/** How many claims the contract has (all of them: numbers are never reused), under the contract's row lock. */
export async function countContractClaims(tx: TTx, contractId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(claims).where(eq(claims.contractId, contractId));
  return Number(row?.n ?? 0);
}

/**
 * Replaces the containers of a claim. The unique index on live containers refuses a container another live claim
 * holds — also when two submissions race: the second insert waits for the first transaction and then fails.
 */
export async function replaceClaimContainers(tx: TTx, claimId: string, containerIds: string[]): Promise<void> {
  await tx.delete(claimContainers).where(eq(claimContainers.claimId, claimId));
  if (containerIds.length > 0) await tx.insert(claimContainers).values(containerIds.map((containerId) => ({ claimId, containerId, live: true })));
}

/** A withdrawn claim lets go of its containers. */
export async function releaseClaimContainers(tx: TTx, claimId: string): Promise<void> {
  await tx.update(claimContainers).set({ live: false }).where(eq(claimContainers.claimId, claimId));
}

export async function listClaimContainers(db: TDbOrTx, claimIds: string[]): Promise<(TContainer & { claimId: string })[]> {
  if (claimIds.length === 0) return [];
  return db
    .select({
      claimId: claimContainers.claimId,
      id: shipmentContainers.id,
      containerNo: shipmentContainers.containerNo,
      sealNo: shipmentContainers.sealNo,
      netWeight: shipmentContainers.netWeight,
      shipmentId: shipmentContainers.shipmentId,
    })
    .from(claimContainers)
    .innerJoin(shipmentContainers, eq(shipmentContainers.id, claimContainers.containerId))
    .where(inArray(claimContainers.claimId, claimIds))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.containerNo));
}

/** Stamped with the statement's clock, not the transaction's: two steps of one transaction keep their order. */
export async function insertClaimEvent(tx: TTx, values: typeof claimEvents.$inferInsert): Promise<void> {
  await tx.insert(claimEvents).values({ createdAt: sql`clock_timestamp()`, ...values });
}

export async function listClaimEvents(db: TDbOrTx, claimId: string): Promise<TClaimEventRow[]> {
  return db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)).orderBy(asc(claimEvents.createdAt), asc(claimEvents.id)).limit(500);
}

// ——— files (typed claim files live in claim_evidence_files, the claim-evidence tables) ———

export async function listClaimFiles(db: TDbOrTx, claimId: string) {
  return db
    .select({
      fileId: claimEvidenceFiles.fileId,
      type: claimEvidenceFiles.type,
      surveyor: claimEvidenceFiles.surveyor,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      ext: files.ext,
    })
    .from(claimEvidenceFiles)
    .innerJoin(files, eq(files.id, claimEvidenceFiles.fileId))
    .where(eq(claimEvidenceFiles.claimId, claimId))
    .orderBy(asc(claimEvidenceFiles.createdAt))
    .limit(200);
}

/** The caller's own stored files among these ids, with their sizes (a claim cites only its buyer's uploads). */
export async function findOwnFiles(db: TDbOrTx, ownerUserId: string, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({ id: files.id, size: files.size })
    .from(files)
    .where(and(inArray(files.id, fileIds), eq(files.ownerUserId, ownerUserId)));
}

/**
 * Sets the claim's typed files to exactly these: new ones added, types and surveyors updated, the rest removed. What
 * the evidence panel recorded on a file (its container, the amounts it supports) stays.
 */
export async function syncClaimFiles(tx: TTx, claimId: string, userId: string, list: { fileId: string; type: string; surveyor?: string | undefined }[]): Promise<void> {
  const keep = list.map((f) => f.fileId);
  await tx
    .delete(claimEvidenceFiles)
    .where(keep.length > 0 ? and(eq(claimEvidenceFiles.claimId, claimId), sql`${claimEvidenceFiles.fileId} not in ${keep}`) : eq(claimEvidenceFiles.claimId, claimId));
  for (const f of list) {
    await tx
      .insert(claimEvidenceFiles)
      .values({ claimId, fileId: f.fileId, type: f.type, surveyor: f.surveyor ?? null, addedByUserId: userId })
      .onConflictDoUpdate({ target: [claimEvidenceFiles.claimId, claimEvidenceFiles.fileId], set: { type: f.type, surveyor: f.surveyor ?? null } });
  }
}

// ——— credit notes ———

export async function findClaimCreditNote(db: TDbOrTx, claimId: string) {
  const rows = await db
    .select({ id: creditNotes.id, creditNoteNo: creditNotes.creditNoteNo, amount: creditNotes.amount, invoiceNo: invoices.invoiceNo })
    .from(creditNotes)
    .leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.claimId, claimId))
    .limit(1);
  return rows[0] ?? null;
}

// ——— lists ———

const buyer = alias(users, 'claim_buyer');
const seller = alias(users, 'claim_seller');
const buyerCompany = alias(companies, 'claim_buyer_company');
const sellerCompany = alias(companies, 'claim_seller_company');

function listRows(db: TDbOrTx) {
  return db
    .select({
      claim: claims,
      contractNo: contracts.contractNo,
      billNo: shipments.billNo,
      buyerCompany: buyerCompany.name,
      buyerCompanyEn: buyerCompany.nameEn,
      sellerCompany: sellerCompany.name,
      sellerCompanyEn: sellerCompany.nameEn,
    })
    .from(claims)
    .innerJoin(contracts, eq(contracts.id, claims.contractId))
    .innerJoin(shipments, eq(shipments.id, claims.shipmentId))
    .leftJoin(buyer, eq(buyer.id, claims.buyerUserId))
    .leftJoin(buyerCompany, eq(buyerCompany.id, buyer.companyId))
    .leftJoin(seller, eq(seller.id, claims.sellerUserId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, seller.companyId));
}

export type TClaimListRow = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number];

export async function findClaimListRow(db: TDbOrTx, claimId: string): Promise<TClaimListRow | null> {
  const rows = await listRows(db).where(eq(claims.id, claimId)).limit(1);
  return rows[0] ?? null;
}

/** One's claims as buyer (all, drafts included) or as seller (never the buyer's drafts), newest first. */
export async function listPartyClaims(
  db: TDbOrTx,
  opts: { userId: string; side: 'buyer' | 'seller'; shipmentId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: TClaimListRow[]; total: number }> {
  const conds: SQL[] = [
    opts.side === 'buyer'
      ? eq(claims.buyerUserId, opts.userId)
      : and(
          // The seller's claims, and those on the deals of the sellers an agent acts for (§6; orders: sideOf).
          or(
            eq(claims.sellerUserId, opts.userId),
            sql`exists (select 1 from ${contracts} c join ${asks} a on a.id = c.ask_id where c.id = ${claims.contractId} and a.agent_user_id = ${opts.userId})`,
          ),
          sql`${claims.status} <> 'draft'`,
        )!,
  ];
  if (opts.shipmentId) conds.push(eq(claims.shipmentId, opts.shipmentId));
  const where = and(...conds);
  const [rows, [count]] = await Promise.all([
    listRows(db).where(where).orderBy(desc(claims.createdAt), desc(claims.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(claims).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A contract's claims for one viewer: drafts only to their buyer (and never to the seller). */
export async function listContractClaimRows(db: TDbOrTx, contractId: string, viewerUserId: string | null): Promise<TClaimListRow[]> {
  const visible = viewerUserId ? or(sql`${claims.status} <> 'draft'`, eq(claims.buyerUserId, viewerUserId)) : sql`${claims.status} <> 'draft'`;
  return listRows(db)
    .where(and(eq(claims.contractId, contractId), visible))
    .orderBy(desc(claims.createdAt))
    .limit(100);
}

const WAITING: TClaimStatus[] = ['submitted', 'answered', 'mediation'];

/**
 * The staff queue. waiting: submitted, answered or in mediation, oldest submission first (soonest due: every clock
 * grows with the submission time); a stored status otherwise; overdue: candidates (waiting and submitted over 48 h
 * ago, the shortest clock) decided in code by the clock rule.
 */
export async function listStaffClaimRows(
  db: TDbOrTx,
  opts: { filter: 'waiting' | 'overdue' | 'answered' | 'mediation' | 'settled' | 'closed' | 'all'; limit: number; offset: number; submittedBefore?: Date },
): Promise<{ rows: TClaimListRow[]; total: number }> {
  let where: SQL | undefined;
  if (opts.filter === 'waiting') where = inArray(claims.status, WAITING);
  else if (opts.filter === 'overdue') where = and(inArray(claims.status, ['submitted', 'answered']), lt(claims.submittedAt, opts.submittedBefore ?? new Date()), isNull(claims.staffContactedAt));
  else if (opts.filter === 'all') where = sql`${claims.status} <> 'draft'`;
  else where = eq(claims.status, opts.filter);
  const order = opts.filter === 'waiting' || opts.filter === 'overdue' ? [asc(claims.submittedAt), asc(claims.id)] : [desc(claims.updatedAt), desc(claims.id)];
  const [rows, [count]] = await Promise.all([
    listRows(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(claims).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Waiting claims not yet flagged overdue and submitted before `submittedBefore` (the sweep's candidates). */
export async function listOverdueCandidates(db: TDbOrTx, opts: { submittedBefore: Date; limit: number }): Promise<TClaimListRow[]> {
  return listRows(db)
    .where(and(inArray(claims.status, ['submitted', 'answered']), isNull(claims.overdueFlaggedAt), lt(claims.submittedAt, opts.submittedBefore)))
    .orderBy(asc(claims.submittedAt))
    .limit(opts.limit);
}

/** Marks a claim flagged (only if nobody flagged it meanwhile: another instance's sweep). */
export async function markOverdueFlagged(tx: TTx, claimId: string): Promise<boolean> {
  const rows = await tx
    .update(claims)
    .set({ overdueFlaggedAt: sql`now()` })
    .where(and(eq(claims.id, claimId), isNull(claims.overdueFlaggedAt)))
    .returning({ id: claims.id });
  return rows.length > 0;
}

// ——— the contract a claim is made on ———

export type TClaimContract = {
  id: string;
  contractNo: string;
  status: string;
  currency: string;
  buyerUserId: string;
  sellerUserId: string;
  /** The consignment agent of the ask, who acts for the seller (§6). */
  agentUserId: string | null;
};

const contractColumns = {
  id: contracts.id,
  contractNo: contracts.contractNo,
  status: contracts.status,
  currency: contracts.currency,
  buyerUserId: contracts.buyerUserId,
  sellerUserId: contracts.sellerUserId,
  agentUserId: asks.agentUserId,
};

export async function findClaimContract(db: TDbOrTx, contractId: string): Promise<TClaimContract | null> {
  const rows = await db.select(contractColumns).from(contracts).innerJoin(asks, eq(asks.id, contracts.askId)).where(eq(contracts.id, contractId)).limit(1);
  return rows[0] ?? null;
}

/** The contract row locked: claim numbers are counted under it, and a claim never races the contract being voided. */
export async function lockClaimContract(tx: TTx, contractId: string): Promise<TClaimContract | null> {
  const rows = await tx
    .select(contractColumns)
    .from(contracts)
    .innerJoin(asks, eq(asks.id, contracts.askId))
    .where(eq(contracts.id, contractId))
    .limit(1)
    .for('update', { of: contracts });
  return rows[0] ?? null;
}

/** The consignment agent of a contract's ask (null when the seller sells for itself). */
export async function findContractAgent(db: TDbOrTx, contractId: string): Promise<string | null> {
  const rows = await db.select({ agentUserId: asks.agentUserId }).from(contracts).innerJoin(asks, eq(asks.id, contracts.askId)).where(eq(contracts.id, contractId)).limit(1);
  return rows[0]?.agentUserId ?? null;
}
