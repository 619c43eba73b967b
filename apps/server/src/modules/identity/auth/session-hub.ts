import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../../db/client.ts';
import { listenToChannel } from '../../../lib/pg-channel-listener.ts';
import { createSessionCache } from './session-cache.ts';
import { registerNoticeSink, SESSION_CHANNEL, type TSessionNotice } from './session-notice.ts';
import { findLiveSession, findLiveSessionIds, type TSessionUser } from './session.repository.ts';

export type TSessionHub = ReturnType<typeof createSessionHub>;

/**
 * An API instance's sessions (issue 13 items 7 and 9): the few-second session cache, and the LISTEN on the session
 * channel through which every instance hears at once that sessions ended or changed (session-notice.ts), whichever
 * instance made the change, on PostgreSQL and on PGlite alike (lib/pg-channel-listener.ts). A notice `end` also
 * reaches whoever holds something open for those sessions (the live streams: onEnded).
 *
 * If the LISTEN connection drops, notices sent meanwhile are lost: on reconnecting the cache is emptied and the
 * holders are asked to check their sessions again (onResync).
 */
export function createSessionHub(opts: { database: TDatabase; log: FastifyBaseLogger; cacheSeconds: number }) {
  const { database } = opts;
  const cacheMs = opts.cacheSeconds * 1000;
  const cache = createSessionCache();
  const ended = new Set<(notice: TSessionNotice) => void>();
  const resync = new Set<() => void>();
  /**
   * Lookups under way, by token hash, when the cache is on: requests of one token arriving together (a page's
   * parallel calls, a burst of quotes) wait for the same read instead of each making its own (bench/negotiation:
   * ~0.3 session reads per placed quote without it).
   */
  const reading = new Map<string, Promise<TSessionUser | null>>();

  const apply = (notice: TSessionNotice) => {
    cache.forget({ sessionIds: notice.s, userIds: notice.u });
    if (notice.k !== 'end') return;
    for (const listener of ended) {
      try {
        listener(notice);
      } catch (err) {
        opts.log.error({ err }, 'a session-end listener failed');
      }
    }
  };

  const heard = (payload: string | undefined) => {
    if (!payload) return;
    let notice: TSessionNotice;
    try {
      notice = JSON.parse(payload) as TSessionNotice;
    } catch {
      return;
    }
    if (notice.k === 'end' || notice.k === 'change') apply(notice);
  };

  const channel = listenToChannel(database, SESSION_CHANNEL, heard, {
    log: opts.log,
    onReconnect: () => {
      cache.clear();
      for (const listener of resync) listener();
    },
  });
  let unregister: (() => void) | null = null;

  return {
    start: async () => {
      unregister = registerNoticeSink(database.db, { apply });
      await channel.start();
    },
    stop: async () => {
      unregister?.();
      ended.clear();
      resync.clear();
      cache.clear();
      await channel.stop();
    },

    /** The live session of a token hash: from the cache when on (session-cache.ts), else the database. */
    lookUp: async (tokenHash: string): Promise<TSessionUser | null> => {
      if (cacheMs <= 0) return findLiveSession(database.db, tokenHash);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      let read = reading.get(tokenHash);
      if (!read) {
        const generation = cache.generation();
        read = findLiveSession(database.db, tokenHash)
          .then((session) => {
            // A notice heard while reading may concern this very session: keep nothing read before it.
            if (session && cache.generation() === generation) cache.set(tokenHash, session, cacheMs);
            return session;
          })
          .finally(() => reading.delete(tokenHash));
        reading.set(tokenHash, read);
      }
      return read;
    },

    /** Calls `listener` with every `end` notice this instance hears (or makes); returns how to stop. */
    onEnded: (listener: (notice: TSessionNotice) => void): (() => void) => {
      ended.add(listener);
      return () => ended.delete(listener);
    },

    /** Calls `listener` when notices may have been missed (the LISTEN connection came back); returns how to stop. */
    onResync: (listener: () => void): (() => void) => {
      resync.add(listener);
      return () => resync.delete(listener);
    },

    /** Whether a notice names this session (by its id or its user's). */
    concerns: (notice: TSessionNotice, session: { sessionId: string; userId: string }): boolean =>
      !!notice.s?.includes(session.sessionId) || !!notice.u?.includes(session.userId),

    /** Which of these sessions are still live. */
    liveSessionIds: (sessionIds: readonly string[]) => findLiveSessionIds(database.db, sessionIds),

    /** For tests: the cache itself. */
    cache,
  };
}
