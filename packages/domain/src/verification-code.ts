import {
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
} from './constants.ts';
import { ErrorCode, type TErrorCode } from './error-codes.ts';

/**
 * Rules of one-time sign-in codes (issue "Foundation": 6 digits, 5-minute expiry, 5 tries, resend throttled,
 * one-time use). Pure: the server hashes, compares in constant time and stores; this decides.
 */
export type TStoredCode = {
  /** Wrong tries so far. */
  tries: number;
  expiresAt: Date;
  /** Set when the code was used, burnt, or replaced by a newer one. */
  consumedAt: Date | null;
};

export type TCodeVerdict =
  | { result: 'accepted' }
  /** Wrong, tries left: the counter goes up to `tries`. */
  | { result: 'wrong'; tries: number }
  /** The last allowed try was wrong too: the code is burnt so guessing cannot go on. */
  | { result: 'burnt'; tries: number }
  /** No live code: never sent, already used, replaced, burnt or past its expiry. */
  | { result: 'expired' };

export function judgeCodeAttempt(stored: TStoredCode | null, matches: boolean, now: Date): TCodeVerdict {
  if (!stored || stored.consumedAt !== null || stored.expiresAt.getTime() <= now.getTime()) {
    return { result: 'expired' };
  }
  if (stored.tries >= VERIFICATION_CODE_MAX_TRIES) return { result: 'expired' };
  if (matches) return { result: 'accepted' };
  const tries = stored.tries + 1;
  return tries >= VERIFICATION_CODE_MAX_TRIES ? { result: 'burnt', tries } : { result: 'wrong', tries };
}

/** The envelope code a refused attempt answers with; null when accepted. */
export function codeVerdictError(verdict: TCodeVerdict): TErrorCode | null {
  switch (verdict.result) {
    case 'accepted':
      return null;
    case 'wrong':
      return ErrorCode.CodeWrong;
    case 'burnt':
      return ErrorCode.CodeTooManyTries;
    case 'expired':
      return ErrorCode.CodeExpired;
  }
}

/** Seconds the caller must still wait before another code goes to the same target (0 = may send now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsedMs = now.getTime() - lastSentAt.getTime();
  return Math.max(0, Math.ceil((VERIFICATION_CODE_RESEND_SECONDS * 1000 - elapsedMs) / 1000));
}

export function codeExpiresAt(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000);
}
