import type { TLang } from '@scrapbridge/domain/i18n';
import { localized } from '@scrapbridge/domain/site';
import type { TSiteVideo } from '@scrapbridge/domain/site-video';
import { filePath } from '../../platform/index.ts';
import type { TSiteVideoRow } from './site-videos.repository.ts';

export function toSiteVideo(row: TSiteVideoRow, lang: TLang): TSiteVideo {
  return {
    id: row.id,
    fileId: row.fileId,
    src: filePath(row.fileId, row.ext),
    posterFileId: row.posterFileId,
    poster: row.posterFileId && row.posterExt ? filePath(row.posterFileId, row.posterExt) : null,
    title: localized(lang, row.titleZh, row.titleEn),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    description: localized(lang, row.descriptionZh, row.descriptionEn),
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    published: row.published,
    position: row.position,
    size: row.size,
    updatedAt: row.updatedAt.toISOString(),
  };
}
