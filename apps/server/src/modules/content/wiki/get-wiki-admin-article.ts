import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TWikiAdminArticle } from '@scrapbridge/domain/wiki';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toAdminArticle } from './wiki-mappers.ts';
import { findArticleById, findCategoryById } from './wiki.repository.ts';

/** `GET /admin/wiki/articles/{id}` (staff): the article for the edit form, drafts included, with its version. */
export async function getWikiAdminArticle(opts: { db: TDb; lang: TLang; id: string }): Promise<TWikiAdminArticle> {
  const article = await findArticleById(opts.db, opts.id);
  if (!article) throw new AppError(ErrorCode.NotFound);
  const category = await findCategoryById(opts.db, article.categoryId);
  if (!category) throw new AppError(ErrorCode.NotFound);
  return toAdminArticle(article, category, opts.lang);
}
