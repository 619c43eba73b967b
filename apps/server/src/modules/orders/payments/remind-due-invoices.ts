import { addDays, REMINDER_DAYS_AHEAD, REMINDER_INTERVAL_HOURS } from '@scrapbridge/domain/orders/money';
import type { TAppDeps } from '../../../app.ts';
import { operatorToday } from './invoice-presenter.ts';
import { mailReminder, notifyReminder, type TReminderSubject } from './invoice-reminder.ts';
import { claimInvoicesToRemind, markReminded } from './payments.repository.ts';

/** Invoices reminded per run; the next run continues with the rest. */
const BATCH = 200;

/**
 * Reminders for what is due (issue 5 item 4): the buyer of each unpaid invoice of a live contract due within
 * REMINDER_DAYS_AHEAD days, or overdue, is told in-app and by e-mail in their language — at most once a day per invoice
 * (invoices.reminded_at, set in the same transaction that claims the invoice, so two API instances never both send).
 * Mails go out after the commit. Invoices without a due date are chased by staff by hand. Returns how many were
 * reminded. Run by the payments sweep; tests call it directly with their own `now`.
 */
export async function remindDueInvoices(opts: { deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const today = operatorToday(now);
  const { db } = opts.deps.database;
  const subjects = await db.transaction(async (tx) => {
    const rows = await claimInvoicesToRemind(tx, {
      dueBy: addDays(today, REMINDER_DAYS_AHEAD),
      remindedBefore: new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000),
      limit: BATCH,
    });
    const out: TReminderSubject[] = [];
    for (const r of rows) {
      const s: TReminderSubject = { invoice: r.invoice, paid: r.paid, contractNo: r.contractNo, buyerUserId: r.buyerUserId, overdue: r.invoice.dueDate! < today };
      await markReminded(tx, r.invoice.id, now);
      await notifyReminder(tx, s, today);
      out.push(s);
    }
    return out;
  });
  for (const s of subjects) await mailReminder(opts.deps, s);
  return subjects.length;
}
