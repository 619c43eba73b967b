import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the start-up seeds last wrote or checked, as a fingerprint of the data the code ships: one row per seed
 * ('reference' for the catalogue and reference data, 'demo' for the demo data). A start whose code ships the same
 * data finds its fingerprint here and skips the seed's checks (seed/seed-fingerprint.ts, bench/startup); new
 * reference data or a new demo step changes the fingerprint, and the next start runs the seed again.
 */
export const seedFingerprints = pgTable('seed_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});
