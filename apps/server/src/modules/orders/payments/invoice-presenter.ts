import { dueStateOf, invoiceStatusOf, outstandingOf, sumMoney, type TInvoice, type TPayment } from '@scrapbridge/domain/orders/money';
import { localDateOf } from '@scrapbridge/domain/working-days';
import { documentFilePath } from '../documents/document-presenter.ts';
import type { TInvoiceWithPaid, TPaymentRow } from './payments.repository.ts';

/** The operator's calendar day (due dates are days on the operator's calendar, §9 clocks use the same zone). */
export function operatorToday(now: Date = new Date()): string {
  return localDateOf(now);
}

export function toPaymentView(p: TPaymentRow): TPayment {
  return {
    id: p.id,
    amount: sumMoney([p.amount]),
    currency: p.currency,
    paidOn: p.paidOn,
    receiptDocumentId: p.receiptDocumentId,
    receiptUrl: p.receiptDocumentId ? documentFilePath(p.contractId, p.receiptDocumentId) : null,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toInvoiceView(inv: TInvoiceWithPaid, payments: readonly TPaymentRow[], today: string): TInvoice {
  const amount = sumMoney([inv.amount]);
  const paid = sumMoney([inv.paid]);
  const outstanding = outstandingOf(amount, paid);
  const dueState = dueStateOf({ dueDate: inv.dueDate, outstanding }, today);
  return {
    id: inv.id,
    contractId: inv.contractId,
    type: inv.type,
    invoiceNo: inv.invoiceNo,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    issuer: inv.issuer,
    billTo: inv.billTo,
    currency: inv.currency,
    amount,
    paid,
    outstanding,
    status: invoiceStatusOf(amount, paid),
    due: dueState === 'due',
    overdue: dueState === 'overdue',
    remindedAt: inv.remindedAt?.toISOString() ?? null,
    payments: payments.filter((p) => p.invoiceId === inv.id).map(toPaymentView),
    createdAt: inv.createdAt.toISOString(),
  };
}
