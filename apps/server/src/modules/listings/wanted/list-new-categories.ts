import type { TNewWantedCategory } from '@scrapbridge/domain/wanted';
import type { TDb } from '../../../db/client.ts';
import { listUnfollowedCategoryRows } from './wanted.repository.ts';

/**
 * `GET /app-v2/wanted/list/new` (§3 "New-category entries carry categoryCn and categoryEn"): the enabled categories
 * (families and their grades) the caller does not follow yet, in catalogue order, for the follow dialog.
 */
export async function listNewCategories(opts: { db: TDb; userId: string }): Promise<{ rows: TNewWantedCategory[]; total: number }> {
  const rows = await listUnfollowedCategoryRows(opts.db, opts.userId);
  return {
    total: rows.length,
    rows: rows.map((r) => ({ categoryId: r.categoryId, parentId: r.parentId ?? 0, categoryCn: r.nameZh, categoryEn: r.nameEn, askNum: Number(r.askNum) })),
  };
}
