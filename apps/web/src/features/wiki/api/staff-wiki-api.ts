/** Staff editing of the wiki. Only the staff console's lazy chunks import it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TWikiAdminArticle, TWikiAdminRow, TWikiArticleUpdate, TWikiArticleWrite } from '@scrapbridge/domain/wiki';
import { api, type TApiResult } from '#lib/api-client.ts';

export type TRows<T> = { rows: T[]; total: number };
export type TWikiStatus = 'all' | 'published' | 'draft';

export const staffWikiKey = ['staff', 'wiki'] as const;

export function useAdminArticles(filter: { status: TWikiStatus; category: string; keyword: string; pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...staffWikiKey, 'list', filter] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TWikiAdminRow>>('/admin/wiki/articles', {
        query: { ...filter, category: filter.category || undefined, keyword: filter.keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminArticle(id: string | null) {
  return useQuery({
    queryKey: [...staffWikiKey, 'article', id] as const,
    queryFn: ({ signal }) => api.data<TWikiAdminArticle>(`/admin/wiki/articles/${id}`, { signal, quiet: [404] }),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

/** 1000 answers go on the form's fields; 110801 keeps its §8 warning toast and the editor offers a reload. */
const FORM_QUIET = [1000] as const;

export function createArticle(body: TWikiArticleWrite): Promise<TApiResult<TWikiAdminArticle>> {
  return api.post<TWikiAdminArticle>('/admin/wiki/articles', body, { quiet: FORM_QUIET });
}

export function updateArticle(id: string, body: TWikiArticleUpdate): Promise<TApiResult<TWikiAdminArticle>> {
  return api.put<TWikiAdminArticle>(`/admin/wiki/articles/${id}`, body, { quiet: FORM_QUIET });
}

export function deleteArticle(id: string): Promise<TApiResult<null>> {
  return api.del<null>(`/admin/wiki/articles/${id}`);
}
