import { ARRIVED_SHIPMENT_STATUSES, type TFeedback, type TRateShipmentRequest } from '@scrapbridge/domain/after-sales/feedback';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TContractViewer } from '../../orders/index.ts';
import { requireShipmentAccess } from './feedback-access.ts';
import { presentFeedback } from './feedback-presenter.ts';
import { findUserCompanyId, insertRating, lockShipmentRow, type TShipmentWithContract } from './feedback.repository.ts';

/**
 * The rules every rating obeys: only the contract's buyer (the seller or staff: 1403), a contract not voided (1301),
 * a shipment that arrived (1701). Answers the checked shipment.
 */
export async function requireRatableShipment(tx: TTx, shipmentId: string, viewer: TContractViewer): Promise<TShipmentWithContract> {
  const found = await requireShipmentAccess({ db: tx, shipmentId, viewer });
  if (found.side !== 'buyer') throw new AppError(ErrorCode.Forbidden);
  if (found.contractStatus === 'voided') throw new AppError(ErrorCode.ContractVoided);
  await lockShipmentRow(tx, shipmentId);
  if (!(ARRIVED_SHIPMENT_STATUSES as readonly string[]).includes(found.shipment.status)) throw new AppError(ErrorCode.FeedbackNotArrived);
  return found;
}

/**
 * `POST /app-v2/feedback/rate` {shipmentId, satisfaction 1–4}: the satisfaction dialog's choice (§4), stored at once so
 * a rated shipment never asks again (issue 15 item 1) and the rating counts in the seller's credit report even when
 * the feedback form or the claim (4) is never finished. Once per shipment: a second rating is 1703, also when two
 * arrive together (the unique key decides).
 */
export async function rateShipment(opts: TRateShipmentRequest & { db: TDb; viewer: TContractViewer }): Promise<TFeedback> {
  return opts.db.transaction(async (tx) => {
    const found = await requireRatableShipment(tx, opts.shipmentId, opts.viewer);
    const row = await insertRating(tx, {
      shipmentId: found.shipment.id,
      contractId: found.contractId,
      buyerUserId: opts.viewer.userId,
      buyerCompanyId: await findUserCompanyId(tx, opts.viewer.userId),
      satisfaction: opts.satisfaction,
    });
    if (!row) throw new AppError(ErrorCode.FeedbackAlreadyGiven);
    return presentFeedback(row, found.shipment.billNo);
  });
}
