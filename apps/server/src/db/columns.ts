import { boolean, integer, numeric, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The creation and last-change times every table keeps, defined once so they read the same everywhere. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The trade terms a quote carries and the contract made from it copies (§3 Quote, Contract): delivery term and ports,
 * prepayment, deposit/balance split and timing, who fixes the price, tax. Defined once so the two tables never drift.
 * An ask states its terms differently (delivery_term, balance_timing, all optional while a draft), so it keeps its own.
 */
export const tradeTermColumns = (opts: { fixingSideDefault?: 'undecided' } = {}) => {
  const fixingSide = text('fixing_side').notNull();
  return {
    term: text('term').notNull(),
    portId: integer('port_id'),
    destinationPortId: integer('destination_port_id'),
    prepayRate: smallint('prepay_rate').notNull(),
    depositRatio: numeric('deposit_ratio', { precision: 4, scale: 1 }).notNull(),
    balanceRatio: numeric('balance_ratio', { precision: 4, scale: 1 }).notNull(),
    paymentTiming: text('payment_timing').notNull(),
    fixingSide: opts.fixingSideDefault ? fixingSide.default(opts.fixingSideDefault) : fixingSide,
    taxIncluded: boolean('tax_included').notNull().default(false),
  };
};
