import { ARRIVED_SHIPMENT_STATUSES, type TBill } from '@scrapbridge/domain/after-sales/feedback';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TContractViewer } from '../../orders/index.ts';
import { requireShipmentAccess } from './feedback-access.ts';
import { presentFeedback } from './feedback-presenter.ts';
import { findContractCommodity, findFeedbackOfShipment, findShipmentContainers } from './feedback.repository.ts';

/**
 * `GET /app-v2/claim/queryBill?shipmentId=` (§7): one shipment as the feedback form and the claim's goods selection
 * show it — BL, ETA, containers with net weights (§3 Shipment), telex release (§4), and the rating if there is one.
 * Its contract's parties and staff; 404 to anyone else.
 */
export async function getBill(opts: { db: TDbOrTx; shipmentId: string; viewer: TContractViewer }): Promise<TBill> {
  const found = await requireShipmentAccess(opts);
  const { shipment } = found;
  const [containers, commodity, feedback] = await Promise.all([
    findShipmentContainers(opts.db, shipment.id),
    findContractCommodity(opts.db, found.contractId),
    findFeedbackOfShipment(opts.db, shipment.id),
  ]);
  const arrived = (ARRIVED_SHIPMENT_STATUSES as readonly string[]).includes(shipment.status);
  const buyerMayAct = found.side === 'buyer' && found.contractStatus !== 'voided';
  return {
    shipmentId: shipment.id,
    contractId: found.contractId,
    contractNo: found.contractNo,
    billNo: shipment.billNo,
    eta: shipment.eta,
    status: shipment.status,
    telexReleased: shipment.telexReleased,
    donePricing: shipment.donePricing,
    commodity: commodity.name,
    commodityZh: commodity.nameZh,
    containers: containers.map((c) => ({ containerNo: c.containerNo, totalGoodsNetWeight: c.netWeight })),
    side: found.side,
    canRate: buyerMayAct && arrived && !feedback,
    canGiveFeedback: buyerMayAct && arrived && shipment.telexReleased && !feedback?.detailsAt,
    feedback: feedback ? presentFeedback(feedback, shipment.billNo) : null,
  };
}
