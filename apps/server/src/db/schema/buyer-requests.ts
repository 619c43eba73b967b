import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TBuyerRequestState } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TQuoteType } from '@scrapbridge/domain/quote-method';
import { companies, users } from './accounts.ts';
import { dictData } from './catalog.ts';
import { asks } from './asks.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Buyer purchase requests (issue 16 item 1, §1 "a wanted-scrap market"): what a verified buyer wants to buy. The
 * grades are repeated as arrays (families and grades, in the order given) so the purchase market filters on the row
 * (GIN), as the buy list does for asks. Weight numeric(18,6) MT, money numeric (ARCHITECTURE.md). `version` is the
 * optimistic lock of edits and staff reviews (stale → 110801).
 */
export const buyerRequests = pgTable(
  'buyer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<TBuyerRequestState>().notNull(),
    title: text('title'),
    categoryIds: integer('category_ids').array().notNull(),
    subCategoryIds: integer('sub_category_ids').array().notNull(),
    weight: numeric('weight', { precision: 18, scale: 6 }),
    containers: integer('containers'),
    quoteType: text('quote_type').$type<TQuoteType>().notNull(),
    targetPrice: numeric('target_price', { precision: 18, scale: 4 }).notNull(),
    deliveryTerm: text('delivery_term').notNull(),
    portId: integer('port_id').references(() => dictData.id),
    destinationPortId: integer('destination_port_id').references(() => dictData.id),
    depositRatio: numeric('deposit_ratio', { precision: 4, scale: 1 }).notNull(),
    balanceRatio: numeric('balance_ratio', { precision: 4, scale: 1 }).notNull(),
    paymentTiming: text('payment_timing').notNull(),
    /** Last day offers are taken (inclusive, UTC). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    remark: text('remark'),
    photoFileIds: uuid('photo_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Spec documents (PDF, Excel, Word) the buyer uploaded with fileType request_spec (issue 16: "optional photos/specs"). */
    specFileIds: uuid('spec_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Title, grade names in zh and en and remark, lower-cased, for the market's search. */
    searchKey: text('search_key').notNull().default(''),
    refuseReason: text('refuse_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at'),
    publishedAt: ts('published_at'),
    closedAt: ts('closed_at'),
    /** Written by the demo seed (SEED_DEMO), shown as demo. */
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('buyer_requests_market_check', sql`${t.market} in ('intl', 'cn')`),
    check('buyer_requests_currency_check', sql`${t.currency} in ('USD', 'CNY')`),
    check('buyer_requests_state_check', sql`${t.state} in ('pending', 'live', 'refused', 'expired', 'fulfilled', 'closed')`),
    check('buyer_requests_refused_reason_check', sql`${t.state} <> 'refused' or ${t.refuseReason} is not null`),
    check('buyer_requests_quantity_check', sql`${t.weight} is not null or ${t.containers} is not null`),
    check('buyer_requests_ratio_check', sql`${t.depositRatio} + ${t.balanceRatio} = 100`),
    check('buyer_requests_delivery_term_check', sql`${t.deliveryTerm} in ('EXW', 'FAS', 'FOB', 'CNF', 'CIF')`),
    // The purchase market: live requests of a market, newest first (keyset on published_at, id).
    index('buyer_requests_live_idx').on(t.market, t.publishedAt, t.id).where(sql`state = 'live'`),
    index('buyer_requests_categories_gin').using('gin', t.categoryIds, t.subCategoryIds),
    // A request's photo or spec read by a supplier (the file route asks whether the file is on a visible request).
    index('buyer_requests_files_gin').using('gin', t.photoFileIds, t.specFileIds),
    index('buyer_requests_buyer_idx').on(t.buyerUserId, t.updatedAt),
    index('buyer_requests_review_idx').on(t.submittedAt, t.id).where(sql`state = 'pending'`),
    // The expiry sweep finds lapsed live requests without scanning the others.
    index('buyer_requests_live_valid_idx').on(t.validUntil).where(sql`state = 'live'`),
  ],
);

/**
 * A supplier's answer to a request: one of their asks. The negotiation then runs on the ask (quotes, buy-it-now,
 * deal, contract); this row only links the two, so a deal on the ask can fulfil the request.
 */
export const buyerRequestOffers = pgTable(
  'buyer_request_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => buyerRequests.id, { onDelete: 'cascade' }),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id),
    supplierUserId: uuid('supplier_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_request_offers_key').on(t.requestId, t.askId),
    index('buyer_request_offers_ask_idx').on(t.askId),
    index('buyer_request_offers_supplier_idx').on(t.supplierUserId, t.requestId),
  ],
);
