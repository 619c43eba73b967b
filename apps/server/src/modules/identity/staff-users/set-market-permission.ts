import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { marketPermissionsFrom, type TMarketPermission } from '@scrapbridge/domain/market';
import { applyMarketGrant, type TMarketPermissionGrantRequest } from '@scrapbridge/domain/staff-users';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount } from '../accounts/account.repository.ts';
import { lockMarketPermissions } from '../accounts/market-permission.repository.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { upsertMarketPermission } from './staff-users.repository.ts';

/**
 * `POST /admin/users/{userId}/market-permissions` {market, permission} (staff; §6 "Access is granted via customer
 * service"): grants (switched on) or revokes (switched off) one market, keeping one permitted market on when there
 * is one (domain applyMarketGrant). The user's switch (/user/info/market/switch) then answers 1201 for a market
 * without permission. The permission rows are locked like the user's own switch, and the change is audited.
 */
export async function setMarketPermission(
  opts: TMarketPermissionGrantRequest & { db: TDb; staffUserId: string; userId: string },
): Promise<TMarketPermission[]> {
  return opts.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, opts.userId))) throw new AppError(ErrorCode.NotFound);
    const before = marketPermissionsFrom(await lockMarketPermissions(tx, opts.userId));
    const after = applyMarketGrant(before, opts.market, opts.permission);
    for (const p of after) {
      const old = before.find((b) => b.market === p.market)!;
      if (old.permission !== p.permission || old.switchEnable !== p.switchEnable) {
        await upsertMarketPermission(tx, { userId: opts.userId, market: p.market, permission: p.permission, switchEnable: p.switchEnable });
      }
    }
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: opts.permission === 1 ? 'user.market.grant' : 'user.market.revoke',
      targetType: 'user',
      targetId: opts.userId,
      detail: { market: opts.market, before: before.map(({ market, permission, switchEnable }) => ({ market, permission, switchEnable })) },
    });
    return after;
  });
}
