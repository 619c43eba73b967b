import { sumDecimals } from '@scrapbridge/domain/decimal';
import type { TShipment } from '@scrapbridge/domain/orders/shipment';
import type { TDbOrTx } from '../../../db/client.ts';
import { listContainers, listEvents, type TContainerRow, type TEventRow, type TShipmentRow } from './shipments.repository.ts';

/** numeric columns come back as text: an exact sum first, a number for the answer. */
export function totalNetWeight(containers: readonly Pick<TContainerRow, 'netWeight'>[]): number {
  return Number(sumDecimals(containers.map((c) => c.netWeight), 6));
}

export function toShipment(row: TShipmentRow, containers: readonly TContainerRow[], events: readonly TEventRow[]): TShipment {
  return {
    shipmentId: row.id,
    contractId: row.contractId,
    bookingNo: row.bookingNo,
    carrier: row.carrier,
    vessel: row.vessel,
    billNo: row.billNo,
    portOfLoading: row.portOfLoading,
    portOfDischarge: row.portOfDischarge,
    etd: row.etd,
    eta: row.eta,
    status: row.status,
    telexReleased: row.telexReleased,
    telexReleasedAt: row.telexReleasedAt?.toISOString() ?? null,
    donePricing: row.donePricing,
    containers: containers.map((c) => ({
      containerId: c.id,
      containerNo: c.containerNo,
      sealNo: c.sealNo,
      netWeight: Number(c.netWeight),
      grossWeight: c.grossWeight === null ? null : Number(c.grossWeight),
    })),
    totalNetWeight: totalNetWeight(containers),
    events: events.map((e) => ({
      eventId: e.id,
      occurredAt: e.occurredAt.toISOString(),
      code: e.code,
      location: e.location,
      description: e.description,
      containerNo: e.containerNo,
      source: e.source,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Shipments with their containers and timelines, two queries for all of them. */
export async function presentShipments(db: TDbOrTx, rows: readonly TShipmentRow[]): Promise<TShipment[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time anyway.
  const containers = await listContainers(db, ids);
  const events = await listEvents(db, ids);
  return rows.map((r) =>
    toShipment(
      r,
      containers.filter((c) => c.shipmentId === r.id),
      events.filter((e) => e.shipmentId === r.id),
    ),
  );
}
