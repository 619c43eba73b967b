/**
 * The public site's reads (§2, §3, §7) for the pages of this feature. Type-only imports from the domain's zod modules,
 * so no schema code reaches the public pages. Keys carry the language: the server localizes names.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TNewsItem, TPartnerStory, TSiteConfig, TUniverse } from '@scrapbridge/domain/site';
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

