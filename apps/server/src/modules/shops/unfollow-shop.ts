import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../identity/index.ts';
import { countShopFollowers, deleteShopFollow } from './shops.repository.ts';

/** `DELETE /app-v2/shop/follow/{shopId}`: stops following; unfollowing a shop not followed (or gone private) is fine. */
export async function unfollowShop(opts: { db: TDb; session: TSessionUser; shopId: string }): Promise<{ shopId: string; followed: boolean; followerNum: number }> {
  await deleteShopFollow(opts.db, opts.session.userId, opts.shopId);
  return { shopId: opts.shopId, followed: false, followerNum: await countShopFollowers(opts.db, opts.shopId) };
}
