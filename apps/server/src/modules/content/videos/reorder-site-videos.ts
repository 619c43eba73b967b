import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TSiteVideo } from '@scrapbridge/domain/site-video';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { listSiteVideos } from './list-site-videos.ts';
import { lockSiteVideoIds, setSiteVideoPositions } from './site-videos.repository.ts';

/**
 * `PUT /admin/site/videos/order` (staff): the whole play order at once, audited. The ids must be exactly the videos
 * there are now; a list made before another staff member added or removed one is stale (110801, "refresh"), so no
 * video is lost or duplicated in the order.
 */
export async function reorderSiteVideos(opts: { db: TDb; staffUserId: string; lang: TLang; ids: string[] }): Promise<{ rows: TSiteVideo[]; total: number }> {
  await opts.db.transaction(async (tx) => {
    const current = await lockSiteVideoIds(tx);
    const wanted = new Set(opts.ids);
    if (current.length !== opts.ids.length || current.some((id) => !wanted.has(id))) throw new AppError(ErrorCode.StaleData);
    await setSiteVideoPositions(tx, opts.ids);
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'video.reorder', targetType: 'site_video', targetId: opts.ids[0]!, detail: { ids: opts.ids } });
  });
  return listSiteVideos({ db: opts.db, lang: opts.lang, includeUnpublished: true });
}
