import { sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../../db/client.ts';

/** The PostgreSQL channel on which every API instance hears that sessions ended or changed (session-hub.ts). */
export const SESSION_CHANNEL = 'sb_sessions';

/**
 * One notice about sessions, by session id (`s`) and/or user id (`u`):
 * - `end`: they are over (logout, blocking): each instance forgets them from its session cache and closes their live
 *   streams;
 * - `change`: the account changed (user state, type, staff flag): each instance reads the session again.
 */
export type TSessionNotice = { k: 'end' | 'change'; s?: string[]; u?: string[] };

/**
 * Tells every instance, through NOTIFY: in the caller's transaction when given one, so the notice goes out at commit
 * and never for a change that rolled back. Unlike the live events (publish-live-event.ts), a NOTIFY in the transaction
 * is fine here: sign-outs, blocks and account changes are rare, so the commit lock NOTIFY takes costs nothing.
 */
export async function announceSessionNotice(db: TDbOrTx, notice: TSessionNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(notice)})`);
}

type TNoticeSink = { apply: (notice: TSessionNotice) => void };

/** The session hubs of the app instances served by a database handle (one in production; tests build several). */
const sinks = new WeakMap<object, Set<TNoticeSink>>();

export function registerNoticeSink(db: TDb, sink: TNoticeSink): () => void {
  let set = sinks.get(db);
  if (!set) sinks.set(db, (set = new Set()));
  set.add(sink);
  return () => set.delete(sink);
}

/**
 * Applies a notice on the instance that made the change, without waiting for its own NOTIFY to come back (on
 * PostgreSQL it arrives on another connection a moment after the commit, possibly after the answer and the client's
 * next request). Call it after the change committed; the NOTIFY tells the others.
 */
export function applySessionNoticeHere(db: TDb, notice: TSessionNotice): void {
  for (const sink of sinks.get(db) ?? []) sink.apply(notice);
}
