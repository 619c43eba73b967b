/**
 * What the landing page reads and sends (§2, §7). Type-only imports from the domain's zod modules, so no schema code
 * enters the first load. Lists carry the language in their key: the server localizes names and status lines.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TContactRequest, TNewsItem, TPartnerStory, TSiteConfig } from '@scrapbridge/domain/site';
import { RECOMMENDED_ASKS_PAGE_SIZE } from '@scrapbridge/domain/constants';
import { ROUTES } from '@scrapbridge/domain/contract/route-table';
import { api, type TApiResult } from '#lib/api-client.ts';
import { routeQuery } from '#lib/route-client.ts';

export type TRows<T> = { rows: T[]; total: number };

/** Configuration changes with a deploy, not while a page is open. */
export const siteConfigQuery = (lang: TLang) =>
  queryOptions({
    queryKey: ['site', 'config', lang] as const,
    queryFn: ({ signal }) => api.data<TSiteConfig>('/site/config', { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });

/** Enough news for the desktop card carousel and the banner. */
export const LANDING_NEWS_COUNT = 9;

export const landingNewsQuery = (lang: TLang) =>
  queryOptions({
    queryKey: ['site', 'news', lang, 1, LANDING_NEWS_COUNT] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TNewsItem>>('/site/news', { query: { pageNum: 1, pageSize: LANDING_NEWS_COUNT }, signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const storiesQuery = (lang: TLang) =>
  queryOptions({
    queryKey: ['site', 'stories', lang] as const,
    queryFn: ({ signal }) => api.data<TRows<TPartnerStory>>('/site/stories', { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** §7 GET /ask/list/buyer/pub {pageNum 1, pageSize 8, market 'intl'}: the public recommended list. */
export const recommendedAsksQuery = () =>
  queryOptions({
    ...routeQuery(ROUTES.asks.recommended, { query: { pageNum: 1, pageSize: RECOMMENDED_ASKS_PAGE_SIZE, market: 'intl' } }, { quiet: true }),
    staleTime: 60_000,
  });

export const useSiteConfig = (lang: TLang) => useQuery(siteConfigQuery(lang));
export const useLandingNews = (lang: TLang) => useQuery(landingNewsQuery(lang));
export const useStories = (lang: TLang) => useQuery(storiesQuery(lang));
export const useRecommendedAsks = () => useQuery(recommendedAsksQuery());

/**
 * §5, §7 POST /contact/save: the values exactly as entered. The form words the outcome itself (§8: success says
 * "Submitted successfully", a failure shows the server's message as an error), so the client's toast stays quiet.
 * A plain call, not a TanStack mutation: the form needs no cache, and the landing's first load stays smaller.
 */
export function sendContact(body: Required<{ [K in keyof TContactRequest]: string }>): Promise<TApiResult<null>> {
  return api.post<null>('/contact/save', body, { quiet: true });
}
