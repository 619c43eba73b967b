import type { TJob } from '../../../jobs/registry.ts';
import { announceNewDisputes } from './announce-disputes.ts';

/** Disputes the confirmation step files are announced within this delay (the §9 48-hour clock is not hurt by it). */
export const DISPUTE_ANNOUNCE_SWEEP_SECONDS = 60;

export const disputeAnnounceJob: TJob = {
  name: 'dispute announcement',
  everySeconds: () => DISPUTE_ANNOUNCE_SWEEP_SECONDS,
  steps: (app) => [{ name: 'dispute announcement', run: () => announceNewDisputes({ deps: app.deps }), done: 'operator e-mailed about new disputes' }],
};
