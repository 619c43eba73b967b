import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TNewsItem, TNewsWriteRequest } from '@scrapbridge/domain/site';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { assertOwnAssetUrl } from './check-asset-url.ts';
import { insertNewsItem, updateNewsItem } from './news.repository.ts';
import { emptyToNull, toNewsItem } from './site-mappers.ts';

/**
 * `POST /admin/site/news` (id absent) and `PUT /admin/site/news/{id}` (staff): writes the whole item and its
 * audit entry in one transaction, so no staff change goes unrecorded.
 */
export async function saveNewsItem(
  opts: TNewsWriteRequest & { deps: TAppDeps; staffUserId: string; lang: TLang; id?: string },
): Promise<TNewsItem> {
  const { deps, staffUserId, id } = opts;
  const coverUrl = emptyToNull(opts.coverUrl);
  assertOwnAssetUrl(deps.config, 'coverUrl', coverUrl);
  const values = {
    coverUrl,
    titleZh: opts.titleZh,
    titleEn: opts.titleEn,
    tag: opts.tag,
    date: opts.date,
    link: emptyToNull(opts.link),
    linkEn: emptyToNull(opts.linkEn),
    published: opts.published,
    sort: opts.sort,
  };
  const row = await deps.database.db.transaction(async (tx) => {
    const saved = id ? await updateNewsItem(tx, id, values) : await insertNewsItem(tx, { ...values, createdBy: staffUserId });
    if (!saved) return null;
    await insertAuditEntry(tx, {
      actorUserId: staffUserId,
      action: id ? 'news.update' : 'news.create',
      targetType: 'news_item',
      targetId: saved.id,
      detail: { titleZh: saved.titleZh, titleEn: saved.titleEn, published: saved.published, date: saved.date },
    });
    return saved;
  });
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toNewsItem(row, opts.lang);
}
