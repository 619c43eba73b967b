import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../platform/index.ts';
import { findShop, lockShop, updateShop } from './shops.repository.ts';

/**
 * `POST /admin/shops/{shopId}/approve` {version} (staff; §4 shop status ok): the shop goes public (/shop,
 * /share-shop, /shop-list) and its seller sees "My shop" (§6). The row is locked and must still be the waiting
 * version the reviewer read (a seller's edit in between answers 110801). Audited and notified in the same
 * transaction; the e-mail goes after the commit.
 */
export async function approveShop(opts: { deps: TAppDeps; staffUserId: string; shopId: string; version: number }) {
  const { db } = opts.deps.database;
  const result = await db.transaction(async (tx) => {
    const shop = await lockShop(tx, { shopId: opts.shopId });
    if (!shop) throw new AppError(ErrorCode.NotFound);
    if (shop.status !== 'waiting' || shop.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const version = await updateShop(tx, shop.id, { status: 'ok', failReason: null, reviewedBy: opts.staffUserId, reviewedAt: sql`now()`, approvedAt: sql`now()` });
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'shop.approve', targetType: 'shop', targetId: shop.id, detail: { version: opts.version, sellerUserId: shop.sellerUserId } });
    const named = await findShop(tx, { shopId: shop.id }, null);
    await queueNotification({
      tx,
      userId: shop.sellerUserId,
      kind: 'shop_approved',
      refKey: `shop:${shop.id}:${version}`,
      params: { companyName: named?.companyName ?? '' },
      link: '/apply-shop',
      mail: true,
    });
    return { shopId: shop.id, shopStatus: 'ok' as const, version };
  });
  await deliverNotificationMails({ deps: opts.deps });
  return result;
}
