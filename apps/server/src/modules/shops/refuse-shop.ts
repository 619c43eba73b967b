import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../platform/index.ts';
import { findShop, lockShop, updateShop } from './shops.repository.ts';

/**
 * `POST /admin/shops/{shopId}/refuse` {version, reason} (staff; §4 "failure shows a reason"): the application fails
 * with a reason the seller reads on /apply-shop, and may reapply (PUT /app-v2/shop). Locked, version-checked
 * (110801 when stale), audited and notified like approval.
 */
export async function refuseShop(opts: { deps: TAppDeps; staffUserId: string; shopId: string; version: number; reason: string }) {
  const { db } = opts.deps.database;
  const result = await db.transaction(async (tx) => {
    const shop = await lockShop(tx, { shopId: opts.shopId });
    if (!shop) throw new AppError(ErrorCode.NotFound);
    if (shop.status !== 'waiting' || shop.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const version = await updateShop(tx, shop.id, { status: 'failed', failReason: opts.reason, reviewedBy: opts.staffUserId, reviewedAt: sql`now()` });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'shop.refuse',
      targetType: 'shop',
      targetId: shop.id,
      detail: { version: opts.version, sellerUserId: shop.sellerUserId, reason: opts.reason },
    });
    const named = await findShop(tx, { shopId: shop.id }, null);
    await queueNotification({
      tx,
      userId: shop.sellerUserId,
      kind: 'shop_refused',
      refKey: `shop:${shop.id}:${version}`,
      params: { companyName: named?.companyName ?? '', reason: opts.reason },
      link: '/apply-shop',
      mail: true,
    });
    return { shopId: shop.id, shopStatus: 'failed' as const, version };
  });
  await deliverNotificationMails({ deps: opts.deps });
  return result;
}
