import { ErrorCode, type TErrorCode } from '@scrapbridge/domain/error-codes';
import { offerRefusal, type TOfferRefusal } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { queueNotification } from '../../platform/index.ts';
import { findAskForOffer, findAskNames, findUserCompanyId, hasOffer, insertOffer, lockBuyerRequest } from './buyer-requests.repository.ts';

const REFUSAL_CODE: Record<TOfferRefusal, TErrorCode> = {
  notOpen: ErrorCode.BuyerRequestNotOpen,
  ownRequest: ErrorCode.BuyerRequestOwnRequest,
  notYourAsk: ErrorCode.BuyerRequestNotYourAsk,
  askNotOffered: ErrorCode.BuyerRequestAskNotOffered,
  otherMarket: ErrorCode.BuyerRequestOtherMarket,
  alreadyOffered: ErrorCode.BuyerRequestAlreadyOffered,
};

/**
 * `POST /app-v2/ask/wanted/{id}/offer` {askId}: a verified supplier (the route checks it) answers a live request with
 * one of their asks — live, or in review when just published from the request. The buyer is told (in-app and
 * e-mail) and then quotes on the ask or buys it now: the negotiation is the ask's (quotes → deal → contract). A
 * request in review, refused or closed reads as not found to a supplier, as on the detail.
 */
export async function makeOffer(opts: { db: TDb; userId: string; requestId: string; askId: string; now?: Date }): Promise<{ offerId: string; requestId: string; askId: string }> {
  const now = opts.now ?? new Date();
  const companyId = await findUserCompanyId(opts.db, opts.userId);
  return opts.db.transaction(async (tx) => {
    const request = await lockBuyerRequest(tx, opts.requestId);
    if (!request || (request.buyerUserId !== opts.userId && request.publishedAt === null)) throw new AppError(ErrorCode.NotFound);
    const ask = await findAskForOffer(tx, opts.askId);
    // An ask that does not exist, or another seller's that is not public (draft, in review, refused, deleted), reads
    // as not found, as everywhere: naming it must not tell a stranger it exists.
    const own = !!ask && (ask.sellerUserId === opts.userId || ask.agentUserId === opts.userId);
    if (!ask || (!own && !['active', 'expired', 'deal'].includes(ask.state))) throw new AppError(ErrorCode.NotFound);
    const refusal = offerRefusal({
      now,
      request: { state: request.state, validUntil: request.validUntil, buyerUserId: request.buyerUserId, companyId: request.companyId, market: request.market as 'intl' | 'cn' },
      supplier: { userId: opts.userId, companyId },
      ask,
      alreadyOffered: await hasOffer(tx, opts.requestId, opts.askId),
    });
    if (refusal) throw new AppError(REFUSAL_CODE[refusal]);
    const offerId = await insertOffer(tx, { requestId: opts.requestId, askId: opts.askId, supplierUserId: opts.userId });
    const askName = await findAskNames(tx, opts.askId);
    await queueNotification({
      tx,
      userId: request.buyerUserId,
      kind: 'buyer_request_offer',
      refKey: `offer:${offerId}`,
      params: { askName: askName?.en ?? '', title: request.title ?? '' },
      paramsZh: { askName: askName?.zh ?? '', title: request.title ?? '' },
      link: `/buyer-request?requestId=${opts.requestId}`,
      mail: true,
    });
    return { offerId, requestId: opts.requestId, askId: opts.askId };
  });
}

