import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TDbOrTx } from '../../../db/client.ts';
import { loadOrCreateChatTokenKey } from './chat-token.repository.ts';

/**
 * The chat token (§3 Current user "a chat token"; §7 "for paths under /ai-system, Authorization is the AI token
 * cookie"): a signed token bound to the caller's session, `ai1.<session token hash>.<expiry>.<signature>`, given by
 * getInfo and kept by the web in the `aiToken` cookie. It is accepted only on the AI paths (/ai-system, /ai-chat),
 * where it stands for its session: it lives no longer than the session and dies with it (logout, blocking, expiry),
 * since the session is still looked up on every call. Leaking it opens no other path, and it cannot be turned into
 * the session token (only that token's SHA-256 is inside, and nothing accepts a hash). The signing key is made once
 * per database (ai_token_keys), so every instance checks what another minted.
 */
const PREFIX = 'ai1.';
const AI_PATH = /^\/(ai-system|ai-chat)(\/|$)/;

type TKeyCache = { key: string | null; loading: Promise<string> | null };
const keys = new WeakMap<object, TKeyCache>();

async function keyOf(db: TDbOrTx): Promise<string> {
  let entry = keys.get(db);
  if (!entry) {
    entry = { key: null, loading: null };
    keys.set(db, entry);
  }
  if (entry.key) return entry.key;
  const cache = entry;
  cache.loading ??= loadOrCreateChatTokenKey(db).then(
    (k) => (cache.key = k),
    (err: unknown) => {
      cache.loading = null;
      throw err;
    },
  );
  return cache.loading;
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function isChatToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

export function isAiPath(url: string): boolean {
  return AI_PATH.test(url);
}

/** getInfo's chatToken for the session whose token hashes to `tokenHash`. */
export async function mintChatToken(opts: { db: TDbOrTx; tokenHash: string; expiresAt: Date }): Promise<string> {
  const key = await keyOf(opts.db);
  const payload = `${PREFIX}${opts.tokenHash}.${Math.floor(opts.expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The session token hash a chat token stands for, or null when it is malformed, forged or past its expiry. */
export async function readChatToken(db: TDbOrTx, token: string, now = new Date()): Promise<string | null> {
  const m = /^ai1\.([0-9a-f]{64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, hash, exp, sig] = m;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(sign(await keyOf(db), `${PREFIX}${hash}.${exp}`));
  const given = Buffer.from(sig!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? hash! : null;
}
