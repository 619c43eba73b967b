import { describe, expect, it } from 'vitest';
import { brakeSeconds, countingFailures, SIGN_IN_FREE_FAILURES, signInWaitSeconds } from './sign-in-brake.ts';

const now = new Date('2026-11-26T09:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sign-in brake', () => {
  it('lets the first failures pass, then doubles the pause from 30 s up to 15 minutes', () => {
    expect(SIGN_IN_FREE_FAILURES).toBe(5);
    expect([0, 1, 4].map(brakeSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map(brakeSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts the wait from the last failure, rounded up to whole seconds', () => {
    expect(signInWaitSeconds(null, now)).toBe(0);
    expect(signInWaitSeconds({ failures: 4, lastFailureAt: now }, now)).toBe(0);
    expect(signInWaitSeconds({ failures: 5, lastFailureAt: now }, now)).toBe(30);
    expect(signInWaitSeconds({ failures: 5, lastFailureAt: new Date(now.getTime() - 10_500) }, now)).toBe(20);
    expect(signInWaitSeconds({ failures: 5, lastFailureAt: ago(30) }, now)).toBe(0);
    expect(signInWaitSeconds({ failures: 6, lastFailureAt: ago(30) }, now)).toBe(30);
  });

  it('forgets failures a day after the last one', () => {
    const dayAgo = ago(24 * 3600);
    expect(countingFailures({ failures: 12, lastFailureAt: dayAgo }, now)).toBe(0);
    expect(countingFailures({ failures: 12, lastFailureAt: ago(24 * 3600 - 1) }, now)).toBe(12);
    expect(signInWaitSeconds({ failures: 12, lastFailureAt: dayAgo }, now)).toBe(0);
  });
});
