/**
 * The notification centre (GET /notifications, read one, read all). Generic on purpose: a row is a title, a body,
 * a time and an optional link, whatever its kind, so areas that add kinds (negotiation, deals) need no change here.
 * The header bell (features/shell) reads the unread count with the same contract-derived key.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@scrapbridge/domain/contract/routes/notifications';
import { requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export type { TNotificationPage } from '@scrapbridge/domain/notification';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every notification list page, in any language. */
const LIST_PREFIX = [notificationsRoutes.list.area, notificationsRoutes.list.name] as const;

export const notificationsQuery = (pageNum: number, unreadOnly: boolean) =>
  routeQuery(notificationsRoutes.list, { query: { pageNum, pageSize: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly ? '1' : '0' } });

/** The answer's count goes to the bell at once; the list pages are read again. */
async function afterRead(queryClient: QueryClient, unread: number): Promise<void> {
  queryClient.setQueryData(routeKey(notificationsRoutes.unreadCount), { unread });
  await queryClient.invalidateQueries({ queryKey: LIST_PREFIX });
}

export async function readNotification(queryClient: QueryClient, id: string) {
  const result = await requestRoute(notificationsRoutes.read, { params: { id } });
  if (result.success) await afterRead(queryClient, result.data.unread);
  return result;
}

export async function readAllNotifications(queryClient: QueryClient) {
  const result = await requestRoute(notificationsRoutes.readAll, {});
  if (result.success) await afterRead(queryClient, result.data.unread);
  return result;
}
