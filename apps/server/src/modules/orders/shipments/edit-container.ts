import type { TContainerInput, TShipment } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockContainerForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { wordUniqueViolation } from './shipment-write-errors.ts';
import { findShipment, listContainers, touchShipment, updateContainer } from './shipments.repository.ts';

/** `PUT /admin/container/{containerId}` (staff): number, seal and weights as they should be now. */
export async function editContainer(opts: { db: TDb; staffUserId: string; containerId: string; input: TContainerInput }): Promise<TShipment> {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      const { container, shipment, contract } = await lockContainerForStaff(tx, opts.containerId, opts.staffUserId);
      const siblings = await listContainers(tx, [shipment.id]);
      if (siblings.some((c) => c.id !== container.id && c.containerNo === input.containerNo)) throw AppError.field('containerNo', 'shipments.errors.containerDuplicate');
      await updateContainer(tx, container.id, {
        containerNo: input.containerNo,
        sealNo: input.sealNo ?? null,
        netWeight: input.netWeight,
        grossWeight: input.grossWeight ?? null,
      });
      await touchShipment(tx, shipment.id);
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'container.update',
        targetType: 'container',
        targetId: container.id,
        detail: {
          shipmentId: shipment.id,
          contractNo: contract.contractNo,
          before: { containerNo: container.containerNo, sealNo: container.sealNo, netWeight: container.netWeight, grossWeight: container.grossWeight },
          after: { containerNo: input.containerNo, sealNo: input.sealNo ?? null, netWeight: input.netWeight, grossWeight: input.grossWeight ?? null },
        },
      });
      const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
      return view!;
    });
  } catch (err) {
    wordUniqueViolation(err);
  }
}
