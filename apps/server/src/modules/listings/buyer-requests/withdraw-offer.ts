import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { offerWithdrawalRefusal } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { askInDealWith, deleteOffer, findUserCompanyId, lockBuyerRequest, lockOffer } from './buyer-requests.repository.ts';

/**
 * `DELETE /app-v2/ask/wanted/{id}/offer/{offerId}`: the offering company takes its offer back (issue 16 leftovers). The
 * offer row goes (the supplier may offer the ask again while the request is live); the ask itself stays as it is.
 * Anyone else — the buyer, staff, another supplier — gets 404, as for a row they cannot see; an offer whose ask is in a
 * deal (or one in staff review) with the buyer gets 1860 and nothing changes. The request is locked first, in the same
 * order as making an offer and a deal fulfilling it, so a deal made at the same moment is seen.
 */
export async function withdrawOffer(opts: { db: TDb; userId: string; requestId: string; offerId: string }): Promise<{ offerId: string; requestId: string }> {
  const companyId = await findUserCompanyId(opts.db, opts.userId);
  return opts.db.transaction(async (tx) => {
    const request = await lockBuyerRequest(tx, opts.requestId);
    const offer = request ? await lockOffer(tx, opts.requestId, opts.offerId) : null;
    if (!request || !offer) throw new AppError(ErrorCode.NotFound);
    const refusal = offerWithdrawalRefusal({
      caller: { userId: opts.userId, companyId },
      offer: { supplierUserId: offer.supplierUserId, askCompanyId: offer.askCompanyId },
      inDeal: await askInDealWith(tx, offer.askId, request.buyerUserId),
    });
    if (refusal === 'notYours') throw new AppError(ErrorCode.NotFound);
    if (refusal === 'inDeal') throw new AppError(ErrorCode.BuyerRequestOfferInDeal);
    await deleteOffer(tx, opts.offerId);
    return { offerId: opts.offerId, requestId: opts.requestId };
  });
}
