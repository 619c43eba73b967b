import { ZDealIndexQuery, ZDealIndexSeries } from '../pricing/deal-index-view.ts';
import { defineArea } from './define-route.ts';

/**
 * The own-deal index (issue 14 item 6, beyond the spec): weekly volume-weighted prices of one grade from this market's
 * deals, published only for weeks with at least 5 independent companies. Public: the method is on the public
 * methodology page, and no counterparty or single deal can be read from it.
 */
export const dealIndexContract = defineArea('dealIndex', {
  weekly: {
    method: 'GET',
    path: '/app-v2/deal-index/weekly',
    access: 'public',
    tag: 'market',
    summary: "A grade's weekly own-deal index on one market {subCategoryId, market, weeks?} (insufficient weeks carry no price)",
    query: ZDealIndexQuery,
    response: ZDealIndexSeries,
  },
});
