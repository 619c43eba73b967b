import type { TSessionUser } from './session.repository.ts';

/**
 * A few seconds of memory for the session lookup that every signed-in request makes (bench/list-asks: it was a
 * database round trip per request, ~10 % of the buyer list's cost). Only live sessions are kept, never a miss.
 *
 * What ends or changes a session forgets it at once in this process: logout (revokeSession), revoking a user's
 * sessions (blocking, password change: revokeUserSessions, revokeLiveSessions) and any change of the account row
 * (updateAccount: user state, type, staff flag). Another API instance behind the load balancer may answer with the
 * old session for at most SESSION_CACHE_SECONDS more; 0 turns the cache off (the default under NODE_ENV=test, where
 * tests change rows behind the app's back).
 */
type TEntry = { session: TSessionUser; until: number };

/** Enough for every user active within a few seconds on one instance; the oldest entries go first beyond it. */
const MAX_ENTRIES = 20_000;

const entries = new Map<string, TEntry>();

export const sessionCache = {
  get(tokenHash: string, now = Date.now()): TSessionUser | null {
    const entry = entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  },

  set(tokenHash: string, session: TSessionUser, ttlMs: number, now = Date.now()): void {
    if (ttlMs <= 0) return;
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    // Never past the session's own expiry.
    entries.set(tokenHash, { session, until: Math.min(now + ttlMs, session.expiresAt.getTime()) });
  },

  forgetSession(sessionId: string): void {
    for (const [hash, entry] of entries) if (entry.session.sessionId === sessionId) entries.delete(hash);
  },

  forgetUser(userId: string): void {
    for (const [hash, entry] of entries) if (entry.session.userId === userId) entries.delete(hash);
  },

  clear(): void {
    entries.clear();
  },
};
