import type { FastifyInstance } from 'fastify';
import { deliverNotificationMails } from './deliver-notification-mails.ts';

/**
 * How often queued notification mails left behind are sent. Use cases send right after their commit; the sweep
 * only picks up what a crash or a provider outage left pending, so a short fixed interval is enough.
 */
export const MAIL_SWEEP_SECONDS = 15;

/**
 * Runs the mail dispatcher every MAIL_SWEEP_SECONDS while the app is up: started when the app is ready, stopped
 * when it closes, never keeping the process alive, and never letting a failed run stop the next one.
 */
export function scheduleMailSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await deliverNotificationMails({ deps: app.deps });
      if (n) app.log.info({ mails: n }, 'queued notification mails sent');
    } catch (err) {
      app.log.warn({ err }, 'notification mail sweep failed; the next run retries');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), MAIL_SWEEP_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
