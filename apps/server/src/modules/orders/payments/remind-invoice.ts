import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { outstandingOf, toCents } from '@scrapbridge/domain/orders/money';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { operatorToday } from './invoice-presenter.ts';
import { mailReminder, notifyReminder, type TReminderSubject } from './invoice-reminder.ts';
import { findInvoice, markReminded, paidOfInvoice } from './payments.repository.ts';

/**
 * `POST /admin/invoice/{invoiceId}/remind` (staff): reminds the buyer now, whatever the daily sweep did (staff chase
 * on the phone and by mail as they judge). Only an invoice with something outstanding on a live contract (1000
 * naming the invoice, 1301). The reminder time is recorded, so the sweep does not send another the same day.
 */
export async function remindInvoice(opts: { deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>; staffUserId: string; invoiceId: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const today = operatorToday(now);
  const subject = await opts.deps.database.db.transaction(async (tx) => {
    const found = await findInvoice(tx, opts.invoiceId);
    if (!found) throw new AppError(ErrorCode.NotFound);
    const { contract } = await requireContractAccess({ db: tx, contractId: found.contractId, viewer: { userId: opts.staffUserId, isStaff: true }, forUpdate: true });
    if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    const invoice = (await findInvoice(tx, opts.invoiceId))!;
    const paid = await paidOfInvoice(tx, invoice.id);
    if (toCents(outstandingOf(invoice.amount, paid)) <= 0n) throw AppError.field('invoiceId', 'payments.errors.nothingDue');
    const s: TReminderSubject = { invoice, paid, contractNo: contract.contractNo, buyerUserId: contract.buyerUserId, overdue: !!invoice.dueDate && invoice.dueDate < today };
    await markReminded(tx, invoice.id, now);
    await notifyReminder(tx, s, today);
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'contract.invoice.remind',
      targetType: 'contract',
      targetId: contract.id,
      detail: { invoiceId: invoice.id, invoiceNo: invoice.invoiceNo },
    });
    return s;
  });
  const mailed = await mailReminder(opts.deps, subject);
  return { invoiceId: subject.invoice.id, remindedAt: now.toISOString(), mailed };
}
