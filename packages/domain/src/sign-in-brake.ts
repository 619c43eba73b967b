/**
 * The per-account brake on password guessing (issue 13). The address limit (N sign-ins a minute per client address)
 * does not stop guessing one account's password from many addresses; this does, per account identity: the first
 * SIGN_IN_FREE_FAILURES failed password sign-ins cost nothing, each later one makes the next attempt wait, doubling
 * from SIGN_IN_BRAKE_FIRST_SECONDS up to SIGN_IN_BRAKE_MAX_SECONDS. Failures are forgotten SIGN_IN_FAILURES_FORGET_HOURS
 * after the last one, and at once by any successful sign-in.
 *
 * It cannot lock the real owner out: it brakes password sign-in only, a code sign-in (SMS or e-mail) always works and
 * clears it. Pure: the server stores the counts, this decides.
 */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_BRAKE_FIRST_SECONDS = 30;
export const SIGN_IN_BRAKE_MAX_SECONDS = 15 * 60;
export const SIGN_IN_FAILURES_FORGET_HOURS = 24;

export type TSignInFailures = { failures: number; lastFailureAt: Date };

/** Failures that still count at `now` (0 once forgotten). */
export function countingFailures(state: TSignInFailures | null, now: Date): number {
  if (!state) return 0;
  const forgetAt = state.lastFailureAt.getTime() + SIGN_IN_FAILURES_FORGET_HOURS * 3600_000;
  return now.getTime() >= forgetAt ? 0 : state.failures;
}

/** The pause after `failures` failed attempts, in seconds (0 below the free count). */
export function brakeSeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_BRAKE_MAX_SECONDS, SIGN_IN_BRAKE_FIRST_SECONDS * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

/** Seconds before the next password attempt may be tried (0 = now), rounded up so "wait 0 s" is never said. */
export function signInWaitSeconds(state: TSignInFailures | null, now: Date): number {
  const failures = countingFailures(state, now);
  if (!state || failures === 0) return 0;
  const until = state.lastFailureAt.getTime() + brakeSeconds(failures) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
