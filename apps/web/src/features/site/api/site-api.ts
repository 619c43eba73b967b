/**
 * The public site's reads (§2, §3, §7) for the pages of this feature, through the typed client with routes from the
 * contract's route table (methods and paths only), so no schema code reaches the public pages. Keys carry the
 * language (route-client.ts): the server localizes names.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@scrapbridge/domain/contract/routes/site';
import { routeQuery } from '#lib/route-client.ts';

export const siteConfigQuery = () => queryOptions({ ...routeQuery(siteRoutes.config, {}, { quiet: true }), staleTime: 10 * 60_000 });

export const useSiteConfig = () => useQuery(siteConfigQuery());

export const NEWS_PAGE_SIZE = 12;

export function useNewsPage(pageNum: number) {
  return useQuery({
    ...routeQuery(siteRoutes.news, { query: { pageNum, pageSize: NEWS_PAGE_SIZE } }, { quiet: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useStories() {
  return useQuery({ ...routeQuery(siteRoutes.stories, {}, { quiet: true }), staleTime: 5 * 60_000 });
}

export function useUniverse(enabled: boolean) {
  // Live deals reach the map within a minute (the server computes at most once a minute, and again after a deal).
  return useQuery({ ...routeQuery(siteRoutes.universe, {}, { quiet: true }), staleTime: 60_000, refetchInterval: enabled ? 60_000 : false, enabled });
}
