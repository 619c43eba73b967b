// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const notificationsRoutes = {
  list: { area: 'notifications', name: 'list', method: 'GET', path: '/app-v2/notifications', access: 'user' },
  unreadCount: { area: 'notifications', name: 'unreadCount', method: 'GET', path: '/app-v2/notifications/unread-count', access: 'user' },
  readAll: { area: 'notifications', name: 'readAll', method: 'POST', path: '/app-v2/notifications/read-all', access: 'user' },
  read: { area: 'notifications', name: 'read', method: 'POST', path: '/app-v2/notifications/:id/read', access: 'party' },
} as unknown as TContract['notifications'];
