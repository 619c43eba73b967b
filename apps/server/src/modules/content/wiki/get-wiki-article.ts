import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { localized } from '@scrapbridge/domain/site';
import { WIKI_RELATED_MAX, isWikiSlug, type TWikiArticle } from '@scrapbridge/domain/wiki';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { fullArticleBase } from './wiki-mappers.ts';
import { findCategoryById, listRelatedArticles, takePublishedArticleView } from './wiki.repository.ts';

/**
 * `GET /app-v2/wiki/articles/{slug}` (public, §2 /wiki-detail): a published article with both bodies and a few
 * related ones; the read counts a view. Drafts and unknown slugs are the same 404.
 */
export async function getWikiArticle(opts: { db: TDb; lang: TLang; slug: string }): Promise<TWikiArticle> {
  if (!isWikiSlug(opts.slug)) throw new AppError(ErrorCode.NotFound);
  const article = await takePublishedArticleView(opts.db, opts.slug);
  if (!article) throw new AppError(ErrorCode.NotFound);
  const category = await findCategoryById(opts.db, article.categoryId);
  if (!category) throw new AppError(ErrorCode.NotFound);
  const related = await listRelatedArticles(opts.db, { categoryId: category.id, excludeId: article.id, limit: WIKI_RELATED_MAX });
  return {
    ...fullArticleBase(article, category, opts.lang),
    related: related.map((r) => ({ slug: r.slug, title: localized(opts.lang, r.titleZh, r.titleEn), titleZh: r.titleZh, titleEn: r.titleEn })),
  };
}
