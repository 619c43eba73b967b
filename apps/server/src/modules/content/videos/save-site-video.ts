import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { SITE_VIDEOS_MAX, type TSiteVideo, type TSiteVideoWriteRequest } from '@scrapbridge/domain/site-video';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findFilesByIds, insertAuditEntry } from '../../platform/index.ts';
import { insertSiteVideo, listSiteVideoRows, lockSiteVideoIds, nextSiteVideoPosition, updateSiteVideo } from './site-videos.repository.ts';
import { toSiteVideo } from './site-video-view.ts';

/**
 * `POST /admin/site/videos` (id absent: it goes last) and `PUT /admin/site/videos/{id}` (staff), audited in one
 * transaction. The video must be an MP4 stored through the upload pipeline (its type was read from the bytes, §9 size
 * limit applied there) and the poster a picture; anything else is a 1000 naming the field, nothing stored.
 */
export async function saveSiteVideo(opts: TSiteVideoWriteRequest & { db: TDb; staffUserId: string; lang: TLang; id?: string }): Promise<TSiteVideo> {
  const { db, staffUserId, id } = opts;
  // Publishing makes the files public: only files this staff member uploaded (or the video's own, kept on an edit)
  // may be named, never another account's upload found by its id.
  const [existing] = id ? await listSiteVideoRows(db, { publishedOnly: false, limit: 1, ids: [id] }) : [];
  if (id && !existing) throw new AppError(ErrorCode.NotFound);
  const found = await findFilesByIds(db, [opts.videoFileId, ...(opts.posterFileId ? [opts.posterFileId] : [])]);
  const usable = (fileId: string) => {
    const file = found.find((f) => f.id === fileId);
    const mayUse = file && (file.ownerUserId === staffUserId || fileId === existing?.fileId || fileId === existing?.posterFileId);
    return mayUse && file.purpose !== 'contract' ? file : null;
  };
  const video = usable(opts.videoFileId);
  if (!video || video.kind !== 'video' || video.ext !== 'mp4') throw AppError.field('videoFileId', 'site.errors.notOwnVideo');
  if (opts.posterFileId) {
    const poster = usable(opts.posterFileId);
    if (!poster || poster.kind !== 'image') throw AppError.field('posterFileId', 'site.errors.notOwnImage');
  }
  const values = {
    fileId: opts.videoFileId,
    posterFileId: opts.posterFileId,
    titleZh: opts.titleZh,
    titleEn: opts.titleEn,
    descriptionZh: opts.descriptionZh,
    descriptionEn: opts.descriptionEn,
    published: opts.published,
  };
  const savedId = await db.transaction(async (tx) => {
    let rowId: string | null = id ?? null;
    if (id) {
      if (!(await updateSiteVideo(tx, id, values))) return null;
    } else {
      const ids = await lockSiteVideoIds(tx);
      if (ids.length >= SITE_VIDEOS_MAX) throw AppError.field('videoFileId', 'site.errors.tooManyVideos', { max: SITE_VIDEOS_MAX });
      rowId = await insertSiteVideo(tx, { ...values, position: await nextSiteVideoPosition(tx), createdBy: staffUserId });
    }
    await insertAuditEntry(tx, {
      actorUserId: staffUserId,
      action: id ? 'video.update' : 'video.create',
      targetType: 'site_video',
      targetId: rowId!,
      detail: { titleEn: values.titleEn, fileId: values.fileId, published: values.published },
    });
    return rowId;
  });
  if (!savedId) throw new AppError(ErrorCode.NotFound);
  const [row] = await listSiteVideoRows(db, { publishedOnly: false, limit: 1, ids: [savedId] });
  return toSiteVideo(row!, opts.lang);
}
