import type { TLang } from '@scrapbridge/domain/i18n';
import { searchTerms, type TWikiArticleListQuery, type TWikiArticleRow } from '@scrapbridge/domain/wiki';
import type { TDb } from '../../../db/client.ts';
import { toArticleRow } from './wiki-mappers.ts';
import { listWikiArticles as listArticleRows } from './wiki.repository.ts';

/**
 * `GET /app-v2/wiki/articles` (public): published articles, optionally of one category and matching every term of
 * the keyword in Chinese or English (substring match, so 铜线 finds 光亮铜线; see wiki.repository termCondition).
 * Rows carry no bodies.
 */
export async function listWikiArticles(
  opts: TWikiArticleListQuery & { db: TDb; lang: TLang },
): Promise<{ rows: TWikiArticleRow[]; total: number }> {
  const page = await listArticleRows(
    opts.db,
    { status: 'published', categoryCode: opts.category || undefined, terms: searchTerms(opts.keyword) },
    { limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize },
  );
  return { total: page.total, rows: page.rows.map((r) => toArticleRow(r, opts.lang)) };
}
