import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TSessionUser } from '../identity/index.ts';
import { countShopFollowers, findShop, insertShopFollow } from './shops.repository.ts';

/**
 * `POST /app-v2/shop/follow/{shopId}` (§6 "Vip can follow shops"; the route is declared verified). Only an approved
 * shop can be followed (another is not found); following one's own shop is refused; following twice is the same as
 * once.
 */
export async function followShop(opts: { db: TDb; session: TSessionUser; shopId: string }): Promise<{ shopId: string; followed: boolean; followerNum: number }> {
  const row = await findShop(opts.db, { shopId: opts.shopId }, opts.session.userId);
  if (!row || row.shop.status !== 'ok') throw new AppError(ErrorCode.NotFound);
  if (row.shop.sellerUserId === opts.session.userId) throw new AppError(ErrorCode.Validation, 'accounts.shop.errors.followOwn');
  await insertShopFollow(opts.db, opts.session.userId, opts.shopId);
  return { shopId: opts.shopId, followed: true, followerNum: await countShopFollowers(opts.db, opts.shopId) };
}
