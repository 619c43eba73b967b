import type { TCategory, TCategoryListQuery } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../db/client.ts';
import { listCategoryRows } from './catalog.repository.ts';
import { toCategory } from './catalog-view.ts';

/**
 * `GET /app-v2/sys/category/list` {parentId, status} (§7): parentId 0 lists the families, a family's id its
 * grades, no parentId the whole tree flat (each row carries parentId, so a cascader builds itself in one call).
 */
export async function listCategories(opts: TCategoryListQuery & { db: TDb; lang: TLang }): Promise<{ rows: TCategory[]; total: number }> {
  const parentId = opts.parentId === undefined ? undefined : opts.parentId === 0 ? null : opts.parentId;
  const rows = await listCategoryRows(opts.db, { parentId, status: Number(opts.status) });
  return { rows: rows.map((r) => toCategory(r, opts.lang)), total: rows.length };
}
