/**
 * Exchange prices (issue 14 item 2, §7 /app-future): the board and a series' history through the typed client, and
 * the reader's series follows (the market price follow routes, kind 'series'). A follow change refreshes the market
 * price area, so the price list's "my following" agrees.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { futuresRoutes } from '@scrapbridge/domain/contract/routes/futures';
import { marketPricesRoutes } from '@scrapbridge/domain/contract/routes/market-prices';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFuturesRange } from '@scrapbridge/domain/pricing/futures';
import type { TPriceFollowRequest } from '@scrapbridge/domain/pricing/price-follow';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';

export function useFuturesBoard() {
  // §9 price refresh: daily; a minute keeps a returning reader current without reading on every render.
  return useQuery({ ...routeQuery(futuresRoutes.board, {}), staleTime: 60_000 });
}

export function useSeriesHistory(basis: TReferenceBasis | undefined, range: TFuturesRange) {
  return useQuery({
    ...routeQuery(futuresRoutes.history, { query: { basis: basis ?? 'LME', range } }),
    enabled: !!basis,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The reader's follows (items and series); only asked when signed in. */
export function useMyPriceFollows(enabled: boolean) {
  return useQuery({ ...routeQuery(marketPricesRoutes.follows, {}), enabled, staleTime: 0 });
}

export function useSaveSeriesFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { body: TPriceFollowRequest; update: boolean }) =>
      callRoute(p.update ? marketPricesRoutes.updateFollow : marketPricesRoutes.follow, { body: p.body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

export function useUnfollowSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (basis: TReferenceBasis) => callRoute(marketPricesRoutes.unfollow, { params: { kind: 'series', key: basis } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}
