import type { TLang } from '@scrapbridge/domain/i18n';
import type { TRejectFixRequest, TStaffPriceFix } from '@scrapbridge/domain/pricing/fixing-view';
import { sql } from 'drizzle-orm';
import type { TAppDeps } from '../../../app.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import { fixingToday } from './load-pricing-info.ts';
import { lockFixForStaff } from './lock-fix.ts';
import { notifyFixParties } from './notify-fixing.ts';
import { findQueueFix, updateFix } from './pricing.repository.ts';
import { presentStaffFix } from './staff-fix-presenter.ts';

/**
 * `POST /admin/price-fix/{id}/reject {reason}` (staff): the request is closed with the reason, both parties are told,
 * and the shipment can be requested again (a rejected row is no longer live). Audited. Not waiting: 1645.
 */
export async function rejectFix(opts: TRejectFixRequest & { deps: TAppDeps; staffUserId: string; fixId: string; lang: TLang; now?: Date }): Promise<TStaffPriceFix> {
  const { db } = opts.deps.database;
  await db.transaction(async (tx) => {
    const { contract, shipment, fix } = await lockFixForStaff(tx, opts.fixId);
    const row = await updateFix(tx, fix.id, { status: 'rejected', reason: opts.reason, decidedByUserId: opts.staffUserId, decidedAt: sql`now()` });
    await notifyFixParties({ tx, contract, fix: row, billNo: shipment.billNo, news: 'rejected' });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'contract.price_fix.reject',
      targetType: 'contract',
      targetId: contract.id,
      detail: { fixId: fix.id, shipmentId: fix.shipmentId, reason: opts.reason },
    });
  });
  await deliverNotificationMails({ deps: opts.deps });
  const row = await findQueueFix(db, opts.fixId);
  return presentStaffFix(db, row!, opts.lang, fixingToday(opts.now));
}
