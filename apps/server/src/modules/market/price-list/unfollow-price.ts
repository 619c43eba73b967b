import type { TPriceFollowKind } from '@scrapbridge/domain/pricing/price-follow';
import type { TDbOrTx } from '../../../db/client.ts';
import { deleteFollow } from './price-list.repository.ts';

/** `DELETE /saas-v1/market-price/follow/{kind}/{key}` (signed in): stop following; nothing to do when not followed. */
export async function unfollowPrice(opts: { db: TDbOrTx; userId: string; kind: TPriceFollowKind; key: string }): Promise<null> {
  await deleteFollow(opts.db, opts.userId, opts.kind, opts.key);
  return null;
}
