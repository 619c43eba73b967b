import { judgeCodeAttempt, type TCodeVerdict } from '@scrapbridge/domain/verification-code';
import type { TTx } from '../../../db/client.ts';
import { verificationCodeMatches } from '../../../lib/verification-codes.ts';
import { consumeCode, lockLatestCode, recordWrongTry, type TCodeKey } from './verification-code.repository.ts';

/**
 * One attempt at the latest code for the key, inside the caller's transaction: a right code is used up
 * (one-time), a wrong one costs a try and the last wrong try burns it. The caller must COMMIT a refused
 * attempt (return, don't throw) or the try would roll back and guessing would be free.
 */
export async function spendVerificationCode(
  tx: TTx,
  opts: { key: TCodeKey; code: string; now: Date },
): Promise<TCodeVerdict> {
  const stored = await lockLatestCode(tx, opts.key);
  const matches = stored ? verificationCodeMatches(stored.codeHash, opts.code, opts.key.target) : false;
  const verdict = judgeCodeAttempt(stored, matches, opts.now);
  if (stored && verdict.result === 'accepted') await consumeCode(tx, stored.id, opts.now);
  if (stored && verdict.result === 'wrong') await recordWrongTry(tx, stored.id, verdict.tries, null);
  if (stored && verdict.result === 'burnt') await recordWrongTry(tx, stored.id, verdict.tries, opts.now);
  return verdict;
}
