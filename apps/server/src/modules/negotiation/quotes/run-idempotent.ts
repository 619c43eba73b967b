import crypto from 'node:crypto';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { IDEMPOTENCY_KEY_PATTERN } from '@scrapbridge/domain/quotes/quote-input';
import type { TDb, TDbOrTx, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { runWithLiveEvents } from '../live/publish-live-event.ts';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse } from './quotes.repository.ts';

/** What a key was first used for: the method, the path and the body, hashed. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return crypto.createHash('sha256').update(`${method} ${url.split('?')[0]}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

/**
 * Runs a mutating quote call in one transaction, honouring the `Idempotency-Key` header: the first request with a
 * key claims it and stores its answer with its effect (one commit), so a retry — a lost response, a double click,
 * a client timeout — answers the same without doing anything twice. A concurrent retry waits on the key's unique
 * index until the first commits, then reads its answer. A failed request stores nothing (its rollback frees the key).
 * Live events queued by the use case go out after the commit. Keys are kept IDEMPOTENCY_KEY_RETENTION_HOURS
 * (purge-idempotency-keys.ts). Placing a quote does the same in one statement (place-quote.ts), with these helpers.
 */
export async function runIdempotent<T>(opts: {
  db: TDb;
  userId: string;
  key: string | undefined;
  fingerprint: string;
  run: (tx: TTx) => Promise<T>;
}): Promise<{ result: T; replayed: boolean }> {
  const { key } = opts;
  if (key === undefined) return { result: await runWithLiveEvents(opts.db, opts.run), replayed: false };
  checkIdempotencyKey(key);
  return runWithLiveEvents(opts.db, async (tx) => {
    if (!(await claimIdempotencyKey(tx, opts.userId, key, opts.fingerprint))) {
      return { result: await storedAnswer<T>(tx, { userId: opts.userId, key, fingerprint: opts.fingerprint }), replayed: true };
    }
    const result = await opts.run(tx);
    await storeIdempotentResponse(tx, opts.userId, key, result);
    return { result, replayed: false };
  });
}

/** A malformed Idempotency-Key is bad input (1000), refused before anything runs. */
export function checkIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(ErrorCode.Validation, 'negotiation.errors.idempotencyKey');
}

/** The answer stored under a key that is taken: the same request replays it; another request under it is 1106. */
export async function storedAnswer<T>(db: TDbOrTx, opts: { userId: string; key: string; fingerprint: string }): Promise<T> {
  const stored = await findIdempotencyKey(db, opts.userId, opts.key);
  if (!stored || stored.fingerprint !== opts.fingerprint) throw new AppError(ErrorCode.IdempotencyKeyReused, 'negotiation.errors.idempotencyReused');
  return stored.response as T;
}
