import type { TContainerInput, TShipment } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { wordUniqueViolation } from './shipment-write-errors.ts';
import { findShipment, insertContainers, listContainers, maxContainerSort, touchShipment } from './shipments.repository.ts';

/** `POST /admin/shipment/{shipmentId}/container` (staff): one more box; a number already in the shipment → 1000. */
export async function addContainer(opts: { db: TDb; staffUserId: string; shipmentId: string; input: TContainerInput }): Promise<TShipment> {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
      const existing = await listContainers(tx, [shipment.id]);
      if (existing.some((c) => c.containerNo === input.containerNo)) throw AppError.field('containerNo', 'shipments.errors.containerDuplicate');
      const sort = (await maxContainerSort(tx, shipment.id)) + 1;
      const [row] = await insertContainers(tx, shipment.id, [
        { containerNo: input.containerNo, sealNo: input.sealNo ?? null, netWeight: input.netWeight, grossWeight: input.grossWeight ?? null, sort },
      ]);
      await touchShipment(tx, shipment.id);
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'container.create',
        targetType: 'container',
        targetId: row!.id,
        detail: { shipmentId: shipment.id, contractNo: contract.contractNo, containerNo: input.containerNo, netWeight: input.netWeight },
      });
      const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
      return view!;
    });
  } catch (err) {
    wordUniqueViolation(err);
  }
}
