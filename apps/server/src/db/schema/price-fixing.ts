import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { contractLines, contracts } from './contracts.ts';
import { shipments } from './orders.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Price fixing of formula-priced shipments (issue 14 item 4; §3 Shipment donePricing, §4 Price fixing, §7
 * /order/commitPricing). One row per request to fix one shipment: asked by the fixing side (or written by the sweep's
 * fallback), then confirmed by staff against one day's settlement of the line's basis — the price, the settlement it
 * used, the weight and the amount stored together, so a fix can be checked later — or rejected with a reason.
 * Rejected rows stay for the record; a shipment has at most one live row (requested or confirmed): two parallel
 * commits on one shipment store one request.
 */
export const shipmentPriceFixes = pgTable(
  'shipment_price_fixes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The formula line whose formula prices the shipment. */
    contractLineId: uuid('contract_line_id')
      .notNull()
      .references(() => contractLines.id, { onDelete: 'cascade' }),
    /** requested | confirmed | rejected */
    status: text('status').$type<'requested' | 'confirmed' | 'rejected'>().notNull().default('requested'),
    /** request: asked by the fixing side; fallback: written by the sweep when the pricing window closed unfixed. */
    origin: text('origin').$type<'request' | 'fallback'>().notNull().default('request'),
    /** Null for the sweep's fallback fixes. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's reason for a rejection. */
    reason: text('reason'),
    /** The settlement a confirmed fix used: basis (LME, CMX, SHCU …), its exchange day and price in the basis unit. */
    basis: text('basis'),
    settlementDate: date('settlement_date'),
    settlementPrice: numeric('settlement_price', { precision: 18, scale: 6 }),
    pricePerMt: numeric('price_per_mt', { precision: 18, scale: 2 }),
    currency: text('currency'),
    netWeight: numeric('net_weight', { precision: 18, scale: 6 }),
    amount: numeric('amount', { precision: 20, scale: 2 }),
    /** Staff who confirmed or rejected (null when the sweep fixed it). */
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipment_price_fixes_live_key').on(t.shipmentId).where(sql`status in ('requested', 'confirmed')`),
    index('shipment_price_fixes_contract_idx').on(t.contractId, t.requestedAt),
    index('shipment_price_fixes_status_idx').on(t.status, t.requestedAt),
    check('shipment_price_fixes_status_check', sql`${t.status} in ('requested', 'confirmed', 'rejected')`),
    check('shipment_price_fixes_origin_check', sql`${t.origin} in ('request', 'fallback')`),
    check(
      'shipment_price_fixes_confirmed_check',
      sql`${t.status} <> 'confirmed' or (${t.pricePerMt} is not null and ${t.settlementDate} is not null and ${t.amount} is not null and ${t.netWeight} is not null)`,
    ),
  ],
);
