import type { TLang } from '@scrapbridge/domain/i18n';
import { SITE_VIDEOS_MAX, type TSiteVideo } from '@scrapbridge/domain/site-video';
import type { TDbOrTx } from '../../../db/client.ts';
import { listSiteVideoRows } from './site-videos.repository.ts';
import { toSiteVideo } from './site-video-view.ts';

/**
 * `GET /app-v2/site/videos` (public: published only) and `GET /admin/site/videos` (staff: all): the §2 /videoX
 * playlist in play order. Videos are few, so one bounded list (SITE_VIDEOS_MAX) serves both.
 */
export async function listSiteVideos(opts: { db: TDbOrTx; lang: TLang; includeUnpublished: boolean }): Promise<{ rows: TSiteVideo[]; total: number }> {
  const rows = await listSiteVideoRows(opts.db, { publishedOnly: !opts.includeUnpublished, limit: SITE_VIDEOS_MAX });
  return { rows: rows.map((r) => toSiteVideo(r, opts.lang)), total: rows.length };
}
