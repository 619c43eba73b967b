import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { WANTED_MAX, type TFollowCategoriesRequest } from '@scrapbridge/domain/wanted';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCategoriesByIds } from '../../catalogue/index.ts';
import { insertWanted, lockWantedRows } from './wanted.repository.ts';

/**
 * `POST /app-v2/wanted` {categoryIdList} (§4 Follow dialog): follows these categories, keeping the ones already
 * followed (and their push setting). Every id must be an enabled category; otherwise nothing is written.
 */
export async function followCategories(opts: TFollowCategoriesRequest & { db: TDb; userId: string }): Promise<{ wantedNum: number }> {
  const found = new Map((await findCategoriesByIds(opts.db, opts.categoryIdList)).map((c) => [c.id, c]));
  const unknown = opts.categoryIdList.findIndex((id) => found.get(id)?.status !== 0);
  if (unknown >= 0) throw AppError.field(`categoryIdList.${unknown}`, 'listings.errors.unknownCategory');
  return opts.db.transaction(async (tx) => {
    const current = await lockWantedRows(tx, opts.userId);
    const already = new Set(current.map((r) => r.categoryId));
    const adding = opts.categoryIdList.filter((id) => !already.has(id));
    if (current.length + adding.length > WANTED_MAX) throw new AppError(ErrorCode.Validation, 'accounts.errors.tooManyWanted', { max: WANTED_MAX });
    const added = await insertWanted(tx, opts.userId, adding);
    return { wantedNum: current.length + added };
  });
}
