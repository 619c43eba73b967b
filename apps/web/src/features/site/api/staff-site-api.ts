/** Staff side of the site (news, partner stories, contact inbox). Only the staff console's lazy chunks import it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TContactMessage, TNewsItem, TNewsWriteRequest, TPartnerStory, TStoryWriteRequest } from '@scrapbridge/domain/site';
import { api, type TApiResult } from '#lib/api-client.ts';

export type TRows<T> = { rows: T[]; total: number };
export type TContactFilter = 'open' | 'handled' | 'all';

export const staffKeys = {
  news: ['staff', 'site', 'news'] as const,
  stories: ['staff', 'site', 'stories'] as const,
  contact: ['staff', 'site', 'contact'] as const,
};

export function useStaffNews(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...staffKeys.news, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TRows<TNewsItem>>('/admin/site/news', { query: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** 1000 answers are shown on the form's fields, so their toast stays quiet. */
const FORM_QUIET = [1000] as const;

export function saveNews(id: string | null, body: TNewsWriteRequest): Promise<TApiResult<TNewsItem>> {
  return id ? api.put<TNewsItem>(`/admin/site/news/${id}`, body, { quiet: FORM_QUIET }) : api.post<TNewsItem>('/admin/site/news', body, { quiet: FORM_QUIET });
}

export function deleteNews(id: string): Promise<TApiResult<null>> {
  return api.del<null>(`/admin/site/news/${id}`);
}

export function useStaffStories(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.stories,
    queryFn: ({ signal }) => api.data<TRows<TPartnerStory>>('/admin/site/stories', { signal }),
    staleTime: 0,
    enabled,
  });
}

export function saveStory(id: string | null, body: TStoryWriteRequest): Promise<TApiResult<TPartnerStory>> {
  return id
    ? api.put<TPartnerStory>(`/admin/site/stories/${id}`, body, { quiet: FORM_QUIET })
    : api.post<TPartnerStory>('/admin/site/stories', body, { quiet: FORM_QUIET });
}

export function deleteStory(id: string): Promise<TApiResult<null>> {
  return api.del<null>(`/admin/site/stories/${id}`);
}

export function useContactMessages(status: TContactFilter, pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...staffKeys.contact, status, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TRows<TContactMessage>>('/admin/contact/messages', { query: { status, pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function markContactHandled(id: string): Promise<TApiResult<TContactMessage>> {
  return api.post<TContactMessage>(`/admin/contact/messages/${id}/handled`, {});
}
