import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TFixStatus } from '@scrapbridge/domain/pricing/fixing-view';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { asks, companies, contracts, shipmentContainers, shipmentPriceFixes, shipments, users } from '../../../db/schema.ts';

export type TPriceFixRow = typeof shipmentPriceFixes.$inferSelect;

/**
 * The contract an askId names for price fixing (§7 queryPricingInfo / commitPricing take the askId): the live one, else
 * the latest voided one (so its parties are told it was voided, and a stranger is still told "not found").
 */
export async function findContractIdOfAsk(db: TDbOrTx, askId: string): Promise<string | null> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.askId, askId))
    .orderBy(sql`case when ${contracts.status} = 'voided' then 1 else 0 end`, desc(contracts.dealAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The ask fields that bound the pricing window (§3 Ask publication fields: price cut-off time, pricing period). */
export async function findAskPricingTerms(db: TDbOrTx, askId: string): Promise<{ pricingPeriod: string | null; priceCutoffAt: Date | null }> {
  const rows = await db.select({ pricingPeriod: asks.pricingPeriod, priceCutoffAt: asks.priceCutoffAt }).from(asks).where(eq(asks.id, askId)).limit(1);
  return rows[0] ?? { pricingPeriod: null, priceCutoffAt: null };
}

export type TShipmentWithWeight = {
  id: string;
  billNo: string | null;
  etd: string | null;
  eta: string | null;
  status: string;
  donePricing: boolean;
  containers: { containerNo: string; netWeight: string }[];
};

/** A contract's shipments with their containers, oldest first (bounded: a contract has a handful). */
export async function listShipmentsWithContainers(db: TDbOrTx, contractId: string, opts: { lock?: boolean } = {}): Promise<TShipmentWithWeight[]> {
  const base = db
    .select({ id: shipments.id, billNo: shipments.billNo, etd: shipments.etd, eta: shipments.eta, status: shipments.status, donePricing: shipments.donePricing })
    .from(shipments)
    .where(eq(shipments.contractId, contractId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
    .limit(500);
  // Locked in a fixed order, so two requests on one contract queue behind each other instead of deadlocking.
  const rows = opts.lock ? await base.for('update') : await base;
  if (rows.length === 0) return [];
  const boxes = await db
    .select({ shipmentId: shipmentContainers.shipmentId, containerNo: shipmentContainers.containerNo, netWeight: shipmentContainers.netWeight })
    .from(shipmentContainers)
    .where(inArray(shipmentContainers.shipmentId, rows.map((r) => r.id)))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.createdAt))
    .limit(rows.length * 100);
  return rows.map((r) => ({
    ...r,
    etd: r.etd === null ? null : String(r.etd),
    eta: r.eta === null ? null : String(r.eta),
    containers: boxes.filter((b) => b.shipmentId === r.id).map((b) => ({ containerNo: b.containerNo, netWeight: String(b.netWeight) })),
  }));
}

/** Every fix row of a contract, newest first (live ones and the record of rejections). */
export async function listContractFixes(db: TDbOrTx, contractId: string): Promise<TPriceFixRow[]> {
  return db.select().from(shipmentPriceFixes).where(eq(shipmentPriceFixes.contractId, contractId)).orderBy(desc(shipmentPriceFixes.requestedAt), desc(shipmentPriceFixes.createdAt)).limit(1000);
}

export async function insertFixRequests(tx: TTx, values: (typeof shipmentPriceFixes.$inferInsert)[]): Promise<TPriceFixRow[]> {
  if (values.length === 0) return [];
  return tx.insert(shipmentPriceFixes).values(values).returning();
}

export async function lockFix(tx: TTx, fixId: string): Promise<TPriceFixRow | null> {
  const rows = await tx.select().from(shipmentPriceFixes).where(eq(shipmentPriceFixes.id, fixId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function findFix(db: TDbOrTx, fixId: string): Promise<TPriceFixRow | null> {
  const rows = await db.select().from(shipmentPriceFixes).where(eq(shipmentPriceFixes.id, fixId)).limit(1);
  return rows[0] ?? null;
}

export async function updateFix(tx: TTx, fixId: string, values: PgUpdateSetSource<typeof shipmentPriceFixes>): Promise<TPriceFixRow> {
  const [row] = await tx
    .update(shipmentPriceFixes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shipmentPriceFixes.id, fixId))
    .returning();
  return row!;
}

export async function markShipmentPriced(tx: TTx, shipmentId: string): Promise<void> {
  await tx.update(shipments).set({ donePricing: true, updatedAt: sql`now()` }).where(eq(shipments.id, shipmentId));
}

const buyer = alias(users, 'fix_buyer');
const seller = alias(users, 'fix_seller');
const buyerCompany = alias(companies, 'fix_buyer_company');
const sellerCompany = alias(companies, 'fix_seller_company');

function queueRows(db: TDbOrTx) {
  return db
    .select({
      fix: shipmentPriceFixes,
      contract: contracts,
      billNo: shipments.billNo,
      buyerCompany: buyerCompany.name,
      buyerCompanyEn: buyerCompany.nameEn,
      sellerCompany: sellerCompany.name,
      sellerCompanyEn: sellerCompany.nameEn,
    })
    .from(shipmentPriceFixes)
    .innerJoin(contracts, eq(contracts.id, shipmentPriceFixes.contractId))
    .innerJoin(shipments, eq(shipments.id, shipmentPriceFixes.shipmentId))
    .leftJoin(buyer, eq(buyer.id, contracts.buyerUserId))
    .leftJoin(buyerCompany, eq(buyerCompany.id, buyer.companyId))
    .leftJoin(seller, eq(seller.id, contracts.sellerUserId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, seller.companyId));
}

/** The staff queue: requests oldest first (first asked, first confirmed); confirmed and rejected ones newest first. */
export async function listQueueFixes(db: TDbOrTx, opts: { status: TFixStatus; limit: number; offset: number }) {
  const order = opts.status === 'requested' ? [asc(shipmentPriceFixes.requestedAt), asc(shipmentPriceFixes.id)] : [desc(shipmentPriceFixes.decidedAt), desc(shipmentPriceFixes.id)];
  const where = eq(shipmentPriceFixes.status, opts.status);
  const [rows, [count]] = await Promise.all([
    queueRows(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(shipmentPriceFixes).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One fix with what the queue shows beside it. */
export async function findQueueFix(db: TDbOrTx, fixId: string) {
  const rows = await queueRows(db).where(eq(shipmentPriceFixes.id, fixId)).limit(1);
  return rows[0] ?? null;
}

export type TQueueFixRow = Awaited<ReturnType<typeof listQueueFixes>>['rows'][number];

/**
 * Work of the fallback sweep: shipments of live contracts that are not priced, have a container, and whose contract
 * has a formula line — with their open request, if any. A bounded batch after `afterId` (keyset), so one round never
 * reads every shipment of the market.
 */
export async function listUnpricedFormulaShipments(db: TDbOrTx, opts: { afterId: string | null; limit: number }): Promise<{ shipmentId: string; contractId: string }[]> {
  const rows = await executeRows<{ shipment_id: string; contract_id: string }>(
    db,
    sql`
    select s.id as shipment_id, s.contract_id
    from shipments s
    join contracts c on c.id = s.contract_id
    where s.done_pricing = false
      and c.status <> 'voided'
      and exists (select 1 from contract_lines l where l.contract_id = c.id and l.deduction <> 0)
      and exists (select 1 from shipment_containers b where b.shipment_id = s.id)
      ${opts.afterId ? sql`and s.id > ${opts.afterId}` : sql``}
    order by s.id
    limit ${opts.limit}`,
  );
  return rows.map((r) => ({ shipmentId: String(r.shipment_id), contractId: String(r.contract_id) }));
}

export async function findLiveFixOfShipment(tx: TDbOrTx, shipmentId: string): Promise<TPriceFixRow | null> {
  const rows = await tx
    .select()
    .from(shipmentPriceFixes)
    .where(and(eq(shipmentPriceFixes.shipmentId, shipmentId), inArray(shipmentPriceFixes.status, ['requested', 'confirmed'])))
    .limit(1);
  return rows[0] ?? null;
}
