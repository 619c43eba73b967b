import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Request counters of the rate-limited routes (lib/pg-rate-limit-store.ts), shared by every API instance on the
 * database: one row per route and client key, counting hits in a fixed window that starts with the first hit.
 * A window that has ended is restarted by the next hit; the jobs registry deletes ended windows.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The limiter's name (route) and the client key, e.g. "POST /saas-v1/account/login|203.0.113.7". */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/**
 * Failed password sign-ins per account identity (issue 13: the per-account brake), keyed by the normalized identity a
 * caller typed, whether or not an account has it, so the brake itself says nothing about which accounts exist.
 * Every instance reads and counts here; a successful sign-in (password or code) deletes the account's rows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** identityTarget(): lower-cased e-mail, or "<country>:<number>". */
    target: text('target').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_last_idx').on(t.lastFailureAt), check('sign_in_failures_positive', sql`${t.failures} > 0`)],
);
