/**
 * The data the listing screens show first, requested by the router while the screen's code loads (issue 19 item 1),
 * with the same query options the screens use, so a screen that mounts finds it in the cache instead of asking then.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readCachedUser } from '#lib/storage.ts';
import { parseBuyerFilters } from '../lib/list-params.ts';
import { viewerMarketUnit } from '../lib/use-viewer.ts';
import { askDetailQuery, buyerListQuery } from './asks-api.ts';

/** /quoteList: the buyer list as its address and the stored market and unit say (quote-list-page.tsx). */
export function prefetchBuyerList(queryClient: QueryClient, url: URL): Promise<void> {
  const { market, unit } = viewerMarketUnit(readCachedUser()?.weightType);
  return queryClient.prefetchQuery(buyerListQuery(market, parseBuyerFilters(url.searchParams, { weightUnit: unit })));
}

/** /view-detail and /detail: the ask, with the line the address names (view-detail-page.tsx). */
export function prefetchAskDetail(queryClient: QueryClient, url: URL): Promise<void> {
  const askId = url.searchParams.get('askId');
  if (!askId) return Promise.resolve();
  return queryClient.prefetchQuery(askDetailQuery(askId, url.searchParams.get('detailId') ?? undefined));
}
