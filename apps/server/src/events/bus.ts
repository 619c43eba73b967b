import { ZDomainEvent, type TDomainEvent, type TDomainEventOf, type TDomainEventType } from '@scrapbridge/domain/domain-events';
import type { TAppDeps } from '../app.ts';
import type { TTx } from '../db/client.ts';
import { claimPendingEvents, finishDomainEvent, insertDomainEvent } from './domain-events.repository.ts';

/**
 * The domain event bus (ARCHITECTURE.md "areas"): how an area causes an effect in another without reaching into it.
 * The publishing use case calls publishEvent inside its transaction; the event is written to the outbox
 * (domain_events) and every subscriber runs:
 * - `inTransaction`: in the publisher's transaction, before it commits. For effects that must commit or roll back
 *   with their cause — the contract of a deal, the ask leaving the market. A failure rolls the whole use case back.
 * - `afterCommit`: after the commit, from the stored row (dispatchDomainEvents: right after the use case, and by the
 *   jobs sweep for anything a crash left behind). For effects outside the database — mail. At least once.
 * Subscribers are declared by each area's index.ts and wired once at app start (events/subscribers.ts).
 */
export type TSubscriber<K extends TDomainEventType = TDomainEventType> = {
  /** `<area>.<effect>`: in logs and in the outbox row's last error. */
  name: string;
  type: K;
  inTransaction?: (tx: TTx, event: TDomainEventOf<K>) => Promise<void>;
  afterCommit?: (deps: TEventDeps, event: TDomainEventOf<K>) => Promise<void>;
};

export type TEventDeps = Pick<TAppDeps, 'database' | 'mail' | 'config'>;

/** A subscriber of any event type, as the registry holds it. */
type TAnySubscriber = { [K in TDomainEventType]: TSubscriber<K> }[TDomainEventType];

const subscribers = new Map<string, TAnySubscriber>();

export function subscriber<K extends TDomainEventType>(s: TSubscriber<K>): TSubscriber<K> {
  return s;
}

/** Wires subscribers (by name, so building several apps in one process registers each once). */
export function subscribe(list: readonly TAnySubscriber[]): void {
  for (const s of list) subscribers.set(s.name, s);
}

/** Takes subscribers out again (tests that wire their own; the app's are wired for the process's life). */
export function unsubscribe(names: readonly string[]): void {
  for (const name of names) subscribers.delete(name);
}

function subscribersOf<K extends TDomainEventType>(type: K): TSubscriber<K>[] {
  return [...subscribers.values()].filter((s): s is TSubscriber<K> & TAnySubscriber => s.type === type);
}

/**
 * Records an event in the caller's transaction and runs its in-transaction subscribers. An event nobody subscribes to
 * is a wiring mistake (the effect would silently not happen), so it throws.
 */
export async function publishEvent(tx: TTx, event: TDomainEvent): Promise<void> {
  const parsed = ZDomainEvent.parse(event);
  const subs = subscribersOf(parsed.type);
  if (subs.length === 0) throw new Error(`domain event ${parsed.type} has no subscriber`);
  await insertDomainEvent(tx, { type: parsed.type, payload: parsed, dispatched: !subs.some((s) => s.afterCommit) });
  for (const s of subs) await s.inTransaction?.(tx, parsed as never);
}

const BATCH = 20;
const LEASE_SECONDS = 60;
/** After this many failed runs an event is left for staff (its last error is on the row). */
export const EVENT_MAX_ATTEMPTS = 8;

/**
 * Runs the after-commit subscribers of every pending event, oldest first, and marks each done. Called right after a
 * use case that published commits, and by the jobs sweep. Returns how many events it handled.
 */
export async function dispatchDomainEvents(deps: TEventDeps): Promise<number> {
  const { db } = deps.database;
  let handled = 0;
  for (;;) {
    const batch = await db.transaction((tx) => claimPendingEvents(tx, { limit: BATCH, leaseSeconds: LEASE_SECONDS, maxAttempts: EVENT_MAX_ATTEMPTS }));
    for (const row of batch) {
      try {
        const event = ZDomainEvent.parse(row.payload);
        for (const s of subscribersOf(event.type)) await s.afterCommit?.(deps, event as never);
        await finishDomainEvent(db, row.id, { error: null });
      } catch (err) {
        // Backs off a little more each time (30 s, 60 s …) so a provider outage is not hammered.
        await finishDomainEvent(db, row.id, { error: err instanceof Error ? err.message : String(err), retryAfterSeconds: 30 * row.attempts });
      }
      handled++;
    }
    if (batch.length < BATCH) return handled;
  }
}
