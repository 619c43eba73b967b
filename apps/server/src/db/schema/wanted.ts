import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { categories } from './catalog.ts';
import { createdAt } from '../columns.ts';

/**
 * Followed categories (§3 Wanted item): what scrap a user wants to hear about. pushSwitch 0 on, 1 off (§3).
 * Indexed by category for the fan-out when staff approve an ask (who follows any of its categories).
 */
export const wantedCategories = pgTable(
  'wanted_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    pushSwitch: smallint('push_switch').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wanted_user_category_key').on(t.userId, t.categoryId),
    index('wanted_category_idx').on(t.categoryId, t.userId),
    check('wanted_push_switch_check', sql`${t.pushSwitch} in (0, 1)`),
  ],
);
