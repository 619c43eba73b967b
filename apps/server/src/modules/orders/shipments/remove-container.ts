import type { TShipment } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockContainerForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { deleteContainer, findShipment, touchShipment } from './shipments.repository.ts';

/**
 * `DELETE /admin/container/{containerId}` (staff): a box entered by mistake. Its timeline events stay (they name the
 * number as text: what the carrier reported remains on the record); the audit entry keeps what was removed.
 */
export async function removeContainer(opts: { db: TDb; staffUserId: string; containerId: string }): Promise<TShipment> {
  return opts.db.transaction(async (tx) => {
    const { container, shipment, contract } = await lockContainerForStaff(tx, opts.containerId, opts.staffUserId);
    await deleteContainer(tx, container.id);
    await touchShipment(tx, shipment.id);
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'container.delete',
      targetType: 'container',
      targetId: container.id,
      detail: { shipmentId: shipment.id, contractNo: contract.contractNo, containerNo: container.containerNo, sealNo: container.sealNo, netWeight: container.netWeight },
    });
    const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
    return view!;
  });
}
