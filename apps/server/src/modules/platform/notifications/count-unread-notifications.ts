import type { TDb } from '../../../db/client.ts';
import { countUnreadNotifications } from './notifications.repository.ts';

/** `GET /app-v2/notifications/unread-count`: the bell badge (notifications_unread_idx). */
export async function countUnread(opts: { db: TDb; userId: string }): Promise<{ unread: number }> {
  return { unread: await countUnreadNotifications(opts.db, opts.userId) };
}
