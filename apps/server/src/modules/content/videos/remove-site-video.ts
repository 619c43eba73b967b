import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { deleteSiteVideo } from './site-videos.repository.ts';

/** `DELETE /admin/site/videos/{id}` (staff), audited in the same transaction; the files stay with their uploader. */
export async function removeSiteVideo(opts: { db: TDb; staffUserId: string; id: string }): Promise<null> {
  const removed = await opts.db.transaction(async (tx) => {
    const row = await deleteSiteVideo(tx, opts.id);
    if (!row) return null;
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'video.delete', targetType: 'site_video', targetId: row.id, detail: { titleEn: row.titleEn } });
    return row;
  });
  if (!removed) throw new AppError(ErrorCode.NotFound);
  return null;
}
