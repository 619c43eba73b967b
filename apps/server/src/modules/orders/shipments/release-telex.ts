import type { TShipment } from '@scrapbridge/domain/orders/shipment';
import { sql } from 'drizzle-orm';
import type { TAppDeps } from '../../../app.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import { notifyShipmentParties } from './notify-shipment-parties.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { findShipment, insertEventOnce, updateShipment } from './shipments.repository.ts';

/**
 * `POST /admin/shipment/{shipmentId}/telex-release` (staff): the carrier released the cargo without the original BL
 * (the buyer may take delivery; §4 quality feedback opens once the telex BL is received). Written once: a second call
 * answers the shipment as it is. A timeline event, and the buyer and seller are told (in-app and e-mail).
 */
export async function releaseTelex(opts: { deps: TAppDeps; staffUserId: string; shipmentId: string }): Promise<TShipment> {
  const { db } = opts.deps.database;
  let mail = false;
  const result = await db.transaction(async (tx) => {
    const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
    if (!shipment.telexReleased) {
      await updateShipment(tx, shipment.id, { telexReleased: true, telexReleasedAt: sql`now()` });
      const fresh = (await findShipment(tx, shipment.id))!;
      await insertEventOnce(tx, {
        shipmentId: shipment.id,
        occurredAt: fresh.telexReleasedAt!,
        code: 'telex_released',
        location: shipment.portOfDischarge,
        description: shipment.billNo,
        containerNo: null,
        source: 'staff',
        createdByUserId: opts.staffUserId,
      });
      mail = await notifyShipmentParties({ tx, contract, shipment: fresh, news: 'telex_released' });
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'shipment.telex_release',
        targetType: 'shipment',
        targetId: shipment.id,
        detail: { contractNo: contract.contractNo, billNo: shipment.billNo },
      });
    }
    const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
    return view!;
  });
  if (mail) await deliverNotificationMails({ deps: opts.deps });
  return result;
}
