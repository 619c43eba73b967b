import { SIGN_IN_FAILURES_FORGET_HOURS } from '@scrapbridge/domain/sign-in-brake';
import type { TJob } from '../../../jobs/registry.ts';
import { deleteForgottenSignInFailures } from './sign-in-failures.repository.ts';

/** Seconds between rounds: forgotten failures only cost space (the brake ignores them already). */
export const SIGN_IN_BRAKE_SWEEP_SECONDS = 3600;

/** Deletes sign-in failures the brake has forgotten (domain sign-in-brake.ts); safe on several instances at once. */
export function forgetSignInFailures(opts: { deps: { database: { db: Parameters<typeof deleteForgottenSignInFailures>[0] } }; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  return deleteForgottenSignInFailures(opts.deps.database.db, new Date(now.getTime() - SIGN_IN_FAILURES_FORGET_HOURS * 3600_000));
}

export const signInBrakeJob: TJob = {
  name: 'sign-in brake',
  everySeconds: () => SIGN_IN_BRAKE_SWEEP_SECONDS,
  firstRunSeconds: 60,
  steps: (app) => [{ name: 'sign-in brake', run: () => forgetSignInFailures({ deps: app.deps }), done: 'forgotten sign-in failures deleted' }],
};
