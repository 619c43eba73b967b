import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { toCents, type TInvoiceRequest } from '@scrapbridge/domain/orders/money';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { operatorToday, toInvoiceView } from './invoice-presenter.ts';
import { findInvoice, listPaymentsOfInvoices, paidOfInvoice, updateInvoiceRow } from './payments.repository.ts';
import { refreshMoneyStatus } from './refresh-money-status.ts';
import { checkInvoiceWrite } from './write-invoice-checks.ts';

/**
 * `PUT /admin/invoice/{invoiceId}` (staff): corrects an invoice. The amount cannot go below what has already been paid
 * against it (1000 naming `amount`); the contract's money status follows. The audit entry keeps the values before.
 */
export async function updateInvoice(opts: { db: TDb; staffUserId: string; invoiceId: string; input: TInvoiceRequest }) {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      const found = await findInvoice(tx, opts.invoiceId);
      if (!found) throw new AppError(ErrorCode.NotFound);
      const { contract } = await requireContractAccess({ db: tx, contractId: found.contractId, viewer: { userId: opts.staffUserId, isStaff: true }, forUpdate: true });
      // Read again under the contract lock: a payment recorded meanwhile counts.
      const before = (await findInvoice(tx, opts.invoiceId))!;
      await checkInvoiceWrite(tx, contract, input, before.id);
      const paid = await paidOfInvoice(tx, before.id);
      if (toCents(input.amount) < toCents(paid)) throw AppError.field('amount', 'payments.errors.belowPaid', { paid });
      const row = await updateInvoiceRow(tx, before.id, {
        type: input.type,
        invoiceNo: input.invoiceNo,
        issueDate: input.issueDate,
        dueDate: input.dueDate ?? null,
        issuer: input.issuer,
        billTo: input.billTo,
        amount: input.amount,
      });
      const status = await refreshMoneyStatus(tx, contract.id);
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'contract.invoice.update',
        targetType: 'contract',
        targetId: contract.id,
        detail: {
          invoiceId: row.id,
          before: { type: before.type, invoiceNo: before.invoiceNo, issueDate: before.issueDate, dueDate: before.dueDate, issuer: before.issuer, billTo: before.billTo, amount: before.amount },
          after: { type: row.type, invoiceNo: row.invoiceNo, issueDate: row.issueDate, dueDate: row.dueDate, issuer: row.issuer, billTo: row.billTo, amount: row.amount },
        },
      });
      const payments = await listPaymentsOfInvoices(tx, [row.id]);
      return { invoice: toInvoiceView({ ...row, paid }, payments, operatorToday()), ...status };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('invoiceNo', 'payments.errors.invoiceNoTaken');
    throw err;
  }
}
