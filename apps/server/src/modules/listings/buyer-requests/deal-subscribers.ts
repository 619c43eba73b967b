import { sql } from 'drizzle-orm';
import { dealFulfils } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { subscriber } from '../../../events/bus.ts';
import { lockRequestsOfferedAsk, updateBuyerRequest } from './buyer-requests.repository.ts';

/**
 * A deal on an offered ask, in the deal's transaction: the buyer's open requests this ask was offered to are fulfilled
 * when the deal covers the quantity asked for (MT, or containers when the request counts containers). A deal that
 * staff must still review fulfils nothing yet (it may be refused); the buyer can mark the request fulfilled.
 */
export const buyerRequestDealSubscribers = [
  subscriber({
    name: 'listings.requestFulfilledByDeal',
    type: 'deal.made',
    inTransaction: async (tx, e) => {
      if (e.underReview) return;
      const requests = await lockRequestsOfferedAsk(tx, e.askId, e.buyerUserId);
      const containers = e.lines.reduce((n, l) => n + (l.containers ?? 0), 0);
      for (const r of requests) {
        if (dealFulfils({ weight: r.weight, containers: r.containers }, { weight: e.totalWeight, containers })) {
          await updateBuyerRequest(tx, r.id, { state: 'fulfilled', closedAt: sql`now()` });
        }
      }
    },
  }),
];
