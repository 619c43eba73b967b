import type { FastifyInstance } from 'fastify';
import { scheduleSweep } from '../../lib/schedule-sweep.ts';
import { deliverNotificationMails } from './deliver-notification-mails.ts';

/**
 * How often queued notification mails left behind are sent. Use cases send right after their commit; the sweep
 * only picks up what a crash or a provider outage left pending, so a short fixed interval is enough.
 */
export const MAIL_SWEEP_SECONDS = 15;

export function scheduleMailSweep(app: FastifyInstance): void {
  scheduleSweep(app, {
    everySeconds: MAIL_SWEEP_SECONDS,
    steps: [{ name: 'notification mail', run: () => deliverNotificationMails({ deps: app.deps }), done: 'queued notification mails sent' }],
  });
}
