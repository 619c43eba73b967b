import type { TJob } from '../../../jobs/registry.ts';
import { deliverNotificationMails } from './deliver-notification-mails.ts';

/**
 * How often queued notification mails left behind are sent. Use cases send right after their commit; the sweep
 * only picks up what a crash or a provider outage left pending, so a short fixed interval is enough.
 */
export const MAIL_SWEEP_SECONDS = 15;

export const mailJob: TJob = {
  name: 'notification mail',
  everySeconds: () => MAIL_SWEEP_SECONDS,
  steps: (app) => [{ name: 'notification mail', run: () => deliverNotificationMails({ deps: app.deps }), done: 'queued notification mails sent' }],
};
