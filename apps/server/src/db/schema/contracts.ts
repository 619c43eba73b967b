import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDepositStatus, TPaymentStatus } from '@scrapbridge/domain/orders/money';
import type { TContractStatus } from '@scrapbridge/domain/orders/queue';
import type { TDeduction, TQuoteType } from '@scrapbridge/domain/quote-method';
import { users } from './accounts.ts';
import { askDetails, asks } from './asks.ts';
import { quotes } from './quotes.ts';
import { createdAt, tradeTermColumns, updatedAt } from '../columns.ts';

/**
 * Contracts (§3 Contract/order, §4 Contract): written by a deal in the same transaction, pending confirmation, with
 * both parties, the lines, weights, prices and terms — what the orders work builds on. A live (not voided) contract
 * per ask at most: a second deal on one ask cannot be stored.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "SB" + date + sequence: what parties quote on the phone. */
    contractNo: text('contract_no').notNull(),
    status: text('status').$type<TContractStatus>().notNull().default('pending'),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    ...tradeTermColumns(),
    totalWeight: numeric('total_weight', { precision: 18, scale: 6 }).notNull(),
    /** The fixed-priced part (formula lines are priced at fixing). */
    totalAmount: numeric('total_amount', { precision: 20, scale: 4 }),
    underReview: boolean('under_review').notNull().default(false),
    dealAt: timestamp('deal_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** Both sides confirmed (§2 two-step confirmation): pending → signed. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** §4 Contract money: deposit paid | unpaid; payment unpaid | partial | paid — kept by the payments use cases. */
    depositStatus: text('deposit_status').$type<TDepositStatus>().notNull().default('unpaid'),
    paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull().default('unpaid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_no_key').on(t.contractNo),
    uniqueIndex('contracts_live_ask_key').on(t.askId).where(sql`status <> 'voided'`),
    // The agent's sale list reaches contracts through the asks it handles, voided ones included.
    index('contracts_ask_idx').on(t.askId),
    index('contracts_buyer_idx').on(t.buyerUserId, t.dealAt),
    index('contracts_seller_idx').on(t.sellerUserId, t.dealAt),
    index('contracts_quote_idx').on(t.quoteId),
    check('contracts_status_check', sql`${t.status} in ('pending', 'signed', 'voided')`),
    check('contracts_deposit_status_check', sql`${t.depositStatus} in ('unpaid', 'paid')`),
    check('contracts_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'partial', 'paid')`),
    // Order lists filter a party's contracts by status; staff queue by status and age.
    index('contracts_status_idx').on(t.status, t.dealAt),
    index('contracts_no_lower_idx').on(sql`lower(${t.contractNo})`),
  ],
);

export const contractLines = pgTable(
  'contract_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    askDetailId: uuid('ask_detail_id')
      .notNull()
      .references(() => askDetails.id),
    detailName: text('detail_name'),
    detailNameZh: text('detail_name_zh'),
    quoteType: text('quote_type').$type<TQuoteType>().notNull(),
    deduction: smallint('deduction').$type<TDeduction>().notNull(),
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    weight: numeric('weight', { precision: 18, scale: 6 }),
    containers: integer('containers'),
    amount: numeric('amount', { precision: 20, scale: 4 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('contract_lines_contract_idx').on(t.contractId, t.sort)],
);
