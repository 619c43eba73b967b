import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { canUnfollow } from '@scrapbridge/domain/wanted';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deleteWanted, lockWantedRows } from './wanted.repository.ts';

/**
 * `DELETE /app-v2/wanted/{wantedId}`: stops following one category. §5 "at least one must stay selected": removing
 * the last one is refused with leastone and nothing changes. The user's rows are locked, so two removals sent at
 * once cannot both pass the check and leave none.
 */
export async function unfollowCategory(opts: { db: TDb; userId: string; wantedId: string }): Promise<{ wantedNum: number }> {
  return opts.db.transaction(async (tx) => {
    const rows = await lockWantedRows(tx, opts.userId);
    if (!rows.some((r) => r.id === opts.wantedId)) throw new AppError(ErrorCode.NotFound);
    if (!canUnfollow(rows.length)) throw new AppError(ErrorCode.Validation, 'accounts.leastone');
    await deleteWanted(tx, opts.userId, opts.wantedId);
    return { wantedNum: rows.length - 1 };
  });
}
