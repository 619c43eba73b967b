import type { FastifyInstance } from 'fastify';
import { expireQuotes } from './expire-quotes.ts';
import { purgeIdempotencyKeys } from './purge-idempotency-keys.ts';

/**
 * How often the negotiation's housekeeping runs: lapsed quotes stored as expired (readers see them expired at once;
 * this only tidies the rows) and Idempotency-Keys past their retention deleted.
 */
export const QUOTE_EXPIRY_SWEEP_SECONDS = 60;

/** Runs the sweep while the app is up, never keeping the process alive nor letting a failed step stop the others. */
export function scheduleQuoteExpirySweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const db = () => app.deps.database.db;
  const steps: { name: string; run: () => Promise<number>; done: string }[] = [
    { name: 'quote expiry', run: () => expireQuotes({ db: db() }), done: 'lapsed quotes marked expired' },
    { name: 'idempotency-key retention', run: () => purgeIdempotencyKeys({ db: db() }), done: 'old idempotency keys deleted' },
  ];
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (const step of steps) {
        try {
          const n = await step.run();
          if (n) app.log.info({ count: n }, step.done);
        } catch (err) {
          app.log.warn({ err }, `${step.name} sweep failed; the next run retries`);
        }
      }
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), QUOTE_EXPIRY_SWEEP_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
