import type { TLang } from '@scrapbridge/domain/i18n';
import { localized } from '@scrapbridge/domain/site';
import { searchTerms, type TWikiCategory } from '@scrapbridge/domain/wiki';
import type { TDb } from '../../../db/client.ts';
import { listCategoriesWithCounts } from './wiki.repository.ts';

/**
 * `GET /app-v2/wiki/categories` (public): the category tabs of /wiki with their published article counts — of the
 * articles matching the keyword when there is one, as the article list matches it.
 */
export async function listWikiCategories(opts: { db: TDb; lang: TLang; keyword?: string }): Promise<{ rows: TWikiCategory[]; total: number }> {
  const rows = await listCategoriesWithCounts(opts.db, searchTerms(opts.keyword));
  return {
    total: rows.length,
    rows: rows.map(({ category: c, articleCount }) => ({
      code: c.code,
      name: localized(opts.lang, c.nameZh, c.nameEn),
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      descriptionZh: c.descriptionZh,
      descriptionEn: c.descriptionEn,
      articleCount: Number(articleCount),
      sort: c.sort,
    })),
  };
}
