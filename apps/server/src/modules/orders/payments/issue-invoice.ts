import type { TInvoiceRequest } from '@scrapbridge/domain/orders/money';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { operatorToday, toInvoiceView } from './invoice-presenter.ts';
import { refreshMoneyStatus } from './refresh-money-status.ts';
import { insertInvoice } from './payments.repository.ts';
import { checkInvoiceWrite } from './write-invoice-checks.ts';

/**
 * `POST /admin/contract/{contractId}/invoice` (staff; §3 deposit and final payment invoices). One transaction with
 * the contract row locked: the invoice, the contract's §4 money status (a new unpaid invoice can turn a paid
 * contract back to partial) and the audit entry.
 */
export async function issueInvoice(opts: { db: TDb; staffUserId: string; contractId: string; input: TInvoiceRequest }) {
  const { input } = opts;
  try {
    return await opts.db.transaction(async (tx) => {
      const { contract } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: { userId: opts.staffUserId, isStaff: true }, forUpdate: true });
      await checkInvoiceWrite(tx, contract, input);
      const row = await insertInvoice(tx, {
        contractId: contract.id,
        type: input.type,
        invoiceNo: input.invoiceNo,
        issueDate: input.issueDate,
        dueDate: input.dueDate ?? null,
        issuer: input.issuer,
        billTo: input.billTo,
        currency: contract.currency,
        amount: input.amount,
        createdByUserId: opts.staffUserId,
      });
      const status = await refreshMoneyStatus(tx, contract.id);
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'contract.invoice.issue',
        targetType: 'contract',
        targetId: contract.id,
        detail: { invoiceId: row.id, invoiceNo: row.invoiceNo, type: row.type, amount: row.amount, currency: row.currency, dueDate: row.dueDate },
      });
      return { invoice: toInvoiceView({ ...row, paid: '0' }, [], operatorToday()), ...status };
    });
  } catch (err) {
    // Two staff issuing the same number at once: the unique index decides, worded like the check.
    if (isUniqueViolation(err)) throw AppError.field('invoiceNo', 'payments.errors.invoiceNoTaken');
    throw err;
  }
}
