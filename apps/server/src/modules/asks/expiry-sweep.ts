import type { FastifyInstance } from 'fastify';
import { scheduleSweep } from '../../lib/schedule-sweep.ts';
import { expireAsks } from './expire-asks.ts';

/** Marks asks past their validity expired every `intervalSeconds` while the app is up (0 disables it). */
export function scheduleExpirySweep(app: FastifyInstance, intervalSeconds: number): void {
  scheduleSweep(app, {
    everySeconds: intervalSeconds,
    steps: [{ name: 'ask expiry', run: () => expireAsks({ db: app.deps.database.db }), done: 'asks past their validity marked expired' }],
  });
}
