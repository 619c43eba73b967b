import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { contractLines, contracts, feedbackPromptSnoozes, files, shipmentContainers, shipmentFeedback, shipments, users } from '../../../db/schema.ts';

export type TFeedbackRow = typeof shipmentFeedback.$inferSelect;
export type TFeedbackFileRow = typeof files.$inferSelect;

/** A shipment with the contract fields the feedback rules read (who bought, whether it was voided). */
export type TShipmentWithContract = {
  shipment: typeof shipments.$inferSelect;
  contractId: string;
  contractNo: string;
  contractStatus: string;
};

export async function findShipmentWithContract(db: TDbOrTx, shipmentId: string): Promise<TShipmentWithContract | null> {
  const rows = await db
    .select({ shipment: shipments, contractId: contracts.id, contractNo: contracts.contractNo, contractStatus: contracts.status })
    .from(shipments)
    .innerJoin(contracts, eq(contracts.id, shipments.contractId))
    .where(eq(shipments.id, shipmentId))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the shipment row: two ratings of one shipment (two tabs, two colleagues) go one at a time. */
export async function lockShipmentRow(tx: TTx, shipmentId: string): Promise<void> {
  await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipmentId)).limit(1).for('update');
}

export async function findShipmentContainers(db: TDbOrTx, shipmentId: string): Promise<{ containerNo: string; netWeight: string }[]> {
  return db
    .select({ containerNo: shipmentContainers.containerNo, netWeight: shipmentContainers.netWeight })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipmentId))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.containerNo))
    .limit(500);
}

/** The first line's names: what the goods are called on the feedback and claim screens. */
export async function findContractCommodity(db: TDbOrTx, contractId: string): Promise<{ name: string | null; nameZh: string | null }> {
  const rows = await db
    .select({ name: contractLines.detailName, nameZh: contractLines.detailNameZh })
    .from(contractLines)
    .where(eq(contractLines.contractId, contractId))
    .orderBy(asc(contractLines.sort))
    .limit(1);
  return rows[0] ?? { name: null, nameZh: null };
}

export async function findFeedbackOfShipment(db: TDbOrTx, shipmentId: string): Promise<TFeedbackRow | null> {
  const rows = await db.select().from(shipmentFeedback).where(eq(shipmentFeedback.shipmentId, shipmentId)).limit(1);
  return rows[0] ?? null;
}

export async function findFeedbackOfContract(db: TDbOrTx, contractId: string): Promise<(TFeedbackRow & { billNo: string | null })[]> {
  const rows = await db
    .select({ f: shipmentFeedback, billNo: shipments.billNo })
    .from(shipmentFeedback)
    .innerJoin(shipments, eq(shipments.id, shipmentFeedback.shipmentId))
    .where(eq(shipmentFeedback.contractId, contractId))
    .orderBy(asc(shipmentFeedback.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r.f, billNo: r.billNo }));
}

/**
 * Writes the rating once: the unique key on the shipment decides between two writers (the second gets nothing back
 * and is told 1703), so a race cannot store two ratings.
 */
export async function insertRating(tx: TTx, values: typeof shipmentFeedback.$inferInsert): Promise<TFeedbackRow | null> {
  const rows = await tx.insert(shipmentFeedback).values(values).onConflictDoNothing({ target: shipmentFeedback.shipmentId }).returning();
  return rows[0] ?? null;
}

export async function updateFeedback(tx: TTx, id: string, values: Partial<typeof shipmentFeedback.$inferInsert>): Promise<TFeedbackRow> {
  const [row] = await tx
    .update(shipmentFeedback)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shipmentFeedback.id, id))
    .returning();
  return row!;
}

export async function findUserCompanyId(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.companyId ?? null;
}

/** The caller's own uploaded pictures among these ids (photos of a feedback must be the buyer's uploads). */
export async function findOwnPictures(db: TDbOrTx, ownerUserId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerUserId, ownerUserId), eq(files.kind, 'image')))
    .limit(ids.length);
  return rows.map((r) => r.id);
}

export async function findFile(db: TDbOrTx, fileId: string): Promise<TFeedbackFileRow | null> {
  const rows = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return rows[0] ?? null;
}

/** Whether a photo belongs to one of the contract's feedback rows (the photo route's check). */
export async function isFeedbackPhotoOfContract(db: TDbOrTx, contractId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: shipmentFeedback.id })
    .from(shipmentFeedback)
    .where(and(eq(shipmentFeedback.contractId, contractId), sql`${fileId}::uuid = any(${shipmentFeedback.photoFileIds})`))
    .limit(1);
  return rows.length > 0;
}

export async function upsertSnooze(db: TDbOrTx, userId: string, shipmentId: string, until: Date): Promise<void> {
  await db
    .insert(feedbackPromptSnoozes)
    .values({ userId, shipmentId, snoozedUntil: until })
    .onConflictDoUpdate({ target: [feedbackPromptSnoozes.userId, feedbackPromptSnoozes.shipmentId], set: { snoozedUntil: until } });
}

export type TDueBillRow = { shipment_id: string; bill_no: string | null; eta: string | null; contract_no: string };

/**
 * §7 `/claim/queryLatestDueBill`: the buyer's latest shipment that arrived (arrived or delivered), of a contract not
 * voided, that nobody rated yet, that no claim (other than a withdrawn one) is about, and that this user did not put off
 * until after `now`. "Latest" by arrival: the
 * timeline's arrival event, else the ETA, else the last change. One indexed pass over the buyer's contracts
 * (contracts_buyer_idx, shipments_contract_idx).
 */
export async function findLatestDueBill(db: TDbOrTx, buyerUserId: string, now: Date): Promise<TDueBillRow | null> {
  const rows = await executeRows<TDueBillRow>(
    db,
    sql`select s.id as shipment_id, s.bill_no, to_char(s.eta, 'YYYY-MM-DD') as eta, c.contract_no
        from contracts c
        join shipments s on s.contract_id = c.id
        where c.buyer_user_id = ${buyerUserId}
          and c.status <> 'voided'
          and s.status in ('arrived', 'delivered')
          and not exists (select 1 from shipment_feedback f where f.shipment_id = s.id)
          -- A shipment the buyer already claims on (from the claim screens, without the dialog) is not asked about.
          and not exists (select 1 from claims cl where cl.shipment_id = s.id and cl.status <> 'withdrawn')
          and not exists (
            select 1 from feedback_prompt_snoozes z
            where z.user_id = ${buyerUserId} and z.shipment_id = s.id and z.snoozed_until > ${now.toISOString()}::timestamptz)
        order by coalesce(
            (select max(e.occurred_at) from shipment_events e where e.shipment_id = s.id and e.code = 'arrived'),
            s.eta::timestamptz,
            s.updated_at) desc,
          s.id
        limit 1`,
  );
  return rows[0] ?? null;
}
