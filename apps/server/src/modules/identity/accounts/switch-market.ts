import type { TMarketSwitchRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { applyMarketSwitch, marketPermissionsFrom, type TMarketPermission } from '@scrapbridge/domain/market';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockMarketPermissions, upsertMarketSwitch } from './market-permission.repository.ts';

/**
 * `POST /app-v2/user/info/market/switch` (§6, §7): toggles one market. At least one permitted market must stay
 * on and only a permitted market can be turned on; otherwise 1201 and nothing changes. The rows are locked,
 * so two switches sent at once (two tabs) cannot both pass the check and leave no market on.
 */
export async function switchMarket(
  opts: TMarketSwitchRequest & { db: TDb; userId: string },
): Promise<TMarketPermission[]> {
  const next = await opts.db.transaction(async (tx) => {
    const rows = await lockMarketPermissions(tx, opts.userId);
    const updated = applyMarketSwitch(marketPermissionsFrom(rows), opts.market, opts.switchEnable);
    if (!updated) return null;
    const target = updated.find((p) => p.market === opts.market)!;
    await upsertMarketSwitch(tx, {
      userId: opts.userId,
      market: target.market,
      permission: target.permission,
      switchEnable: target.switchEnable,
    });
    return updated;
  });
  if (!next) throw new AppError(ErrorCode.MarketSwitchRejected);
  return next;
}
