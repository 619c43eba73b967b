/** The own-deal index of one grade (issue 14 item 6), through the typed client: public, cached a few minutes. */
import { useQuery } from '@tanstack/react-query';
import { dealIndexRoutes } from '@scrapbridge/domain/contract/routes/deal-index';
import type { TMarket } from '@scrapbridge/domain/market';
import { routeQuery } from '#lib/route-client.ts';

export function useDealIndex(subCategoryId: number | null, market: TMarket, weeks: number) {
  return useQuery({
    ...routeQuery(dealIndexRoutes.weekly, { query: { subCategoryId: subCategoryId ?? 0, market, weeks } }),
    enabled: subCategoryId !== null,
    staleTime: 5 * 60_000,
  });
}
