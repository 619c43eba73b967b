import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { deleteNewsItem } from './news.repository.ts';

/** `DELETE /admin/site/news/{id}` (staff); the audit entry keeps the titles of what was removed. */
export async function removeNewsItem(opts: { db: TDb; staffUserId: string; id: string }): Promise<null> {
  const removed = await opts.db.transaction(async (tx) => {
    const row = await deleteNewsItem(tx, opts.id);
    if (!row) return null;
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'news.delete',
      targetType: 'news_item',
      targetId: row.id,
      detail: { titleZh: row.titleZh, titleEn: row.titleEn, date: row.date },
    });
    return row;
  });
  if (!removed) throw new AppError(ErrorCode.NotFound);
  return null;
}
