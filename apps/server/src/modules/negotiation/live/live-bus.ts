import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TLiveQuoteEvent } from '@scrapbridge/domain/quotes/quote-view';
import type { TDatabase } from '../../../db/client.ts';
import { LIVE_CHANNEL, type TLivePayload } from './publish-live-event.ts';

type TListener = (event: TLiveQuoteEvent) => void;

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
 * users it serves. On PostgreSQL a dedicated connection (outside the pool, so it never starves queries) LISTENs and
 * reconnects after a drop; on PGlite the embedded database's own listen() hears the same NOTIFY, so both run modes
 * share the publishing code (publish-live-event.ts).
 */
export function createLiveBus(database: TDatabase, log: FastifyBaseLogger): TLiveBus {
  const listeners = new Map<string, Set<TListener>>();
  let stopped = false;
  let client: pg.Client | null = null;
  let unlistenPglite: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

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

  const connectPg = async () => {
    const pool = database.pool!;
    const c = new pg.Client(pool.options as pg.ClientConfig);
    c.on('notification', (msg) => dispatch(msg.payload));
    c.on('error', (err) => {
      log.warn({ err }, 'live LISTEN connection lost; reconnecting');
      client = null;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connectPg().catch(() => undefined), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${LIVE_CHANNEL}`);
    client = c;
  };

  return {
    start: async () => {
      if (database.kind === 'pg') {
        await connectPg();
        return;
      }
      const pglite = (database.db as unknown as { $client: { listen: (ch: string, cb: (p: string) => void) => Promise<() => Promise<void>> } }).$client;
      unlistenPglite = await pglite.listen(LIVE_CHANNEL, (payload) => dispatch(payload));
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      if (client) await client.end().catch(() => undefined);
      if (unlistenPglite) await unlistenPglite().catch(() => undefined);
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
