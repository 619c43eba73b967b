import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../db/client.ts';
import { domainEvents } from '../db/schema.ts';

export type TDomainEventRow = typeof domainEvents.$inferSelect;

export async function insertDomainEvent(tx: TTx, values: { type: string; payload: unknown; dispatched: boolean }): Promise<string> {
  const [row] = await tx
    .insert(domainEvents)
    .values({ type: values.type, payload: values.payload, dispatchedAt: values.dispatched ? sql`now()` : null })
    .returning({ id: domainEvents.id });
  return row!.id;
}

/**
 * Takes up to `limit` pending events, oldest first, for `leaseSeconds`: rows another dispatcher holds are skipped
 * (SKIP LOCKED while claiming, the lease afterwards), rows whose lease ran out (that dispatcher died) are taken over,
 * and an event that failed `maxAttempts` times stays for staff to look at instead of being retried for ever.
 */
export async function claimPendingEvents(tx: TTx, opts: { limit: number; leaseSeconds: number; maxAttempts: number }): Promise<TDomainEventRow[]> {
  const ids = await tx
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.dispatchedAt),
        lt(domainEvents.attempts, opts.maxAttempts),
        or(isNull(domainEvents.claimedUntil), lt(domainEvents.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(domainEvents.occurredAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  if (ids.length === 0) return [];
  return tx
    .update(domainEvents)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${opts.leaseSeconds})`, attempts: sql`${domainEvents.attempts} + 1` })
    .where(inArray(domainEvents.id, ids.map((r) => r.id)))
    .returning();
}

/** Done; or failed, and then left alone for `retryAfterSeconds` (the lease is simply extended) before the next try. */
export async function finishDomainEvent(db: TDbOrTx, id: string, outcome: { error: null } | { error: string; retryAfterSeconds: number }): Promise<void> {
  await db
    .update(domainEvents)
    .set(
      outcome.error === null
        ? { dispatchedAt: sql`now()`, claimedUntil: null, lastError: null }
        : { claimedUntil: sql`now() + make_interval(secs => ${outcome.retryAfterSeconds})`, lastError: outcome.error.slice(0, 2000) },
    )
    .where(eq(domainEvents.id, id));
}
