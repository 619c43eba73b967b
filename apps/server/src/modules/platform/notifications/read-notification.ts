import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { countUnreadNotifications, markNotificationRead } from './notifications.repository.ts';

/** `POST /app-v2/notifications/{id}/read`: marks one read (again is fine); another user's id is not found. */
export async function readNotification(opts: { db: TDb; userId: string; id: string }): Promise<{ unread: number }> {
  if (!(await markNotificationRead(opts.db, opts.userId, opts.id))) throw new AppError(ErrorCode.NotFound);
  return { unread: await countUnreadNotifications(opts.db, opts.userId) };
}
