import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TShopStatus } from '@scrapbridge/domain/shop';
import { companies, users } from './accounts.ts';
import { files } from './files.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Seller shops (§3 Shop; §4 shop status ok / waiting / failed, reviewed within 3 working days). One per seller.
 * `version` is the optimistic lock of edits and staff reviews (stale → 110801).
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id),
    status: text('status').$type<TShopStatus>().notNull().default('waiting'),
    failReason: text('fail_reason'),
    factoriesNumber: integer('factories_number').notNull(),
    employeesNumber: integer('employees_number').notNull(),
    establishmentTime: date('establishment_time').notNull(),
    profileZh: text('profile_zh'),
    profileEn: text('profile_en'),
    /** When it last entered review, and when that review is due (§9: 3 working days). */
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    dueAt: ts('due_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    /** When it last went (or came back) public: the shop list's order. */
    approvedAt: ts('approved_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_seller_key').on(t.sellerUserId),
    check('shops_status_check', sql`${t.status} in ('waiting', 'ok', 'failed')`),
    check('shops_failed_reason_check', sql`${t.status} <> 'failed' or ${t.failReason} is not null`),
    check('shops_factories_check', sql`${t.factoriesNumber} between 0 and 999`),
    check('shops_employees_check', sql`${t.employeesNumber} >= 0`),
    // The public list: approved shops, newest approval first.
    index('shops_public_idx').on(t.approvedAt, t.id).where(sql`status = 'ok'`),
    // The staff queue: waiting, oldest first.
    index('shops_queue_idx').on(t.submittedAt, t.id).where(sql`status = 'waiting'`),
  ],
);

/** Company pictures of a shop, in order (§3: at least 1). */
export const shopPictures = pgTable(
  'shop_pictures',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.fileId] }),
    index('shop_pictures_order_idx').on(t.shopId, t.sort),
    // The file read checks "is this picture on an approved shop" by file id.
    index('shop_pictures_file_idx').on(t.fileId),
  ],
);

/** §6 "Vip can follow shops" (/follow-shop). */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_follows_shop_idx').on(t.shopId), index('shop_follows_user_idx').on(t.userId, t.createdAt)],
);
