import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TSessionUser } from '../identity/index.ts';
import { visibleTo } from './shop-visibility.ts';
import { countShopFollowers, deleteShopFollow, findShop } from './shops.repository.ts';

/**
 * `DELETE /app-v2/shop/follow/{shopId}`: stops following; unfollowing a shop one does not follow is fine. A shop the
 * caller may not see (under review, refused: visibleTo) answers exactly as one that does not exist, 404, and nothing
 * changes (issue 13 item 8: its follower count is nobody else's business); a follow of it stays, for when it is
 * public again.
 */
export async function unfollowShop(opts: { db: TDb; session: TSessionUser; shopId: string }): Promise<{ shopId: string; followed: boolean; followerNum: number }> {
  const row = await findShop(opts.db, { shopId: opts.shopId }, opts.session.userId);
  if (!row || !visibleTo(row, opts.session)) throw new AppError(ErrorCode.NotFound);
  await deleteShopFollow(opts.db, opts.session.userId, opts.shopId);
  return { shopId: opts.shopId, followed: false, followerNum: await countShopFollowers(opts.db, opts.shopId) };
}
