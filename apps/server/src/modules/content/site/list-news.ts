import type { TLang } from '@scrapbridge/domain/i18n';
import type { TPageQuery } from '@scrapbridge/domain/pagination';
import type { TNewsItem } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import { listNewsItems } from './news.repository.ts';
import { toNewsItem } from './site-mappers.ts';

/**
 * `GET /app-v2/site/news` (public; staff use `GET /admin/site/news` with drafts): newest first, one page.
 * The landing news banner and section (§2) read the first page; the news list pages on.
 */
export async function listNews(
  opts: TPageQuery & { db: TDb; lang: TLang; includeDrafts: boolean },
): Promise<{ rows: TNewsItem[]; total: number }> {
  const page = await listNewsItems(opts.db, {
    publishedOnly: !opts.includeDrafts,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { total: page.total, rows: page.rows.map((r) => toNewsItem(r, opts.lang)) };
}
