import type { TDb } from '../../../db/client.ts';
import { markAllNotificationsRead } from './notifications.repository.ts';

/** `POST /app-v2/notifications/read-all`: clears the bell. */
export async function readAllNotifications(opts: { db: TDb; userId: string }): Promise<{ unread: number }> {
  await markAllNotificationsRead(opts.db, opts.userId);
  return { unread: 0 };
}
