/**
 * The notification centre (GET /notifications, read one, read all). Generic on purpose: a row is a title, a body,
 * a time and an optional link, whatever its kind, so areas that add kinds (negotiation, deals) need no change here.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TNotification } from '@scrapbridge/domain/notification';
import type { TLang } from '@scrapbridge/domain/i18n';
import { api } from '#lib/api-client.ts';
import { NOTIFICATIONS_LIST_KEY, NOTIFICATIONS_UNREAD_KEY } from '#lib/account-dialogs.ts';

export type TNotificationPage = { rows: TNotification[]; total: number; unread: number };

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuery = (lang: TLang, pageNum: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_LIST_KEY, lang, pageNum, unreadOnly] as const,
    queryFn: ({ signal }) =>
      api.data<TNotificationPage>('/notifications', {
        query: { pageNum, pageSize: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly ? '1' : '0' },
        signal,
      }),
  });

async function afterRead(queryClient: QueryClient, unread: number): Promise<void> {
  queryClient.setQueryData(NOTIFICATIONS_UNREAD_KEY, { unread });
  await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_LIST_KEY });
}

export async function readNotification(queryClient: QueryClient, id: string) {
  const result = await api.post<{ unread: number }>(`/notifications/${encodeURIComponent(id)}/read`);
  if (result.success) await afterRead(queryClient, result.data.unread);
  return result;
}

export async function readAllNotifications(queryClient: QueryClient) {
  const result = await api.post<{ unread: number }>('/notifications/read-all');
  if (result.success) await afterRead(queryClient, result.data.unread);
  return result;
}
