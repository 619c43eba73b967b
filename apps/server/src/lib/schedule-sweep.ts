import type { FastifyInstance } from 'fastify';

export type TSweepStep = {
  /** For the log line when the step fails. */
  name: string;
  /** Does one round; returns how many rows it handled (logged when not 0). */
  run: () => Promise<number>;
  /** The log message when it handled something. */
  done: string;
};

/**
 * Runs background housekeeping every `everySeconds` while the app is up: started when the app is ready, stopped when
 * it closes, never keeping the process alive, never overlapping itself, and never letting a failed step stop the
 * others or the next round. `firstRunSeconds` adds an early first round (an instance restarted more often than the
 * interval still does its work). One scheduler for every sweep, so they all behave the same.
 */
export function scheduleSweep(app: FastifyInstance, opts: { everySeconds: number; firstRunSeconds?: number; steps: TSweepStep[] }): void {
  if (opts.everySeconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (const step of opts.steps) {
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
    if (opts.firstRunSeconds !== undefined) {
      first = setTimeout(() => void run(), opts.firstRunSeconds * 1000);
      first.unref();
    }
    timer = setInterval(() => void run(), opts.everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (timer) clearInterval(timer);
  });
}
