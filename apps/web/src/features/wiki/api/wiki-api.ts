/**
 * The scrap wiki's public reads (§2 /wiki, /wiki-detail). The server does the matching of a search, in Chinese
 * (one- and two-character grams, pg_trgm for longer terms) and English alike; the web sends the words as typed.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TWikiArticle, TWikiArticleRow, TWikiCategory } from '@scrapbridge/domain/wiki';
import { api } from '#lib/api-client.ts';

export type TRows<T> = { rows: T[]; total: number };

export const WIKI_PAGE_SIZE = 12;

export function useWikiCategories(lang: TLang) {
  return useQuery({
    queryKey: ['wiki', 'categories', lang] as const,
    queryFn: ({ signal }) => api.data<TRows<TWikiCategory>>('/wiki/categories', { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}

export function useWikiArticles(lang: TLang, category: string, keyword: string) {
  return useInfiniteQuery({
    queryKey: ['wiki', 'articles', lang, category, keyword] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.data<TRows<TWikiArticleRow>>('/wiki/articles', {
        query: { pageNum: pageParam, pageSize: WIKI_PAGE_SIZE, category: category || undefined, keyword: keyword || undefined },
        signal,
        quiet: true,
      }),
    getNextPageParam: (last, pages) => (pages.length * WIKI_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useWikiArticle(slug: string | null, lang: TLang) {
  return useQuery({
    queryKey: ['wiki', 'article', slug, lang] as const,
    queryFn: ({ signal }) => api.data<TWikiArticle>(`/wiki/articles/${encodeURIComponent(slug ?? '')}`, { signal, quiet: true }),
    enabled: !!slug,
    staleTime: 60_000,
  });
}
