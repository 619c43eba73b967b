import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDeduction, TQuoteType } from '@scrapbridge/domain/quote-method';
import type { TQuoteAction, TQuoteActor, TQuoteState } from '@scrapbridge/domain/quotes/quote-machine';
import { users } from './accounts.ts';
import { askDetails, asks } from './asks.ts';
import { createdAt, tradeTermColumns, updatedAt } from '../columns.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

const QUOTE_STATES_SQL = sql.raw(
  `'waiting', 'dicker', 'bargaining', 'confirm', 'deal', 'auditing', 'refuse', 'recalled', 'cancelled', 'rejected', 'expired', 'lost'`,
);

/**
 * Quotes (§3 My quote, Quote content): one buyer's offer on one ask and where the negotiation stands. `version` is the
 * optimistic lock every action sends back (stale → 110801). A buyer has one live quote per ask (partial unique
 * index), and an ask has at most one quote holding it (locked, dealt or dealt under review): the database itself
 * refuses a second deal, whatever the application does.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    /** The ask's seller, repeated so "quotes on my asks" needs no join. */
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<TQuoteState>().notNull(),
    version: integer('version').notNull().default(1),
    weightUnit: text('weight_unit').notNull().default('MT'),
    ...tradeTermColumns({ fixingSideDefault: 'undecided' }),
    validWhen: text('valid_when'),
    firm: boolean('firm').notNull().default(false),
    remark: text('remark'),
    viaBuyNow: boolean('via_buy_now').notNull().default(false),
    methodMismatch: boolean('method_mismatch').notNull().default(false),
    /** When the seller accepted (state confirm): the lock lapses CONFIRM_LOCK_HOURS later. */
    lockedAt: ts('locked_at'),
    dealAt: ts('deal_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quotes_state_check', sql`${t.state} in (${QUOTE_STATES_SQL})`),
    check('quotes_market_check', sql`${t.market} in ('intl', 'cn')`),
    check('quotes_currency_check', sql`${t.currency} in ('USD', 'CNY')`),
    check('quotes_term_check', sql`${t.term} in ('EXW', 'FAS', 'FOB', 'CNF', 'CFR', 'CIF')`),
    check('quotes_prepay_check', sql`${t.prepayRate} between 0 and 100`),
    check('quotes_ratio_check', sql`${t.depositRatio} + ${t.balanceRatio} = 100`),
    check('quotes_weight_unit_check', sql`${t.weightUnit} in ('MT', 'LBS')`),
    // One live quote per buyer and ask (history rows — cancelled, rejected, expired, lost — do not count).
    uniqueIndex('quotes_live_buyer_key')
      .on(t.askId, t.buyerUserId)
      .where(sql`state in ('waiting', 'dicker', 'bargaining', 'confirm', 'deal', 'auditing', 'refuse', 'recalled')`),
    // At most one quote holds an ask: the last line of defence against a double deal.
    uniqueIndex('quotes_ask_holder_key').on(t.askId).where(sql`state in ('confirm', 'deal', 'auditing')`),
    index('quotes_ask_idx').on(t.askId, t.createdAt),
    index('quotes_buyer_idx').on(t.buyerUserId, t.updatedAt),
    index('quotes_review_idx').on(t.dealAt).where(sql`state = 'auditing'`),
    // The expiry sweep's work list: quotes still negotiating.
    index('quotes_open_idx').on(t.askId).where(sql`state in ('waiting', 'dicker', 'bargaining', 'confirm')`),
  ],
);

/** The quoted lines: the buyer's latest price, the seller's latest counter, and the price both agreed. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    askDetailId: uuid('ask_detail_id')
      .notNull()
      .references(() => askDetails.id, { onDelete: 'cascade' }),
    quoteType: text('quote_type').$type<TQuoteType>().notNull(),
    deduction: smallint('deduction').$type<TDeduction>().notNull(),
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    counterPrice: numeric('counter_price', { precision: 18, scale: 4 }),
    agreedPrice: numeric('agreed_price', { precision: 18, scale: 4 }),
    /** MT (converted from the quote's unit on the way in). */
    weight: numeric('weight', { precision: 18, scale: 6 }),
    containers: integer('containers'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    // Lines are read by quote through the unique index below (a quote has a handful): no second index to maintain
    // on every placement.
    uniqueIndex('quote_lines_quote_detail_key').on(t.quoteId, t.askDetailId),
    check('quote_lines_deduction_check', sql`${t.deduction} in (0, 1, 2)`),
    check('quote_lines_amount_check', sql`${t.weight} is not null or ${t.containers} is not null`),
  ],
);

/** The negotiation thread: every step of a quote, who took it, the prices offered and the remark. Append-only. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    askId: uuid('ask_id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').$type<TQuoteActor>().notNull(),
    action: text('action').$type<TQuoteAction>().notNull(),
    fromState: text('from_state').$type<TQuoteState>(),
    toState: text('to_state').$type<TQuoteState>().notNull(),
    /** [{askDetailId, price}] offered in this step. */
    lines: jsonb('lines'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_events_quote_idx').on(t.quoteId, t.createdAt),
    check('quote_events_actor_check', sql`${t.actor} in ('buyer', 'seller', 'staff', 'system')`),
  ],
);

/**
 * Idempotency keys of the mutating quote calls: the first request with a key stores its answer in the same
 * transaction as its effect, so a retry (a lost response, a double click) gets the same answer and does nothing
 * twice. A different request under the same key is refused (1106).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, route and a hash of the body: what the key was first used for. */
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
