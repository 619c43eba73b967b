import { timestamp } from 'drizzle-orm/pg-core';

/** The creation and last-change times every table keeps, defined once so they read the same everywhere. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
