import type { TJob } from '../../../jobs/registry.ts';
import { remindDueInvoices } from './remind-due-invoices.ts';

/** How often the payment reminders are looked for; each invoice is still reminded at most once a day. */
export const PAYMENT_REMINDER_SWEEP_SECONDS = 3600;
/** A first round soon after start: an instance restarted more often than hourly (deploys) still reminds. */
const PAYMENT_REMINDER_FIRST_RUN_SECONDS = 60;

export const paymentReminderJob: TJob = {
  name: 'payment reminder',
  everySeconds: () => PAYMENT_REMINDER_SWEEP_SECONDS,
  firstRunSeconds: PAYMENT_REMINDER_FIRST_RUN_SECONDS,
  steps: (app) => [{ name: 'payment reminder', run: () => remindDueInvoices({ deps: app.deps }), done: 'payment reminders sent' }],
};
