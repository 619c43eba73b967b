/** Staff side of the site (news, partner stories, contact inbox). Only the staff console's lazy chunks import it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNewsWriteRequest, TStoryWriteRequest } from '@scrapbridge/domain/site';
import { siteRoutes } from '@scrapbridge/domain/contract/routes/site';
import { requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export type TContactFilter = 'open' | 'handled' | 'all';

/** Every page of each staff list: the route's key without its language and input (route-client.ts). */
export const staffKeys = {
  news: routeKey(siteRoutes.staffNews).slice(0, 2),
  stories: routeKey(siteRoutes.staffStories).slice(0, 2),
  contact: routeKey(siteRoutes.contactMessages).slice(0, 2),
};

export function useStaffNews(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({
    ...routeQuery(siteRoutes.staffNews, { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** 1000 answers are shown on the form's fields, so their toast stays quiet. */
const FORM_QUIET = [1000] as const;

export function saveNews(id: string | null, body: TNewsWriteRequest) {
  return id
    ? requestRoute(siteRoutes.updateNews, { params: { id }, body }, { quiet: FORM_QUIET })
    : requestRoute(siteRoutes.createNews, { body }, { quiet: FORM_QUIET });
}

export function deleteNews(id: string) {
  return requestRoute(siteRoutes.removeNews, { params: { id } });
}

export function useStaffStories(enabled: boolean) {
  return useQuery({ ...routeQuery(siteRoutes.staffStories, {}), staleTime: 0, enabled });
}

export function saveStory(id: string | null, body: TStoryWriteRequest) {
  return id
    ? requestRoute(siteRoutes.updateStory, { params: { id }, body }, { quiet: FORM_QUIET })
    : requestRoute(siteRoutes.createStory, { body }, { quiet: FORM_QUIET });
}

export function deleteStory(id: string) {
  return requestRoute(siteRoutes.removeStory, { params: { id } });
}

export function useContactMessages(status: TContactFilter, pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({
    ...routeQuery(siteRoutes.contactMessages, { query: { status, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function markContactHandled(id: string) {
  return requestRoute(siteRoutes.markContactHandled, { params: { id } });
}
