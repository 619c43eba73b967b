import type { TJob } from '../../../jobs/registry.ts';
import { expireAsks } from './expire-asks.ts';

/** Marks asks past their validity expired every ASK_EXPIRY_SWEEP_SECONDS while the app is up (0 disables it). */
export const askExpiryJob: TJob = {
  name: 'ask expiry',
  everySeconds: (app) => app.deps.config.askExpirySweepSeconds,
  steps: (app) => [{ name: 'ask expiry', run: () => expireAsks({ db: app.deps.database.db }), done: 'asks past their validity marked expired' }],
};
