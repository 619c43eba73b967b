import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_MAX_TRIES, VERIFICATION_CODE_RESEND_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from './constants.ts';
import { ErrorCode } from './error-codes.ts';
import { codeExpiresAt, codeVerdictError, judgeCodeAttempt, resendWaitSeconds } from './verification-code.ts';

const now = new Date('2026-03-01T08:00:00Z');
const live = { tries: 0, expiresAt: codeExpiresAt(now), consumedAt: null };

describe('judgeCodeAttempt', () => {
  it('accepts the right code while live', () => {
    expect(judgeCodeAttempt(live, true, now)).toEqual({ result: 'accepted' });
    expect(judgeCodeAttempt({ ...live, tries: 4 }, true, now)).toEqual({ result: 'accepted' });
  });

  it('counts wrong tries and burns the code on the 5th', () => {
    expect(VERIFICATION_CODE_MAX_TRIES).toBe(5);
    expect(judgeCodeAttempt(live, false, now)).toEqual({ result: 'wrong', tries: 1 });
    expect(judgeCodeAttempt({ ...live, tries: 3 }, false, now)).toEqual({ result: 'wrong', tries: 4 });
    expect(judgeCodeAttempt({ ...live, tries: 4 }, false, now)).toEqual({ result: 'burnt', tries: 5 });
  });

  it('treats missing, used, expired and exhausted codes as expired, even when the digits match', () => {
    expect(judgeCodeAttempt(null, false, now)).toEqual({ result: 'expired' });
    expect(judgeCodeAttempt({ ...live, consumedAt: now }, true, now)).toEqual({ result: 'expired' });
    expect(judgeCodeAttempt({ ...live, expiresAt: now }, true, now)).toEqual({ result: 'expired' });
    expect(judgeCodeAttempt({ ...live, tries: 5 }, true, now)).toEqual({ result: 'expired' });
    const justBefore = new Date(live.expiresAt.getTime() - 1);
    expect(judgeCodeAttempt(live, true, justBefore)).toEqual({ result: 'accepted' });
  });

  it('maps verdicts to envelope codes', () => {
    expect(codeVerdictError({ result: 'accepted' })).toBeNull();
    expect(codeVerdictError({ result: 'wrong', tries: 1 })).toBe(ErrorCode.CodeWrong);
    expect(codeVerdictError({ result: 'burnt', tries: 5 })).toBe(ErrorCode.CodeTooManyTries);
    expect(codeVerdictError({ result: 'expired' })).toBe(ErrorCode.CodeExpired);
  });
});

describe('timing', () => {
  it('expires codes after 5 minutes', () => {
    expect(VERIFICATION_CODE_TTL_SECONDS).toBe(300);
    expect(codeExpiresAt(now).getTime() - now.getTime()).toBe(300_000);
  });

  it('makes a resend wait out the rest of the throttle, rounded up', () => {
    expect(resendWaitSeconds(null, now)).toBe(0);
    expect(resendWaitSeconds(now, now)).toBe(VERIFICATION_CODE_RESEND_SECONDS);
    expect(resendWaitSeconds(new Date(now.getTime() - 500), now)).toBe(VERIFICATION_CODE_RESEND_SECONDS);
    expect(resendWaitSeconds(new Date(now.getTime() - 59_001), now)).toBe(1);
    expect(resendWaitSeconds(new Date(now.getTime() - 60_000), now)).toBe(0);
    expect(resendWaitSeconds(new Date(now.getTime() - 3_600_000), now)).toBe(0);
  });
});
