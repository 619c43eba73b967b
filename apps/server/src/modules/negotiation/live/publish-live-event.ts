import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TLiveQuoteEvent } from '@scrapbridge/domain/quotes/quote-view';
import type { TLiveContractEvent } from '@scrapbridge/domain/orders/live-contract-event';
import type { TLiveSupportEvent } from '@scrapbridge/domain/support/support';
import type { TDb, TDbOrTx, TTx } from '../../../db/client.ts';

/** The PostgreSQL channel every API instance listens on (LISTEN/NOTIFY fans events out across instances). */
export const LIVE_CHANNEL = 'sb_live';

/** What the stream carries; its `type` is the SSE event name (quote, support, contract). */
export type TLiveEvent = TLiveQuoteEvent | TLiveSupportEvent | TLiveContractEvent;
export type TLiveMessage = { u: string[]; e: TLiveEvent };
/** One NOTIFY payload: a batch of messages. */
export type TLivePayload = { m: TLiveMessage[] };

/** NOTIFY payloads must stay under 8,000 bytes; batches are cut below that. */
const PAYLOAD_MAX = 7_000;

const pending = new WeakMap<object, TLiveMessage[]>();

/**
 * Queues a live event for users' open pages, to be sent when the use case's transaction commits (runWithLiveEvents):
 * nobody hears of a change that rolled back. Not a NOTIFY inside the transaction on purpose: PostgreSQL serializes
 * the commits of notifying transactions on one global lock (measured here: 795 → 344 commits/s at 32 clients), which
 * would cap every quote write at the speed of one fsync at a time.
 */
export function publishLiveEvent(tx: TDbOrTx, userIds: readonly string[], event: TLiveEvent): void {
  const to = [...new Set(userIds)];
  if (to.length === 0) return;
  let list = pending.get(tx);
  if (!list) pending.set(tx, (list = []));
  list.push({ u: to, e: event });
}

/**
 * Sends a live event for a change already committed: a write made of one statement, which needs no transaction
 * (placing a quote). Same batching as after a transaction.
 */
export function publishCommittedLiveEvent(db: TDb, userIds: readonly string[], event: TLiveEvent): void {
  const to = [...new Set(userIds)];
  if (to.length) send(db, [{ u: to, e: event }]);
}

type TSender = { queue: TLiveMessage[]; flushing: boolean };
const senders = new WeakMap<object, TSender>();

/**
 * How long the first queued message waits for others before the NOTIFY goes out. Every NOTIFY is a transaction of its
 * own that PostgreSQL commits like a write (an XID, a commit record, a WAL flush): sent after each quote it was ~0.3
 * extra commits per placed quote (bench/negotiation); gathered over a few milliseconds it is a handful per second,
 * which the open pages do not notice.
 */
const BATCH_MS = 15;

/**
 * Sends messages with as few NOTIFYs as possible: one flush at a time per process, BATCH_MS after the first message
 * queued, each carrying everything queued until then (cut at PAYLOAD_MAX). Best effort: a page that missed an event
 * refetches when its stream reconnects.
 */
function send(db: TDb, messages: TLiveMessage[]): void {
  if (messages.length === 0) return;
  let s = senders.get(db);
  if (!s) senders.set(db, (s = { queue: [], flushing: false }));
  s.queue.push(...messages);
  if (s.flushing) return;
  s.flushing = true;
  const sender = s;
  setTimeout(() => {
    void (async () => {
      try {
        // Each message is encoded once; the payload is the TLivePayload {m: [...]} written around them.
        let next: string | null = null;
        while (next !== null || sender.queue.length) {
          const parts: string[] = [];
          let size = 8;
          while (next !== null || sender.queue.length) {
            next ??= JSON.stringify(sender.queue.shift());
            if (parts.length && size + next.length + 1 > PAYLOAD_MAX) break;
            parts.push(next);
            size += next.length + 1;
            next = null;
          }
          await notify(db, `{"m":[${parts.join(',')}]}`).catch(() => undefined);
        }
      } finally {
        sender.flushing = false;
      }
    })();
  }, BATCH_MS);
}

/** One NOTIFY on the live channel; on the PostgreSQL pool straight to pg (a constant text, nothing to build). */
function notify(db: TDb, payload: string): Promise<unknown> {
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
  return db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Runs a use case's transaction and, once it committed, sends the live events it queued. */
export async function runWithLiveEvents<T>(db: TDb, fn: (tx: TTx) => Promise<T>): Promise<T> {
  let messages: TLiveMessage[] = [];
  const result = await db.transaction(async (tx) => {
    const r = await fn(tx);
    messages = pending.get(tx) ?? [];
    pending.delete(tx);
    return r;
  });
  send(db, messages);
  return result;
}
