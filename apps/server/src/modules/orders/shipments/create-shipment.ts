import type { TCreateShipmentRequest, TShipment } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireShippableContract } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { wordUniqueViolation } from './shipment-write-errors.ts';
import { findShipmentWithBillNo, insertContainers, insertEventOnce, insertShipment } from './shipments.repository.ts';

/**
 * `POST /admin/contract/{contractId}/shipment` (staff): a booking on a contract that is not voided (1301), with the
 * containers known so far. A BL number already on another shipment → 1000 naming billNo. The shipment starts
 * `booked`, and its timeline with a "booked" event. All or nothing: one bad container and nothing is stored.
 */
export async function createShipment(opts: { db: TDb; staffUserId: string; contractId: string; input: TCreateShipmentRequest }): Promise<TShipment> {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      const contract = await requireShippableContract(tx, opts.contractId, opts.staffUserId, { lock: true });
      if (input.billNo && (await findShipmentWithBillNo(tx, input.billNo))) throw AppError.field('billNo', 'shipments.errors.billNoTaken');
      const shipment = await insertShipment(tx, {
        contractId: contract.id,
        bookingNo: input.bookingNo ?? null,
        carrier: input.carrier ?? null,
        vessel: input.vessel ?? null,
        billNo: input.billNo ?? null,
        portOfLoading: input.portOfLoading ?? null,
        portOfDischarge: input.portOfDischarge ?? null,
        etd: input.etd ?? null,
        eta: input.eta ?? null,
        status: 'booked',
        createdByUserId: opts.staffUserId,
      });
      await insertContainers(
        tx,
        shipment.id,
        input.containers.map((c, i) => ({ containerNo: c.containerNo, sealNo: c.sealNo ?? null, netWeight: c.netWeight, grossWeight: c.grossWeight ?? null, sort: i })),
      );
      await insertEventOnce(tx, {
        shipmentId: shipment.id,
        occurredAt: shipment.createdAt,
        code: 'booked',
        location: input.portOfLoading ?? null,
        description: input.bookingNo ?? null,
        containerNo: null,
        source: 'staff',
        createdByUserId: opts.staffUserId,
      });
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'shipment.create',
        targetType: 'shipment',
        targetId: shipment.id,
        detail: { contractId: contract.id, contractNo: contract.contractNo, billNo: input.billNo ?? null, containers: input.containers.map((c) => c.containerNo) },
      });
      const [view] = await presentShipments(tx, [shipment]);
      return view!;
    });
  } catch (err) {
    wordUniqueViolation(err, 'containers');
  }
}
