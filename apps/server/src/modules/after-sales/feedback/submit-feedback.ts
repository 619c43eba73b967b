import type { TFeedback, TSubmitFeedbackRequest } from '@scrapbridge/domain/after-sales/feedback';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TContractViewer } from '../../orders/index.ts';
import { presentFeedback } from './feedback-presenter.ts';
import { findFeedbackOfShipment, findOwnPictures, findUserCompanyId, insertRating, updateFeedback } from './feedback.repository.ts';
import { requireRatableShipment } from './rate-shipment.ts';

/**
 * `POST /app-v2/feedback` (§2 /feedback, types 1–3): the feedback form — the rating (it may still change from the
 * dialog's choice), the aspect scores, a comment and photos. §4: quality feedback only after the telex bill of lading
 * is received (1702). Sent once (1703 after); a dialog rating of 4 belongs to a claim and is not turned into
 * feedback here (1703 as well: the claim's own withdrawal brings it back). Photos must be the buyer's own uploaded
 * pictures (1704). All or nothing, in one transaction under the shipment's lock.
 */
export async function submitFeedback(opts: TSubmitFeedbackRequest & { db: TDb; viewer: TContractViewer }): Promise<TFeedback> {
  return opts.db.transaction(async (tx) => {
    const found = await requireRatableShipment(tx, opts.shipmentId, opts.viewer);
    if (!found.shipment.telexReleased) throw new AppError(ErrorCode.FeedbackBeforeTelexRelease);
    const existing = await findFeedbackOfShipment(tx, found.shipment.id);
    if (existing && (existing.detailsAt || existing.satisfaction === 4)) throw new AppError(ErrorCode.FeedbackAlreadyGiven);

    const photoIds = [...new Set(opts.photoFileIds)];
    const own = await findOwnPictures(tx, opts.viewer.userId, photoIds);
    if (own.length !== photoIds.length) throw new AppError(ErrorCode.FeedbackPhotoUnknown);

    const details = {
      satisfaction: opts.satisfaction,
      qualityScore: opts.quality ?? null,
      weightScore: opts.weight ?? null,
      packingScore: opts.packing ?? null,
      documentsScore: opts.documents ?? null,
      comment: opts.comment === '' ? null : opts.comment,
      photoFileIds: photoIds,
      detailsAt: new Date(),
    };
    let row = existing;
    if (!row) {
      row = await insertRating(tx, {
        shipmentId: found.shipment.id,
        contractId: found.contractId,
        buyerUserId: opts.viewer.userId,
        buyerCompanyId: await findUserCompanyId(tx, opts.viewer.userId),
        ...details,
      });
      if (!row) throw new AppError(ErrorCode.FeedbackAlreadyGiven);
    } else {
      row = await updateFeedback(tx, row.id, details);
    }
    return presentFeedback(row, found.shipment.billNo);
  });
}
