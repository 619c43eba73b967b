import type { TLang } from '@scrapbridge/domain/i18n';
import type { TOrderListQuery, TOrderPage, TOrderRow } from '@scrapbridge/domain/orders/contract';
import type { TDbOrTx } from '../../../db/client.ts';
import { listOrderRows } from './orders.repository.ts';

/**
 * `GET /app-v2/order/list` — §2 /order-list: the viewer's contracts only (purchase: the viewer bought; sale: the
 * viewer sold, or is the ask's consignment agent, §6; all: both), newest first, filtered by status and searched by
 * contract number, bill-of-lading number or container number (§2; trimmed, case-insensitive, exact or prefix).
 * Offset pages of at most 50 rows.
 */
export async function listOrders(opts: { db: TDbOrTx; userId: string; lang: TLang; query: TOrderListQuery }): Promise<TOrderPage> {
  const q = opts.query;
  const { rows, total } = await listOrderRows(opts.db, {
    userId: opts.userId,
    tab: q.tab,
    status: q.status,
    keyword: q.keyword,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  });
  return {
    total,
    rows: rows.map((r): TOrderRow => {
      const commodity = typeof r.commodity === 'string' ? (JSON.parse(r.commodity) as TOrderRow['commodity']) : (r.commodity ?? []);
      const pending = r.status === 'pending';
      return {
        contractId: r.id,
        contractNo: r.contract_no,
        status: r.status,
        dealAt: new Date(r.deal_at).toISOString(),
        side: r.side,
        counterparty: (opts.lang === 'en' ? r.counterparty_en || r.counterparty : r.counterparty || r.counterparty_en) ?? null,
        commodity,
        totalWeight: Number(r.total_weight),
        currency: r.currency as TOrderRow['currency'],
        totalAmount: r.total_amount === null ? null : Number(r.total_amount),
        depositStatus: r.deposit_status,
        paymentStatus: r.payment_status,
        shippingStatus: r.shipping_status,
        needsMyConfirmation: pending && (!r.my_company_done || (r.side === 'buyer' && !r.bl_done)),
      };
    }),
  };
}
