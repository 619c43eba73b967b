import { addDays, REMINDER_DAYS_AHEAD, type TStaffPaymentQuery, type TStaffPaymentRow } from '@scrapbridge/domain/orders/money';
import type { TDbOrTx } from '../../../db/client.ts';
import { operatorToday, toInvoiceView } from './invoice-presenter.ts';
import { listStaffInvoices } from './payments.repository.ts';

/**
 * `GET /admin/payments` (staff console "payment status"): invoices with their contract and parties, paid,
 * outstanding and due state. due: unpaid and due within REMINDER_DAYS_AHEAD days; overdue: unpaid past the due date;
 * unpaid: anything outstanding; all: every invoice. Earliest due first.
 */
export async function listStaffPayments(opts: TStaffPaymentQuery & { db: TDbOrTx; now?: Date }): Promise<{ rows: TStaffPaymentRow[]; total: number }> {
  const today = operatorToday(opts.now);
  const { rows, total } = await listStaffInvoices(opts.db, {
    filter: opts.status,
    keyword: opts.keyword,
    today,
    dueBy: addDays(today, REMINDER_DAYS_AHEAD),
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return {
    rows: rows.map((r) => {
      const { payments: _payments, ...view } = toInvoiceView(r, [], today);
      return { ...view, contractNo: r.contractNo, buyerName: r.buyerName, buyerNameEn: r.buyerNameEn, sellerName: r.sellerName, sellerNameEn: r.sellerNameEn };
    }),
    total,
  };
}
