import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { outstandingOf, toCents, type TPaymentRequest } from '@scrapbridge/domain/orders/money';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { operatorToday, toInvoiceView } from './invoice-presenter.ts';
import { findInvoice, findReceiptDocument, insertPayment, listPaymentsOfInvoices, paidOfInvoice } from './payments.repository.ts';
import { refreshMoneyStatus } from './refresh-money-status.ts';

/**
 * `POST /admin/invoice/{invoiceId}/payment` (staff; §4 deposit paid, payment unpaid/partial/paid "recorded by staff
 * with the receipt"). In one transaction with the contract row locked (FOR UPDATE), so two staff recording at once
 * cannot both fit under the outstanding amount: more than what is outstanding → 1000 naming `amount`, nothing stored;
 * the receipt must be a swift/receipt document of the same contract (1000 naming `receiptDocumentId`); a payment
 * dated in the future is a typo (1000 naming `paidOn`). Then the contract's deposit and payment status follow.
 */
export async function recordPayment(opts: { db: TDb; staffUserId: string; invoiceId: string; input: TPaymentRequest }) {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const found = await findInvoice(tx, opts.invoiceId);
    if (!found) throw new AppError(ErrorCode.NotFound);
    const { contract } = await requireContractAccess({ db: tx, contractId: found.contractId, viewer: { userId: opts.staffUserId, isStaff: true }, forUpdate: true });
    if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    const invoice = (await findInvoice(tx, opts.invoiceId))!;
    const today = operatorToday();
    if (input.paidOn > today) throw AppError.field('paidOn', 'payments.errors.paidOnFuture');
    const paid = await paidOfInvoice(tx, invoice.id);
    const outstanding = outstandingOf(invoice.amount, paid);
    if (toCents(input.amount) > toCents(outstanding)) {
      throw AppError.field('amount', 'payments.errors.overpaid', { outstanding, currency: invoice.currency });
    }
    if (input.receiptDocumentId && !(await findReceiptDocument(tx, contract.id, input.receiptDocumentId))) {
      throw AppError.field('receiptDocumentId', 'payments.errors.receiptNotFound');
    }
    const payment = await insertPayment(tx, {
      contractId: contract.id,
      invoiceId: invoice.id,
      amount: input.amount,
      currency: invoice.currency,
      paidOn: input.paidOn,
      receiptDocumentId: input.receiptDocumentId ?? null,
      note: input.note ?? null,
      recordedByUserId: opts.staffUserId,
    });
    const status = await refreshMoneyStatus(tx, contract.id);
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'contract.payment.record',
      targetType: 'contract',
      targetId: contract.id,
      detail: { invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, paymentId: payment.id, amount: payment.amount, paidOn: payment.paidOn, receiptDocumentId: payment.receiptDocumentId },
    });
    const payments = await listPaymentsOfInvoices(tx, [invoice.id]);
    const paidNow = await paidOfInvoice(tx, invoice.id);
    return { invoice: toInvoiceView({ ...invoice, paid: paidNow }, payments, today), ...status };
  });
}
