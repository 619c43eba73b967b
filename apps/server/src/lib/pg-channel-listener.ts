import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TDatabase } from '../db/client.ts';

export type TChannelListener = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type TPgliteListen = { listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>> };

/**
 * One LISTEN on a PostgreSQL channel for this API instance: what every instance on the database hears (live events,
 * session revocations). On PostgreSQL a dedicated connection (outside the pool, so it never starves queries) LISTENs
 * and reconnects after a drop; notices sent while it was down are lost, so `onReconnect` lets the owner catch up from
 * the database. On PGlite the embedded database's own listen() hears the same NOTIFY in-process: PGlite hands a
 * notification to its listeners (queued microtasks) while it reads the answer of the statement that committed it, so a
 * NOTIFY sent in a transaction has been heard before that transaction's promise resolves.
 */
export function listenToChannel(
  database: TDatabase,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  opts: { log: FastifyBaseLogger; onReconnect?: () => void },
): TChannelListener {
  let stopped = false;
  let client: pg.Client | null = null;
  let unlistenPglite: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connectPg = async (reconnect: boolean) => {
    const c = new pg.Client(database.pool!.options as pg.ClientConfig);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload);
    });
    c.on('error', (err) => {
      opts.log.warn({ err, channel }, 'LISTEN connection lost; reconnecting');
      client = null;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connectPg(true).catch(() => undefined), 1000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.end().catch(() => undefined);
      if (!reconnect || stopped) throw err;
      retry = setTimeout(() => void connectPg(true).catch(() => undefined), 1000);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (reconnect) opts.onReconnect?.();
  };

  return {
    start: async () => {
      if (database.kind === 'pg') {
        await connectPg(false);
        return;
      }
      const pglite = (database.db as unknown as { $client: TPgliteListen }).$client;
      unlistenPglite = await pglite.listen(channel, (payload) => onPayload(payload));
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (client) await client.end().catch(() => undefined);
      client = null;
      if (unlistenPglite) await unlistenPglite().catch(() => undefined);
      unlistenPglite = null;
    },
  };
}
