import type { FastifyInstance } from 'fastify';
import { scheduleSweep } from '../../lib/schedule-sweep.ts';
import { remindDueInvoices } from './remind-due-invoices.ts';

/** How often the payment reminders are looked for; each invoice is still reminded at most once a day. */
export const PAYMENT_REMINDER_SWEEP_SECONDS = 3600;
/** A first round soon after start: an instance restarted more often than hourly (deploys) still reminds. */
const PAYMENT_REMINDER_FIRST_RUN_SECONDS = 60;

/** Off in tests, which call remindDueInvoices themselves with the clock they need. */
export function schedulePaymentReminderSweep(app: FastifyInstance): void {
  if (app.deps.config.env === 'test') return;
  scheduleSweep(app, {
    everySeconds: PAYMENT_REMINDER_SWEEP_SECONDS,
    firstRunSeconds: PAYMENT_REMINDER_FIRST_RUN_SECONDS,
    steps: [{ name: 'payment reminder', run: () => remindDueInvoices({ deps: app.deps }), done: 'payment reminders sent' }],
  });
}
