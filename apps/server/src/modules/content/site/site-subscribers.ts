import { subscriber } from '../../../events/bus.ts';
import { markUniverseStale } from './get-universe.ts';

/**
 * /universe updates from live deals: a deal made (or one staff let through review) makes the map compute again on
 * its next read. After the commit, so a read in between never caches the map without the deal.
 */
export const siteDealSubscribers = [
  subscriber({ name: 'site.refreshUniverseOnDeal', type: 'deal.made', afterCommit: async () => markUniverseStale() }),
  subscriber({ name: 'site.refreshUniverseOnReview', type: 'deal.reviewed', afterCommit: async () => markUniverseStale() }),
];
