import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { REFERENCE_UNITS, TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Reference prices: one daily settlement per basis (LME, COMEX, the Chinese quotes, USD/CNY), entered or imported by
 * staff. The quote list ranks offers at the latest of each; the market-price work extends it (history, charts).
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basis: text('basis').$type<TReferenceBasis>().notNull(),
    unit: text('unit').$type<(typeof REFERENCE_UNITS)[TReferenceBasis]>().notNull(),
    priceDate: date('price_date').notNull(),
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    source: text('source'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also the "latest per basis" lookup: one backward index step per basis.
    uniqueIndex('reference_prices_basis_date_key').on(t.basis, t.priceDate),
    index('reference_prices_date_idx').on(t.priceDate),
    check('reference_prices_basis_check', sql`${t.basis} in ('LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL', 'USDCNY')`),
    check('reference_prices_price_check', sql`${t.price} > 0`),
  ],
);
