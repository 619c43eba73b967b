import { randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@scrapbridge/domain/constants';
import { sha256Hex } from './tokens.ts';

/** A uniformly random 6-digit code from the CSPRNG (leading zeros kept). */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Codes are stored hashed with their target, so a leaked table neither shows codes nor lets one be replayed elsewhere. */
export function hashVerificationCode(code: string, target: string): string {
  return sha256Hex(`${code}:${target}`);
}

/** Constant-time comparison against the stored hash. */
export function verificationCodeMatches(storedHash: string, code: string, target: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(code, target), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
