/** Staff editing of the wiki. Only the staff console's lazy chunks import it. */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TWikiArticleUpdate, TWikiArticleWrite } from '@scrapbridge/domain/wiki';
import { wikiRoutes } from '@scrapbridge/domain/contract/routes/wiki';
import { requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export type TWikiStatus = 'all' | 'published' | 'draft';

export function useAdminArticles(filter: { status: TWikiStatus; category: string; keyword: string; pageNum: number; pageSize: number }) {
  return useQuery({
    ...routeQuery(wikiRoutes.staffArticles, { query: { ...filter, category: filter.category || undefined, keyword: filter.keyword || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminArticle(id: string | null) {
  return useQuery({
    ...routeQuery(wikiRoutes.staffArticle, { params: { id: id ?? '' } }, { quiet: [404] }),
    // Without the language: the editor's copy must survive a language switch (a new key would reload the form over
    // unsaved edits); the route's own key prefix, so refreshStaffWiki still reaches it.
    queryKey: [...routeKey(wikiRoutes.staffArticle).slice(0, 2), id],
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

/** After a save or a delete: the staff list and the article being edited (the public pages' caches age as before). */
export function refreshStaffWiki(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [wikiRoutes.staffArticles, wikiRoutes.staffArticle].map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route).slice(0, 2) })),
  );
}

/** 1000 answers go on the form's fields; 110801 keeps its §8 warning toast and the editor offers a reload. */
const FORM_QUIET = [1000] as const;

export function createArticle(body: TWikiArticleWrite) {
  return requestRoute(wikiRoutes.createArticle, { body }, { quiet: FORM_QUIET });
}

export function updateArticle(id: string, body: TWikiArticleUpdate) {
  return requestRoute(wikiRoutes.updateArticle, { params: { id }, body }, { quiet: FORM_QUIET });
}

export function deleteArticle(id: string) {
  return requestRoute(wikiRoutes.removeArticle, { params: { id } });
}
