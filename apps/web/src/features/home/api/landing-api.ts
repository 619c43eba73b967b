/**
 * What the landing page reads and sends (§2, §7). Routes come from the contract's route table (methods and paths
 * only) and types through type-only imports, so no schema code enters the first load. Keys carry the language
 * (route-client.ts): the server localizes names and status lines.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactRequest } from '@scrapbridge/domain/site';
import { RECOMMENDED_ASKS_PAGE_SIZE } from '@scrapbridge/domain/constants';
import { asksRoutes } from '@scrapbridge/domain/contract/routes/asks';
import { siteRoutes } from '@scrapbridge/domain/contract/routes/site';
import { requestRoute, routeQuery } from '#lib/route-client.ts';

/** Configuration changes with a deploy, not while a page is open. */
export const siteConfigQuery = () => queryOptions({ ...routeQuery(siteRoutes.config, {}, { quiet: true }), staleTime: 10 * 60_000 });

/** Enough news for the desktop card carousel and the banner. */
export const LANDING_NEWS_COUNT = 9;

export const landingNewsQuery = () =>
  queryOptions({ ...routeQuery(siteRoutes.news, { query: { pageNum: 1, pageSize: LANDING_NEWS_COUNT } }, { quiet: true }), staleTime: 5 * 60_000 });

export const storiesQuery = () => queryOptions({ ...routeQuery(siteRoutes.stories, {}, { quiet: true }), staleTime: 5 * 60_000 });

/** §7 GET /ask/list/buyer/pub {pageNum 1, pageSize 8, market 'intl'}: the public recommended list. */
export const recommendedAsksQuery = () =>
  queryOptions({
    ...routeQuery(asksRoutes.recommended, { query: { pageNum: 1, pageSize: RECOMMENDED_ASKS_PAGE_SIZE, market: 'intl' } }, { quiet: true }),
    staleTime: 60_000,
  });

export const useSiteConfig = () => useQuery(siteConfigQuery());
export const useLandingNews = () => useQuery(landingNewsQuery());
export const useStories = () => useQuery(storiesQuery());
export const useRecommendedAsks = () => useQuery(recommendedAsksQuery());

/**
 * §5, §7 POST /contact/save: the values exactly as entered. The form words the outcome itself (§8: success says
 * "Submitted successfully", a failure shows the server's message as an error), so the client's toast stays quiet.
 * A plain call, not a TanStack mutation: the form needs no cache, and the landing's first load stays smaller.
 */
export function sendContact(body: Required<{ [K in keyof TContactRequest]: string }>) {
  return requestRoute(siteRoutes.contact, { body }, { quiet: true });
}
