import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { deleteArticle } from './wiki.repository.ts';

/** `DELETE /admin/wiki/articles/{id}` (staff); the audit entry keeps the slug and titles of what was removed. */
export async function removeWikiArticle(opts: { db: TDb; staffUserId: string; id: string }): Promise<null> {
  const removed = await opts.db.transaction(async (tx) => {
    const row = await deleteArticle(tx, opts.id);
    if (!row) return null;
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'wiki.delete',
      targetType: 'wiki_article',
      targetId: row.id,
      detail: { slug: row.slug, titleZh: row.titleZh, titleEn: row.titleEn },
    });
    return row;
  });
  if (!removed) throw new AppError(ErrorCode.NotFound);
  return null;
}
