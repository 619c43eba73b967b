/**
 * The public site's reads (§2, §3, §7) for the pages of this feature. Type-only imports from the domain's zod modules,
 * so no schema code reaches the public pages. Keys carry the language: the server localizes names.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TNewsItem, TPartnerStory, TSiteConfig, TUniverse } from '@scrapbridge/domain/site';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import type { TMarket } from '@scrapbridge/domain/market';
import { RECOMMENDED_ASKS_PAGE_SIZE } from '@scrapbridge/domain/constants';
import { api } from '#lib/api-client.ts';

export type TRows<T> = { rows: T[]; total: number };

export const siteConfigQuery = (lang: TLang) =>
  queryOptions({
    queryKey: ['site', 'config', lang] as const,
    queryFn: ({ signal }) => api.data<TSiteConfig>('/site/config', { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });

export const useSiteConfig = (lang: TLang) => useQuery(siteConfigQuery(lang));

export const NEWS_PAGE_SIZE = 12;

export function useNewsPage(lang: TLang, pageNum: number) {
  return useQuery({
    queryKey: ['site', 'news', lang, pageNum, NEWS_PAGE_SIZE] as const,
    queryFn: ({ signal }) => api.data<TRows<TNewsItem>>('/site/news', { query: { pageNum, pageSize: NEWS_PAGE_SIZE }, signal, quiet: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useStories(lang: TLang) {
  return useQuery({
    queryKey: ['site', 'stories', lang] as const,
    queryFn: ({ signal }) => api.data<TRows<TPartnerStory>>('/site/stories', { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}

export function useUniverse(enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'universe'] as const,
    queryFn: ({ signal }) => api.data<TUniverse>('/site/universe', { signal, quiet: true }),
    staleTime: 60_000,
    enabled,
  });
}

/** The public list allows 10 pages of 8 (§9): the furthest an anonymous visitor can look. */
const PUBLIC_LIST_MAX_PAGES = 10;

/**
 * /share?askId=: the ask's public card. There is no public single-ask call yet, so the card is looked up in the
 * public recommended list (live asks of both markets, newest first); null when it is not there (sold, expired,
 * under review, or further back than the public list reaches).
 */
export async function findPublicAsk(askId: string, signal: AbortSignal): Promise<TAskCard | null> {
  for (const market of ['intl', 'cn'] as const satisfies readonly TMarket[]) {
    for (let pageNum = 1; pageNum <= PUBLIC_LIST_MAX_PAGES; pageNum++) {
      const page = await api.data<TRows<TAskCard>>('/ask/list/buyer/pub', {
        query: { pageNum, pageSize: RECOMMENDED_ASKS_PAGE_SIZE, market },
        signal,
        quiet: true,
      });
      const hit = page.rows.find((r) => r.askId === askId);
      if (hit) return hit;
      if (pageNum * RECOMMENDED_ASKS_PAGE_SIZE >= page.total) break;
    }
  }
  return null;
}

export function usePublicAsk(askId: string | null, lang: TLang) {
  return useQuery({
    queryKey: ['asks', 'public-card', askId, lang] as const,
    queryFn: ({ signal }) => findPublicAsk(askId ?? '', signal),
    enabled: !!askId,
    staleTime: 60_000,
  });
}
