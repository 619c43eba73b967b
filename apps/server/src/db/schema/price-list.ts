import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TMarket } from '@scrapbridge/domain/market';
import { users } from './accounts.ts';
import { categories } from './catalog.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * The market price list (§3 Price list item; issue 14). An item is one grade at one place, listed under a category
 * group (the catalogue's family) and optionally linked to the grade; staff add, edit and retire items (retired ones
 * leave the public list but keep their history and follows).
 */
export const priceItems = pgTable(
  'price_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What import files name; upper case, unique (re-importing a file finds the same items). */
    code: text('code').notNull(),
    /** §1 market: intl prices in USD, cn prices in CNY, per MT. */
    market: text('market').$type<TMarket>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    description: text('description'),
    descriptionZh: text('description_zh'),
    location: text('location'),
    port: text('port'),
    remark: text('remark'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Written by the demo seed (SEED_DEMO), shown as demo. */
    demo: boolean('demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_items_code_key').on(t.code),
    index('price_items_category_idx').on(t.categoryId),
    index('price_items_sub_category_idx').on(t.subCategoryId),
    check('price_items_market_check', sql`${t.market} in ('intl', 'cn')`),
    check('price_items_description_check', sql`${t.description} is not null or ${t.descriptionZh} is not null`),
  ],
);

/** One item's five §3 prices on one day, per MT in the item's currency (§9 price refresh: daily). */
export const pricePoints = pgTable(
  'price_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => priceItems.id, { onDelete: 'cascade' }),
    priceDate: date('price_date').notNull(),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 2 }),
    domesticSalesPrice: numeric('domestic_sales_price', { precision: 14, scale: 2 }),
    exportSalesPrice: numeric('export_sales_price', { precision: 14, scale: 2 }),
    fasPrice: numeric('fas_price', { precision: 14, scale: 2 }),
    cifCnfPrice: numeric('cif_cnf_price', { precision: 14, scale: 2 }),
    remark: text('remark'),
    demo: boolean('demo').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One point per item and day (a re-import or a second grid save updates it); also the history and latest lookup.
    uniqueIndex('price_points_item_date_key').on(t.itemId, t.priceDate),
    index('price_points_date_idx').on(t.priceDate),
    check(
      'price_points_some_price_check',
      sql`coalesce(${t.purchasePrice}, ${t.domesticSalesPrice}, ${t.exportSalesPrice}, ${t.fasPrice}, ${t.cifCnfPrice}) is not null`,
    ),
    check(
      'price_points_positive_check',
      sql`coalesce(${t.purchasePrice}, 1) > 0 and coalesce(${t.domesticSalesPrice}, 1) > 0 and coalesce(${t.exportSalesPrice}, 1) > 0 and coalesce(${t.fasPrice}, 1) > 0 and coalesce(${t.cifCnfPrice}, 1) > 0`,
    ),
  ],
);

/**
 * What a reader follows (issue 14 item 3): a price item (kind 'item', key = the item's id) or an exchange series
 * (kind 'series', key = the reference basis: LME, CMX, SHCU, CJCU, JLCU, BTAL, USDCNY), with optional alert settings:
 * a move of more than alert_pct % day on day, or crossing alert_level; alert_direction 'up' / 'down' limits both to
 * one direction (null: either). last_alerted_on keeps the alert to once a day.
 */
export const priceFollows = pgTable(
  'price_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'item' | 'series'>().notNull(),
    key: text('key').notNull(),
    alertPct: numeric('alert_pct', { precision: 6, scale: 2 }),
    alertLevel: numeric('alert_level', { precision: 18, scale: 6 }),
    alertDirection: text('alert_direction').$type<'up' | 'down'>(),
    lastAlertedOn: date('last_alerted_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_follows_user_kind_key_key').on(t.userId, t.kind, t.key),
    // The alert sweep reads the followers of one item or series.
    index('price_follows_kind_key_idx').on(t.kind, t.key),
    check('price_follows_kind_check', sql`${t.kind} in ('item', 'series')`),
    check('price_follows_direction_check', sql`${t.alertDirection} is null or ${t.alertDirection} in ('up', 'down')`),
    check('price_follows_alert_pct_check', sql`${t.alertPct} is null or ${t.alertPct} > 0`),
    check('price_follows_alert_level_check', sql`${t.alertLevel} is null or ${t.alertLevel} > 0`),
  ],
);
