import { ZFuturesBoard, ZFuturesHistory, ZFuturesHistoryQuery } from '../pricing/futures.ts';
import { defineArea } from './define-route.ts';

/**
 * Exchange prices (issue 14 item 2; §7 "futures paths get /app-future"): the daily settlement series kept in reference
 * prices as a public quotes board, and each series' history. Public like the market price list (§2 /market-price).
 */
export const futuresContract = defineArea('futures', {
  board: {
    method: 'GET',
    path: '/app-future/futures/board',
    access: 'public',
    tag: 'futures',
    summary: 'Exchange prices board: every series with its latest and previous settlement, change and % (public)',
    response: ZFuturesBoard,
  },
  history: {
    method: 'GET',
    path: '/app-future/futures/history',
    access: 'public',
    tag: 'futures',
    summary: 'One series’ daily settlements over a range (1M, 3M, 1Y, 5Y, ALL) counted back from its latest, oldest first (public)',
    query: ZFuturesHistoryQuery,
    response: ZFuturesHistory,
  },
});
