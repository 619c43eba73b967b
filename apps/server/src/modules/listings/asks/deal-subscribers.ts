import { askStateAfterDeal } from '@scrapbridge/domain/quotes/quote-machine';
import { subscriber } from '../../../events/bus.ts';
import { updateAsk } from './asks.repository.ts';

/**
 * The negotiation's deal events, as the listings area acts on them (events/bus.ts), in the deal's transaction:
 * §4 a deal takes the ask off the market (deal, or auditing while staff review it); staff approving makes it sold,
 * refusing puts it back on the market.
 */
export const listingsDealSubscribers = [
  subscriber({
    name: 'listings.askLeavesMarket',
    type: 'deal.made',
    inTransaction: async (tx, e) => {
      await updateAsk(tx, e.askId, { state: askStateAfterDeal(e.underReview) });
    },
  }),
  subscriber({
    name: 'listings.askAfterReview',
    type: 'deal.reviewed',
    inTransaction: async (tx, e) => {
      await updateAsk(tx, e.askId, { state: e.decision === 'approve' ? 'deal' : 'active' });
    },
  }),
];
