import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAskState } from '@scrapbridge/domain/ask';
import type { TMediaKind } from '@scrapbridge/domain/media';
import type { TDeduction, TQuoteType } from '@scrapbridge/domain/quote-method';
import { companies, users } from './accounts.ts';
import { categories, dictData } from './catalog.ts';
import { files } from './files.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Asks (sell listings, §3 Ask and Ask publication fields). Weights are numeric(18,6) MT and money numeric, never
 * float (ARCHITECTURE.md). `version` is the optimistic lock of edits and staff reviews (stale → 110801).
 * total_weight, sort_price and search_key are kept in step with the lines by the use cases, so the buyer list is
 * one indexed statement without aggregating the lines of every candidate ask.
 */
export const asks = pgTable(
  'asks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    agentUserId: uuid('agent_user_id').references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<TAskState>().notNull(),
    refuseReason: text('refuse_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    askName: text('ask_name'),
    askNameZh: text('ask_name_zh'),
    descriptions: text('descriptions'),
    descriptionsZh: text('descriptions_zh'),
    comboLoadName: text('combo_load_name'),
    originCountryId: integer('origin_country_id').references(() => dictData.id),
    loadingCountryId: integer('loading_country_id').references(() => dictData.id),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    addressDetail: text('address_detail'),
    deliveryTerm: text('delivery_term'),
    exwAddress: text('exw_address'),
    portId: integer('port_id').references(() => dictData.id),
    destinationPortId: integer('destination_port_id').references(() => dictData.id),
    rampId: integer('ramp_id').references(() => dictData.id),
    /** biz_prescription id; validity_hours null = until sold (872). */
    validityId: integer('validity_id').references(() => dictData.id),
    validityHours: integer('validity_hours'),
    /** Set when the ask goes live (approval): now() + validity_hours; null while not live or until sold. */
    validUntil: ts('valid_until'),
    preferredQuoteType: text('preferred_quote_type').$type<TQuoteType>(),
    fixingSide: text('fixing_side').notNull().default('undecided'),
    shipmentDays: integer('shipment_days'),
    packingMethod: text('packing_method'),
    specs: text('specs'),
    originCertificate: boolean('origin_certificate').notNull().default(false),
    customsRejectionResponsible: boolean('customs_rejection_responsible').notNull().default(false),
    depositRatio: numeric('deposit_ratio', { precision: 4, scale: 1 }),
    balanceRatio: numeric('balance_ratio', { precision: 4, scale: 1 }),
    balanceTiming: text('balance_timing'),
    priceCutoffAt: ts('price_cutoff_at'),
    pricingPeriod: text('pricing_period'),
    buyerRemark: text('buyer_remark'),
    /** Buy-it-now price per MT in the market currency. */
    firmPrice: numeric('firm_price', { precision: 18, scale: 4 }),
    clickCount: integer('click_count').notNull().default(0),
    /** Sum of the lines' weights (MT): weight filter and sort. */
    totalWeight: numeric('total_weight', { precision: 18, scale: 6 }).notNull().default('0'),
    /** Lowest FIXED unit price of the lines: the price sort (formula-only asks sort last). */
    sortPrice: numeric('sort_price', { precision: 18, scale: 4 }),
    /**
     * The lines' families, grades and quote types, repeated on the ask so the buyer list filters them on the row
     * it is reading (GIN asks_categories_gin) instead of probing the lines of every candidate.
     */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    subCategoryIds: integer('sub_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    quoteTypes: text('quote_types').array().notNull().default(sql`'{}'::text[]`),
    /** Names and categories in zh and en for the trigram search (domain material-search.ts explains the encoding). */
    searchKey: text('search_key').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When it last entered review (queue order). */
    submittedAt: ts('submitted_at'),
    /** When staff approved it (the buyer list's "newest"). */
    publishedAt: ts('published_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('asks_market_check', sql`${t.market} in ('intl', 'cn')`),
    check('asks_currency_check', sql`${t.currency} in ('USD', 'CNY')`),
    check('asks_state_check', sql`${t.state} in ('draft', 'auditing', 'active', 'refused', 'deal', 'expired', 'deleted')`),
    check('asks_refused_reason_check', sql`${t.state} <> 'refused' or ${t.refuseReason} is not null`),
    check('asks_fixing_side_check', sql`${t.fixingSide} in ('buyer', 'seller', 'undecided')`),
    check('asks_delivery_term_check', sql`${t.deliveryTerm} is null or ${t.deliveryTerm} in ('EXW', 'FAS', 'FOB', 'CNF', 'CIF')`),
    check('asks_ratio_check', sql`${t.depositRatio} is null or ${t.balanceRatio} is null or ${t.depositRatio} + ${t.balanceRatio} = 100`),
    check('asks_click_count_check', sql`${t.clickCount} >= 0`),
    // The buyer list's capped count: an index-only scan of the live asks of a market and their end time.
    index('asks_live_market_valid_idx').on(t.market, t.validUntil).where(sql`state = 'active'`),
    // The buyer list: one partial index per sort, on live asks of a market.
    index('asks_live_newest_idx').on(t.market, t.publishedAt, t.id).where(sql`state = 'active'`),
    index('asks_live_weight_idx').on(t.market, t.totalWeight, t.id).where(sql`state = 'active'`),
    index('asks_live_price_idx').on(t.market, t.sortPrice, t.id).where(sql`state = 'active'`),
    // Price high to low keeps formula-only asks (no price) last, which a backward scan of the index above cannot.
    index('asks_live_price_desc_idx').on(t.market, t.sortPrice.desc().nullsLast(), t.id.desc()).where(sql`state = 'active'`),
    index('asks_live_clicks_idx').on(t.market, t.clickCount, t.id).where(sql`state = 'active'`),
    index('asks_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('asks_categories_gin').using('gin', t.categoryIds, t.subCategoryIds),
    index('asks_origin_idx').on(t.originCountryId),
    index('asks_loading_idx').on(t.loadingCountryId),
    index('asks_port_idx').on(t.portId),
    index('asks_seller_idx').on(t.sellerUserId, t.updatedAt),
    index('asks_agent_idx').on(t.agentUserId).where(sql`agent_user_id is not null`),
    index('asks_review_queue_idx').on(t.submittedAt, t.id).where(sql`state = 'auditing'`),
    // The expiry sweep finds lapsed live asks without scanning the live ones.
    index('asks_live_valid_until_idx').on(t.validUntil).where(sql`state = 'active' and valid_until is not null`),
  ],
);

/** Detail lines (§3 Ask detail): what is sold, how much, at what price or formula. */
export const askDetails = pgTable(
  'ask_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    detailName: text('detail_name'),
    detailNameZh: text('detail_name_zh'),
    weight: numeric('weight', { precision: 18, scale: 6 }),
    quoteType: text('quote_type').$type<TQuoteType>(),
    /** FIXED: price per MT; formulas: the percent (deduction 1) or the discount (deduction 2). */
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }),
    currency: text('currency').notNull(),
    minPrice: numeric('min_price', { precision: 18, scale: 4 }),
    maxPrice: numeric('max_price', { precision: 18, scale: 4 }),
    deduction: smallint('deduction').$type<TDeduction>().notNull().default(0),
    elementContent: text('element_content'),
    coverFileId: uuid('cover_file_id').references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('ask_details_ask_idx').on(t.askId, t.sort),
    index('ask_details_category_idx').on(t.categoryId, t.askId),
    index('ask_details_sub_category_idx').on(t.subCategoryId, t.askId),
    index('ask_details_quote_type_idx').on(t.quoteType, t.askId),
    check('ask_details_deduction_check', sql`${t.deduction} in (0, 1, 2)`),
    check('ask_details_currency_check', sql`${t.currency} in ('USD', 'CNY')`),
    check('ask_details_weight_check', sql`${t.weight} is null or ${t.weight} > 0`),
    check('ask_details_min_max_check', sql`${t.minPrice} is null or ${t.maxPrice} is null or ${t.minPrice} <= ${t.maxPrice}`),
  ],
);

/**
 * Pictures and videos of a line, in order. ask_id is repeated so the card's first five images of an ask are one
 * index range (ask_media_ask_sort_idx), whatever the line.
 */
export const askMedia = pgTable(
  'ask_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id, { onDelete: 'cascade' }),
    detailId: uuid('detail_id')
      .notNull()
      .references(() => askDetails.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').$type<TMediaKind>().notNull(),
    ext: text('ext').notNull(),
    /** Order within the ask: line order first, the line's cover first within it. */
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('ask_media_ask_sort_idx').on(t.askId, t.sort),
    index('ask_media_detail_idx').on(t.detailId, t.sort),
    index('ask_media_file_idx').on(t.fileId),
    uniqueIndex('ask_media_detail_file_key').on(t.detailId, t.fileId),
    check('ask_media_kind_check', sql`${t.kind} in ('image', 'video')`),
  ],
);

/** One row per viewer, ask and day: a card click counts once a day per viewer (§4 New tag, click counts). */
export const askClicks = pgTable(
  'ask_clicks',
  {
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.askId, t.userId, t.day] })],
);

/** §7 /func/log and /user/event/{funcKey}: what users do, for product analytics and the operator's follow-up. */
export const userEvents = pgTable(
  'user_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** func_log | user_event: which §7 call recorded it. */
    source: text('source').notNull(),
    funcKey: text('func_key').notNull(),
    askId: uuid('ask_id').references(() => asks.id, { onDelete: 'set null' }),
    detail: jsonb('detail'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_events_created_idx').on(t.createdAt),
    index('user_events_key_idx').on(t.funcKey, t.createdAt),
    check('user_events_source_check', sql`${t.source} in ('func_log', 'user_event')`),
  ],
);
