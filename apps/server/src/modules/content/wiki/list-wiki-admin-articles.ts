import type { TLang } from '@scrapbridge/domain/i18n';
import { searchTerms, type TWikiAdminListQuery, type TWikiAdminRow } from '@scrapbridge/domain/wiki';
import type { TDb } from '../../../db/client.ts';
import { toAdminRow } from './wiki-mappers.ts';
import { listWikiArticles } from './wiki.repository.ts';

/** `GET /admin/wiki/articles` (staff): like the public list, drafts included, with status and version. */
export async function listWikiAdminArticles(
  opts: TWikiAdminListQuery & { db: TDb; lang: TLang },
): Promise<{ rows: TWikiAdminRow[]; total: number }> {
  const page = await listWikiArticles(
    opts.db,
    { status: opts.status, categoryCode: opts.category || undefined, terms: searchTerms(opts.keyword) },
    { limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize },
  );
  return { total: page.total, rows: page.rows.map((r) => toAdminRow(r, opts.lang)) };
}
