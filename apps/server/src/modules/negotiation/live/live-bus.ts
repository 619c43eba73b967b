import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../../db/client.ts';
import { listenToChannel } from '../../../lib/pg-channel-listener.ts';
import { LIVE_CHANNEL, type TLiveEvent, type TLivePayload } from './publish-live-event.ts';

type TListener = (event: TLiveEvent) => void;

export type TLiveBus = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Registers a listener for one user's events; returns how to unregister. */
  subscribe: (userId: string, listener: TListener) => () => void;
  /** Open streams (for logs and tests). */
  size: () => number;
};

/**
 * The receiving end of the live events: one LISTEN per API instance, fanned out in memory to the streams of the
 * users it serves (lib/pg-channel-listener.ts: a dedicated connection on PostgreSQL, the embedded database's own
 * listen() on PGlite), so both run modes share the publishing code (publish-live-event.ts).
 */
export function createLiveBus(database: TDatabase, log: FastifyBaseLogger): TLiveBus {
  const listeners = new Map<string, Set<TListener>>();

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let parsed: TLivePayload;
    try {
      parsed = JSON.parse(payload) as TLivePayload;
    } catch {
      return;
    }
    for (const message of parsed.m ?? []) {
      for (const userId of message.u) {
        for (const listener of listeners.get(userId) ?? []) listener(message.e);
      }
    }
  };
  // A page that missed events while the connection was down reads again when its stream reconnects ('ready').
  const channel = listenToChannel(database, LIVE_CHANNEL, dispatch, { log });

  return {
    start: () => channel.start(),
    stop: async () => {
      listeners.clear();
      await channel.stop();
    },
    subscribe: (userId, listener) => {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    size: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}
