import type { TSessionUser } from './session.repository.ts';

/**
 * A few seconds of memory for the session lookup that every signed-in request makes (bench/list-asks: it was a
 * database round trip per request, ~10 % of the buyer list's cost). Only live sessions are kept, never a miss. One
 * cache per API instance (session-hub.ts owns it).
 *
 * What ends or changes a session is forgotten on every instance at once: logout, blocking and any change of the
 * account row (user state, type, staff flag) send a notice through LISTEN/NOTIFY that each instance's session hub
 * applies here (session-hub.ts), and the instance that made the change applies it before it answers.
 * SESSION_CACHE_SECONDS bounds an entry's life all the same; 0 turns the cache off (the default under NODE_ENV=test,
 * where tests change rows behind the app's back).
 */
type TEntry = { session: TSessionUser; until: number };

/** Enough for every user active within a few seconds on one instance; the oldest entries go first beyond it. */
const MAX_ENTRIES = 20_000;

export type TSessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache() {
  const entries = new Map<string, TEntry>();
  /**
   * Bumped by every forget: a lookup that started before a revocation and finishes after it must not put the old
   * session back (auth plugin: it caches only when the generation it started with is still current).
   */
  let generation = 0;

  return {
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

    generation(): number {
      return generation;
    },

    forget(opts: { sessionIds?: readonly string[]; userIds?: readonly string[] }): void {
      generation += 1;
      const sessionIds = new Set(opts.sessionIds ?? []);
      const userIds = new Set(opts.userIds ?? []);
      if (sessionIds.size === 0 && userIds.size === 0) return;
      for (const [hash, entry] of entries) {
        if (sessionIds.has(entry.session.sessionId) || userIds.has(entry.session.userId)) entries.delete(hash);
      }
    },

    clear(): void {
      generation += 1;
      entries.clear();
    },

    size(): number {
      return entries.size;
    },
  };
}
