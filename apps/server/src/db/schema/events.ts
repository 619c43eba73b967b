import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The domain events outbox (ARCHITECTURE.md "areas"): a use case that has an effect on another area (a deal writes a
 * contract, moves the ask, notifies the parties) records the event here in its own transaction. Handlers that must
 * commit with it run inside that transaction; handlers that act after it (mail delivery) run from this row, so an
 * event is never lost to a crash between the commit and the mail: the dispatcher picks up every row not yet
 * dispatched.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every after-commit handler has run (at once when the event has none). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** A dispatcher working on the row holds it until then; past it (the instance died), another takes it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    // The dispatcher reads only the pending rows, oldest first.
    index('domain_events_pending_idx').on(t.occurredAt).where(sql`${t.dispatchedAt} is null`),
    index('domain_events_type_idx').on(t.type, t.occurredAt),
  ],
);
