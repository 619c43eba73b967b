import { isForwardStatusMove, type TShipment, type TUpdateShipmentRequest } from '@scrapbridge/domain/orders/shipment';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import { notifyShipmentParties } from './notify-shipment-parties.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { wordUniqueViolation } from './shipment-write-errors.ts';
import { findShipment, findShipmentWithBillNo, insertEventOnce, updateShipment } from './shipments.repository.ts';

/**
 * `PUT /admin/shipment/{shipmentId}` (staff): the booking fields as they should be now, and the status. The status
 * moves forward (steps may be skipped: booked → arrived when staff learn of it late); a backward move is a correction
 * and needs `correction: true`, else 1000 naming status. A change of status writes its own timeline event and tells
 * the buyer and the seller (§4 loaded, arrived at port, received/delivered).
 */
export async function updateShipmentDetails(opts: { deps: TAppDeps; staffUserId: string; shipmentId: string; input: TUpdateShipmentRequest }): Promise<TShipment> {
  const { db } = opts.deps.database;
  const { input } = opts;
  let mail = false;
  let result: TShipment;
  try {
    result = await db.transaction(async (tx) => {
      const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
      const from = shipment.status;
      const to = input.status;
      if (!isForwardStatusMove(from, to) && !input.correction) throw AppError.field('status', 'shipments.errors.statusBackward');
      if (input.billNo && input.billNo !== shipment.billNo) {
        const other = await findShipmentWithBillNo(tx, input.billNo);
        if (other && other.id !== shipment.id) throw AppError.field('billNo', 'shipments.errors.billNoTaken');
      }
      const fields = {
        bookingNo: input.bookingNo ?? null,
        carrier: input.carrier ?? null,
        vessel: input.vessel ?? null,
        billNo: input.billNo ?? null,
        portOfLoading: input.portOfLoading ?? null,
        portOfDischarge: input.portOfDischarge ?? null,
        etd: input.etd ?? null,
        eta: input.eta ?? null,
      };
      await updateShipment(tx, shipment.id, { ...fields, status: to });
      const changed = Object.entries(fields).filter(([k, v]) => shipment[k as keyof typeof fields] !== v).map(([k]) => k);
      if (from !== to) {
        await insertEventOnce(tx, {
          shipmentId: shipment.id,
          occurredAt: new Date(),
          code: to,
          location: to === 'loaded' ? fields.portOfLoading : to === 'arrived' || to === 'delivered' ? fields.portOfDischarge : null,
          description: null,
          containerNo: null,
          source: 'staff',
          createdByUserId: opts.staffUserId,
        });
        if (to !== 'booked' && isForwardStatusMove(from, to)) {
          mail = await notifyShipmentParties({ tx, contract, shipment: { ...shipment, ...fields }, news: to });
        }
      }
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'shipment.update',
        targetType: 'shipment',
        targetId: shipment.id,
        // A backward move is marked: the audit log is where a corrected status is explained.
        detail: { contractNo: contract.contractNo, from, to, correction: !isForwardStatusMove(from, to), changed },
      });
      const fresh = await findShipment(tx, shipment.id);
      const [view] = await presentShipments(tx, [fresh!]);
      return view!;
    });
  } catch (err) {
    wordUniqueViolation(err);
  }
  if (mail) await deliverNotificationMails({ deps: opts.deps });
  return result;
}
