import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { PRICE_FOLLOWS_MAX, type TPriceFollow, type TPriceFollowRequest } from '@scrapbridge/domain/pricing/price-follow';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { presentFollows } from './list-price-follows.ts';
import { countFollows, findFollow, findItemRecord, updateFollowAlerts, upsertFollow } from './price-list.repository.ts';

const alertValues = (input: TPriceFollowRequest) => ({
  alertPct: input.alertPct ?? null,
  alertLevel: input.alertLevel ?? null,
  alertDirection: input.alertDirection ?? null,
});

/**
 * `POST /saas-v1/market-price/follow` (signed in): follow a live item or a settlement series, with alert settings;
 * following again replaces the settings (the unique (user, kind, key) makes a double click one follow). At most
 * PRICE_FOLLOWS_MAX follows (1000 on key past it).
 */
export async function followPrice(opts: { db: TDb; userId: string; input: TPriceFollowRequest }): Promise<TPriceFollow> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    if (input.kind === 'item') {
      const item = await findItemRecord(tx, input.key);
      if (!item) throw new AppError(ErrorCode.NotFound);
      const already = await findFollow(tx, opts.userId, 'item', input.key);
      if (item.retiredAt && !already) throw AppError.field('key', 'pricing.errors.itemRetired');
    }
    if (!(await findFollow(tx, opts.userId, input.kind, input.key)) && (await countFollows(tx, opts.userId)) >= PRICE_FOLLOWS_MAX) {
      throw AppError.field('key', 'pricing.errors.followsMax', { max: PRICE_FOLLOWS_MAX });
    }
    await upsertFollow(tx, { userId: opts.userId, kind: input.kind, key: input.key, ...alertValues(input) });
    const [view] = await presentFollows(tx, [(await findFollow(tx, opts.userId, input.kind, input.key))!]);
    return view!;
  });
}

/** `PUT /saas-v1/market-price/follow` (signed in): new alert settings of a follow (404 when not followed). */
export async function updatePriceFollow(opts: { db: TDb; userId: string; input: TPriceFollowRequest }): Promise<TPriceFollow> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const follow = await findFollow(tx, opts.userId, input.kind, input.key);
    if (!follow) throw new AppError(ErrorCode.NotFound);
    await updateFollowAlerts(tx, follow.id, alertValues(input));
    const [view] = await presentFollows(tx, [(await findFollow(tx, opts.userId, input.kind, input.key))!]);
    if (!view) throw new AppError(ErrorCode.NotFound);
    return view;
  });
}
