/** Staff editing of the wiki. Only the staff console's lazy chunks import it. */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TWikiArticleUpdate, TWikiArticleWrite } from '@scrapbridge/domain/wiki';
import { ROUTES } from '@scrapbridge/domain/contract/route-table';
import { requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export type TWikiStatus = 'all' | 'published' | 'draft';

export function useAdminArticles(filter: { status: TWikiStatus; category: string; keyword: string; pageNum: number; pageSize: number }) {
  return useQuery({
    ...routeQuery(ROUTES.wiki.staffArticles, { query: { ...filter, category: filter.category || undefined, keyword: filter.keyword || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminArticle(id: string | null) {
  return useQuery({
    ...routeQuery(ROUTES.wiki.staffArticle, { params: { id: id ?? '' } }, { quiet: [404] }),
    // Without the language: the editor's copy must survive a language switch (a new key would reload the form over
    // unsaved edits); the route's own key prefix, so refreshStaffWiki still reaches it.
    queryKey: [...routeKey(ROUTES.wiki.staffArticle).slice(0, 2), id],
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

/** After a save or a delete: the staff list and the article being edited (the public pages' caches age as before). */
export function refreshStaffWiki(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [ROUTES.wiki.staffArticles, ROUTES.wiki.staffArticle].map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route).slice(0, 2) })),
  );
}

/** 1000 answers go on the form's fields; 110801 keeps its §8 warning toast and the editor offers a reload. */
const FORM_QUIET = [1000] as const;

export function createArticle(body: TWikiArticleWrite) {
  return requestRoute(ROUTES.wiki.createArticle, { body }, { quiet: FORM_QUIET });
}

export function updateArticle(id: string, body: TWikiArticleUpdate) {
  return requestRoute(ROUTES.wiki.updateArticle, { params: { id }, body }, { quiet: FORM_QUIET });
}

export function deleteArticle(id: string) {
  return requestRoute(ROUTES.wiki.removeArticle, { params: { id } });
}
