import type { TTx } from '../../../db/client.ts';
import { notificationTexts } from '../../platform/index.ts';
import { findBuyerRequestForRead, insertSupplierNotifications } from './buyer-requests.repository.ts';
import { plainDecimal } from './buyer-request-presenter.ts';

/**
 * Inside the approval: suppliers who sell (a live ask) or follow (wanted list, push on) any family or grade of the
 * request hear of it in-app and by e-mail in their language (issue 16: "push switch respected" — the global push and
 * the followed category's switch). Returns how many were told.
 */
export async function notifySuppliersOfRequest(opts: { tx: TTx; requestId: string }): Promise<number> {
  const row = await findBuyerRequestForRead(opts.tx, opts.requestId, null);
  if (!row || row.state !== 'live') return 0;
  const names = row.gradeNames ?? [];
  const grade = (lang: 'zh' | 'en') => names.map((g) => g[lang]).join(' / ');
  const quantity = (lang: 'zh' | 'en') =>
    row.weight !== null ? `${plainDecimal(row.weight)} MT` : lang === 'zh' ? `${row.containers ?? 0} 柜` : `${row.containers ?? 0} containers`;
  const en = notificationTexts('buyer_request_posted', { grade: grade('en'), title: row.title || grade('en'), quantity: quantity('en'), validUntil: row.validUntil });
  const zh = notificationTexts('buyer_request_posted', { grade: grade('zh'), title: row.title || grade('zh'), quantity: quantity('zh'), validUntil: row.validUntil });
  return insertSupplierNotifications(opts.tx, {
    requestId: row.id,
    market: row.market,
    categoryIds: [...new Set([...row.categoryIds, ...row.subCategoryIds])],
    buyerUserId: row.buyerUserId,
    companyId: row.companyId,
    texts: { titleZh: zh.titleZh, bodyZh: zh.bodyZh, titleEn: en.titleEn, bodyEn: en.bodyEn },
    link: `/buyer-request?requestId=${row.id}`,
  });
}
