import type { TShipment, TShipmentEventInput } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { findShipment, insertEventOnce, listContainers, touchShipment } from './shipments.repository.ts';

/**
 * `POST /admin/shipment/{shipmentId}/event` (staff): one tracking event. A container must be one of the shipment's
 * (1000 naming containerNo); the same event twice (time, code, container) → 1000 (the timeline would show it twice).
 * The event is news on the timeline only: the status moves with PUT /admin/shipment/{id}.
 */
export async function addShipmentEvent(opts: { db: TDb; staffUserId: string; shipmentId: string; input: TShipmentEventInput }): Promise<TShipment> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
    if (input.containerNo) {
      const containers = await listContainers(tx, [shipment.id]);
      if (!containers.some((c) => c.containerNo === input.containerNo)) throw AppError.field('containerNo', 'shipments.errors.containerNotInShipment');
    }
    const added = await insertEventOnce(tx, {
      shipmentId: shipment.id,
      occurredAt: new Date(input.occurredAt),
      code: input.code,
      location: input.location ?? null,
      description: input.description ?? null,
      containerNo: input.containerNo ?? null,
      source: 'staff',
      createdByUserId: opts.staffUserId,
    });
    if (!added) throw AppError.field('occurredAt', 'shipments.errors.eventDuplicate');
    await touchShipment(tx, shipment.id);
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'shipment.event',
      targetType: 'shipment',
      targetId: shipment.id,
      detail: { contractNo: contract.contractNo, occurredAt: input.occurredAt, code: input.code, containerNo: input.containerNo ?? null },
    });
    const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
    return view!;
  });
}
