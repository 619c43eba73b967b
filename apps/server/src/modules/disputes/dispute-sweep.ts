import type { FastifyInstance } from 'fastify';
import { scheduleSweep } from '../../lib/schedule-sweep.ts';
import { announceNewDisputes } from './announce-disputes.ts';

/** Disputes the confirmation step files are announced within this delay (the §9 48-hour clock is not hurt by it). */
export const DISPUTE_ANNOUNCE_SWEEP_SECONDS = 60;

export function scheduleDisputeAnnounceSweep(app: FastifyInstance): void {
  scheduleSweep(app, {
    everySeconds: DISPUTE_ANNOUNCE_SWEEP_SECONDS,
    steps: [{ name: 'dispute announcement', run: () => announceNewDisputes({ deps: app.deps }), done: 'operator e-mailed about new disputes' }],
  });
}
