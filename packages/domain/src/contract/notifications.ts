import { ZNotificationListQuery, ZNotificationPage, ZNotificationParams, ZUnreadCount } from '../notification.ts';
import { defineArea } from './define-route.ts';

/** The caller's in-app notifications (the bell and the notification centre). */
export const notificationsContract = defineArea('notifications', {
  list: {
    method: 'GET',
    path: '/app-v2/notifications',
    access: 'user',
    tag: 'notifications',
    summary: 'The caller’s notifications, newest first (unread=1: unread only), with the unread count',
    query: ZNotificationListQuery,
    response: ZNotificationPage,
  },
  unreadCount: {
    method: 'GET',
    path: '/app-v2/notifications/unread-count',
    access: 'user',
    tag: 'notifications',
    summary: 'Unread notifications (the bell badge)',
    response: ZUnreadCount,
  },
  readAll: {
    method: 'POST',
    path: '/app-v2/notifications/read-all',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark every notification read',
    response: ZUnreadCount,
  },
  read: {
    method: 'POST',
    path: '/app-v2/notifications/:id/read',
    access: 'party',
    tag: 'notifications',
    summary: 'Mark one notification read',
    description: 'Errors: 404 another user’s notification.',
    params: ZNotificationParams,
    response: ZUnreadCount,
  },
});
