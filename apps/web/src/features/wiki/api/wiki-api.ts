/**
 * The scrap wiki's public reads (§2 /wiki, /wiki-detail). The server does the matching of a search, in Chinese
 * (one- and two-character grams, pg_trgm for longer terms) and English alike; the web sends the words as typed.
 * Routes come from the contract's route table (no schema code on the public pages); keys carry the language.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { wikiRoutes } from '@scrapbridge/domain/contract/routes/wiki';
import { callRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export const WIKI_PAGE_SIZE = 12;

/** The categories with their article counts; with a keyword, the counts of the articles that search finds. */
export function useWikiCategories(keyword = '') {
  const query = keyword ? { keyword } : {};
  return useQuery({ ...routeQuery(wikiRoutes.categories, { query }, { quiet: true }), staleTime: 5 * 60_000, placeholderData: keepPreviousData });
}

export function useWikiArticles(category: string, keyword: string) {
  const filter = { pageSize: WIKI_PAGE_SIZE, category: category || undefined, keyword: keyword || undefined };
  return useInfiniteQuery({
    // One key for the pages of a search: the route's key with the filter, the page number is the page param.
    queryKey: routeKey(wikiRoutes.articles, { query: filter }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => callRoute(wikiRoutes.articles, { query: { ...filter, pageNum: pageParam } }, { signal, quiet: true }),
    getNextPageParam: (last, pages) => (pages.length * WIKI_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useWikiArticle(slug: string | null) {
  return useQuery({ ...routeQuery(wikiRoutes.article, { params: { slug: slug ?? '' } }, { quiet: true }), enabled: !!slug, staleTime: 60_000 });
}
