import type { TLang } from '@scrapbridge/domain/i18n';
import type { TNotification, TNotificationListQuery } from '@scrapbridge/domain/notification';
import type { TDb } from '../../../db/client.ts';
import { toNotification } from './notification-presenter.ts';
import { listNotificationRows } from './notifications.repository.ts';

/** `GET /app-v2/notifications`: the caller's notifications, newest first, in their appLang, with the unread count. */
export async function listNotifications(
  opts: TNotificationListQuery & { db: TDb; userId: string; lang: TLang },
): Promise<{ rows: TNotification[]; total: number; unread: number }> {
  const page = await listNotificationRows(opts.db, {
    userId: opts.userId,
    unreadOnly: opts.unread === '1',
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { total: page.total, unread: page.unread, rows: page.rows.map((r) => toNotification(r, opts.lang)) };
}
