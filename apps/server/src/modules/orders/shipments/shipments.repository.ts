import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { contracts, shipmentContainers, shipmentEvents, shipments } from '../../../db/schema.ts';

export type TShipmentRow = typeof shipments.$inferSelect;
export type TContainerRow = typeof shipmentContainers.$inferSelect;
export type TEventRow = typeof shipmentEvents.$inferSelect;

/** A contract has a handful of shipments; the bound keeps a runaway one from blocking PGlite. */
const SHIPMENTS_PER_CONTRACT_MAX = 200;
/** A timeline of a few hundred events is a long voyage; older ones beyond that are not shown. */
const EVENTS_PER_SHIPMENT_MAX = 500;

export async function insertShipment(tx: TTx, values: typeof shipments.$inferInsert): Promise<TShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

export async function findShipment(db: TDbOrTx, shipmentId: string): Promise<TShipmentRow | null> {
  const rows = await db.select().from(shipments).where(eq(shipments.id, shipmentId)).limit(1);
  return rows[0] ?? null;
}

/** Locks the shipment row: container, event and status writes of one shipment go one at a time. */
export async function lockShipment(tx: TTx, shipmentId: string): Promise<TShipmentRow | null> {
  const rows = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function updateShipment(tx: TTx, shipmentId: string, values: PgUpdateSetSource<typeof shipments>): Promise<void> {
  await tx.update(shipments).set({ ...values, updatedAt: sql`now()` }).where(eq(shipments.id, shipmentId));
}

/** Touches the shipment (a container or event changed), so lists sorted by update show it first. */
export async function touchShipment(tx: TTx, shipmentId: string): Promise<void> {
  await tx.update(shipments).set({ updatedAt: sql`now()` }).where(eq(shipments.id, shipmentId));
}

export async function findShipmentWithBillNo(db: TDbOrTx, billNo: string): Promise<{ id: string } | null> {
  const rows = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.billNo, billNo)).limit(1);
  return rows[0] ?? null;
}

export async function listContractShipments(db: TDbOrTx, contractId: string): Promise<TShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.contractId, contractId)).orderBy(asc(shipments.createdAt), asc(shipments.id)).limit(SHIPMENTS_PER_CONTRACT_MAX);
}

export async function insertContainers(tx: TTx, shipmentId: string, values: Omit<typeof shipmentContainers.$inferInsert, 'shipmentId'>[]): Promise<TContainerRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(shipmentContainers)
    .values(values.map((v) => ({ ...v, shipmentId })))
    .returning();
}

export async function findContainer(db: TDbOrTx, containerId: string): Promise<TContainerRow | null> {
  const rows = await db.select().from(shipmentContainers).where(eq(shipmentContainers.id, containerId)).limit(1);
  return rows[0] ?? null;
}

export async function updateContainer(tx: TTx, containerId: string, values: PgUpdateSetSource<typeof shipmentContainers>): Promise<void> {
  await tx.update(shipmentContainers).set(values).where(eq(shipmentContainers.id, containerId));
}

export async function deleteContainer(tx: TTx, containerId: string): Promise<void> {
  await tx.delete(shipmentContainers).where(eq(shipmentContainers.id, containerId));
}

/** The containers of some shipments, in the order they were entered. */
export async function listContainers(db: TDbOrTx, shipmentIds: string[]): Promise<TContainerRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentContainers)
    .where(inArray(shipmentContainers.shipmentId, shipmentIds))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.createdAt), asc(shipmentContainers.id))
    .limit(shipmentIds.length * 100);
}

export async function maxContainerSort(tx: TTx, shipmentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${shipmentContainers.sort}), -1)::int` })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipmentId));
  return Number(row?.n ?? -1);
}

/** Timeline events of some shipments, newest first (each shipment's latest EVENTS_PER_SHIPMENT_MAX). */
export async function listEvents(db: TDbOrTx, shipmentIds: string[]): Promise<TEventRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.createdAt), desc(shipmentEvents.id))
    .limit(shipmentIds.length * EVENTS_PER_SHIPMENT_MAX);
}

export type TEventInsert = Omit<typeof shipmentEvents.$inferInsert, 'id' | 'createdAt'>;

/**
 * Adds one timeline event unless the same one (time, code, container) is already there; whether it was added.
 * The unique index shipment_events_dedupe_key treats two events without a container as different (NULLs are
 * distinct), so the NOT EXISTS guard with IS NOT DISTINCT FROM covers them; callers hold the shipment lock, so
 * two imports of one shipment never race past the guard.
 */
export async function insertEventOnce(tx: TTx, e: TEventInsert): Promise<boolean> {
  const rows = await executeRows<{ id: string }>(tx, sql`
    insert into shipment_events (shipment_id, occurred_at, code, location, description, container_no, source, created_by_user_id)
    select ${e.shipmentId}, ${(e.occurredAt as Date).toISOString()}::timestamptz, ${e.code}, ${e.location ?? null}, ${e.description ?? null},
           ${e.containerNo ?? null}, ${e.source}, ${e.createdByUserId ?? null}
    where not exists (
      select 1 from shipment_events x
      where x.shipment_id = ${e.shipmentId} and x.occurred_at = ${(e.occurredAt as Date).toISOString()}::timestamptz
        and x.code = ${e.code} and x.container_no is not distinct from ${e.containerNo ?? null}
    )
    on conflict do nothing
    returning id`);
  return rows.length > 0;
}

export type TStaffShipmentListRow = TShipmentRow & { contractNo: string; contractStatus: string };

/**
 * Staff's shipment list: newest change first, filtered by status and by one keyword matching the contract number,
 * the BL number or a container number (contains, case-insensitive; BL and container numbers are stored upper-case).
 */
export async function listStaffShipments(
  db: TDbOrTx,
  opts: { status?: TShipmentStatus | undefined; keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: TStaffShipmentListRow[]; total: number }> {
  const where: SQL[] = [];
  if (opts.status) where.push(eq(shipments.status, opts.status));
  if (opts.keyword) {
    const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const like = `%${escape(opts.keyword)}%`;
    // BL numbers are stored without spaces, container numbers without spaces, dashes or dots (as the inputs are).
    const bill = `%${escape(opts.keyword.replace(/\s+/g, ''))}%`;
    const compact = `%${escape(opts.keyword.toUpperCase().replace(/[\s\-/.]/g, ''))}%`;
    where.push(
      or(
        ilike(contracts.contractNo, like),
        ilike(shipments.billNo, bill),
        ilike(shipments.bookingNo, bill),
        sql`exists (select 1 from shipment_containers c where c.shipment_id = ${shipments.id} and c.container_no like ${compact})`,
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ shipment: shipments, contractNo: contracts.contractNo, contractStatus: contracts.status })
    .from(shipments)
    .innerJoin(contracts, eq(contracts.id, shipments.contractId))
    .where(cond)
    .orderBy(desc(shipments.updatedAt), desc(shipments.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(shipments).innerJoin(contracts, eq(contracts.id, shipments.contractId)).where(cond);
  return { rows: rows.map((r) => ({ ...r.shipment, contractNo: r.contractNo, contractStatus: r.contractStatus })), total: total?.n ?? 0 };
}

/**
 * Shipments the carrier poll asks about: not delivered, on a contract that is not voided, with a BL, a booking or a
 * container number; in id order after `afterId`, so successive rounds go round all of them (the caller wraps).
 */
export async function listShipmentsToTrack(db: TDbOrTx, opts: { afterId: string | null; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .innerJoin(contracts, eq(contracts.id, shipments.contractId))
    .where(
      and(
        sql`${shipments.status} <> 'delivered'`,
        sql`${contracts.status} <> 'voided'`,
        or(
          sql`${shipments.billNo} is not null`,
          sql`${shipments.bookingNo} is not null`,
          sql`exists (select 1 from shipment_containers c where c.shipment_id = ${shipments.id})`,
        ),
        opts.afterId ? sql`${shipments.id} > ${opts.afterId}` : undefined,
      ),
    )
    .orderBy(asc(shipments.id))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}
