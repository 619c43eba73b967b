import { identityTarget, type TAccountIdentity } from '@scrapbridge/domain/account-identity';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { countingFailures, signInWaitSeconds } from '@scrapbridge/domain/sign-in-brake';
import type { TDb } from '../../../db/client.ts';
import { lockAdvisory } from '../../../db/advisory-lock.repository.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findSignInFailures, saveSignInFailures } from './sign-in-failures.repository.ts';

/**
 * Takes one password attempt against the per-account brake (domain sign-in-brake.ts), shared by every instance through
 * the database: while the identity is braked the attempt is refused with 1009 and the seconds left, before any
 * password is checked; otherwise it is counted as a failure IN ADVANCE, under an advisory lock, so a burst of parallel
 * guesses cannot all pass before the first failure is written. A right password then clears the count
 * (clearSignInFailuresOf). Keyed by the identity typed, whether or not an account has it, so it tells nothing about
 * which accounts exist.
 */
export async function takePasswordAttempt(db: TDb, identity: TAccountIdentity, now: Date): Promise<void> {
  const target = identityTarget(identity);
  const wait = await db.transaction(async (tx) => {
    await lockAdvisory(tx, `sign-in-brake:${target}`);
    const state = await findSignInFailures(tx, target);
    const seconds = signInWaitSeconds(state, now);
    if (seconds > 0) return seconds;
    await saveSignInFailures(tx, target, countingFailures(state, now) + 1, now);
    return 0;
  });
  if (wait > 0) throw new AppError(ErrorCode.SignInPaused, undefined, { seconds: wait });
}
