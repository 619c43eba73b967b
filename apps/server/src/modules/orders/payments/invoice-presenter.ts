import { dueStateOf, invoiceStatusOf, outstandingOf, sumMoney, type TInvoice, type TPayment } from '@scrapbridge/domain/orders/money';
import { localDateOf } from '@scrapbridge/domain/working-days';
import { documentFilePath } from '../documents/document-presenter.ts';
import type { TCreditNoteRow, TInvoiceWithPaid, TPaymentRow } from './payments.repository.ts';

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

export function toInvoiceView(inv: TInvoiceWithPaid, payments: readonly TPaymentRow[], today: string, credits: readonly TCreditNoteRow[] = []): TInvoice {
  const amount = sumMoney([inv.amount]);
  const paid = sumMoney([inv.paid]);
  // A credit note (a settled claim) lowers what is owed as a payment does.
  const credited = sumMoney([inv.credited ?? '0']);
  const settled = sumMoney([paid, credited]);
  const outstanding = outstandingOf(amount, settled);
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
    status: invoiceStatusOf(amount, settled),
    due: dueState === 'due',
    overdue: dueState === 'overdue',
    remindedAt: inv.remindedAt?.toISOString() ?? null,
    payments: payments.filter((p) => p.invoiceId === inv.id).map(toPaymentView),
    credited,
    creditNotes: credits
      .filter((c) => c.invoiceId === inv.id)
      .map((c) => ({ id: c.id, creditNoteNo: c.creditNoteNo, amount: sumMoney([c.amount]), reason: c.reason, claimId: c.claimId, createdAt: c.createdAt.toISOString() })),
    createdAt: inv.createdAt.toISOString(),
  };
}
