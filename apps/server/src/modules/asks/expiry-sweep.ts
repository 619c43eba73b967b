import type { FastifyInstance } from 'fastify';
import { expireAsks } from './expire-asks.ts';

/**
 * Runs the expiry sweep every `intervalSeconds` while the app is up (0 disables it): started when the app is ready,
 * stopped when it closes, never keeping the process alive, and never letting a failed run stop the next one.
 */
export function scheduleExpirySweep(app: FastifyInstance, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await expireAsks({ db: app.deps.database.db });
      if (n) app.log.info({ expired: n }, 'asks past their validity marked expired');
    } catch (err) {
      app.log.warn({ err }, 'ask expiry sweep failed; the next run retries');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
