import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TWikiAdminArticle, TWikiArticleWrite } from '@scrapbridge/domain/wiki';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { assertOwnAssetUrl } from '../site/check-asset-url.ts';
import { prepareWikiArticle } from './prepare-wiki-article.ts';
import { toAdminArticle } from './wiki-mappers.ts';
import { findArticleById, findCategoryByCode, insertArticle, updateArticle, type TWikiArticleRowDb } from './wiki.repository.ts';

/**
 * `POST /admin/wiki/articles` (no id) and `PUT /admin/wiki/articles/{id}` with the version read (staff). Bodies are
 * sanitized and the search columns rebuilt on every write; the article and its audit entry are written in one
 * transaction. A slug already in use is a 1000 the editor can fix; an edit of an article changed since it was read
 * is 110801 ("Please refresh and try again", §8), so two editors never overwrite each other silently.
 */
export async function saveWikiArticle(
  opts: TWikiArticleWrite & { deps: TAppDeps; staffUserId: string; lang: TLang; id?: string; version?: number },
): Promise<TWikiAdminArticle> {
  const { deps, staffUserId, id } = opts;
  const { db } = deps.database;
  const coverUrl = opts.coverUrl?.trim() || null;
  assertOwnAssetUrl(deps.config, 'coverUrl', coverUrl);
  const category = await findCategoryByCode(db, opts.category);
  if (!category) throw AppError.field('category', 'invalidValue');
  const prepared = prepareWikiArticle({ ...opts, coverUrl }, { assetOrigins: deps.config.site.assetOrigins });
  const values = { ...prepared, categoryId: category.id, updatedBy: staffUserId };

  let outcome: { kind: 'saved'; row: TWikiArticleRowDb } | { kind: 'missing' } | { kind: 'stale' };
  try {
    outcome = await db.transaction(async (tx) => {
      const row = id ? await updateArticle(tx, id, opts.version ?? 0, values) : await insertArticle(tx, { ...values, createdBy: staffUserId });
      if (!row) return { kind: (await findArticleById(tx, id!)) ? ('stale' as const) : ('missing' as const) };
      await insertAuditEntry(tx, {
        actorUserId: staffUserId,
        action: id ? 'wiki.update' : 'wiki.create',
        targetType: 'wiki_article',
        targetId: row.id,
        detail: { slug: row.slug, titleZh: row.titleZh, titleEn: row.titleEn, published: row.published, version: row.version },
      });
      return { kind: 'saved' as const, row };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('slug', 'site.errors.slugTaken');
    throw err;
  }
  if (outcome.kind === 'missing') throw new AppError(ErrorCode.NotFound);
  if (outcome.kind === 'stale') throw new AppError(ErrorCode.StaleData);
  return toAdminArticle(outcome.row, category, opts.lang);
}
