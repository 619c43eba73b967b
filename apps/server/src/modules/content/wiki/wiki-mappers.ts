import type { TLang } from '@scrapbridge/domain/i18n';
import { localized } from '@scrapbridge/domain/site';
import type { TWikiAdminArticle, TWikiAdminRow, TWikiArticleRow } from '@scrapbridge/domain/wiki';
import type { TWikiArticleRowDb, TWikiCategoryRowDb, TWikiListRowDb } from './wiki.repository.ts';

export function categoryRef(c: { code: string; nameZh: string; nameEn: string }, lang: TLang) {
  return { code: c.code, name: localized(lang, c.nameZh, c.nameEn), nameZh: c.nameZh, nameEn: c.nameEn };
}

/** Fields shared by list rows and full articles; texts in the caller's language first, both always included. */
function baseOf(
  a: Pick<TWikiArticleRowDb, 'id' | 'slug' | 'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn' | 'coverUrl' | 'tags' | 'viewCount' | 'updatedAt'>,
  category: { code: string; nameZh: string; nameEn: string },
  lang: TLang,
): TWikiArticleRow {
  return {
    id: a.id,
    slug: a.slug,
    category: categoryRef(category, lang),
    title: localized(lang, a.titleZh, a.titleEn),
    titleZh: a.titleZh,
    titleEn: a.titleEn,
    summary: localized(lang, a.summaryZh, a.summaryEn),
    summaryZh: a.summaryZh,
    summaryEn: a.summaryEn,
    coverUrl: a.coverUrl,
    tags: a.tags,
    viewCount: a.viewCount,
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toArticleRow(r: TWikiListRowDb, lang: TLang): TWikiArticleRow {
  return baseOf(r, { code: r.categoryCode, nameZh: r.categoryNameZh, nameEn: r.categoryNameEn }, lang);
}

export function toAdminRow(r: TWikiListRowDb, lang: TLang): TWikiAdminRow {
  return { ...toArticleRow(r, lang), published: r.published, version: r.version };
}

export function toAdminArticle(a: TWikiArticleRowDb, category: TWikiCategoryRowDb, lang: TLang): TWikiAdminArticle {
  return {
    ...baseOf(a, category, lang),
    bodyZh: a.bodyZh,
    bodyEn: a.bodyEn,
    published: a.published,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
  };
}

export function fullArticleBase(a: TWikiArticleRowDb, category: TWikiCategoryRowDb, lang: TLang) {
  return { ...baseOf(a, category, lang), bodyZh: a.bodyZh, bodyEn: a.bodyEn };
}
