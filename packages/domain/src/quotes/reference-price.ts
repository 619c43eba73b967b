import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { REFERENCE_BASES, REFERENCE_UNITS, type TReferenceBasis } from './price-normalise.ts';

/**
 * Reference prices: a daily settlement per basis (LME, COMEX, SHFE-based Chinese quotes, the exchange rate) that staff
 * enter or import from CSV in the staff console. Kept for the market-price work to extend (history, charts).
 */
export const ZReferencePriceInput = z.object({
  basis: z.enum(REFERENCE_BASES),
  /** The settlement day (YYYY-MM-DD). */
  priceDate: z.iso.date(),
  price: zDecimal({ decimals: 6, positive: true, max: 100_000_000 }),
  source: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100).optional()),
});
export type TReferencePriceInput = z.infer<typeof ZReferencePriceInput>;

export const ZReferencePrice = z.object({
  id: z.string(),
  basis: z.enum(REFERENCE_BASES),
  unit: z.enum(['USD_PER_MT', 'US_CENTS_PER_LB', 'CNY_PER_MT', 'CNY_PER_USD']),
  priceDate: z.string(),
  price: z.number(),
  source: z.string().nullable(),
  updatedAt: z.string(),
});
export type TReferencePrice = z.infer<typeof ZReferencePrice>;

export const ZReferencePriceParams = z.object({ id: z.uuid() });
export const ZReferencePriceListQuery = z.object({
  basis: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REFERENCE_BASES).optional()),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZReferencePricePage = z.object({ rows: z.array(ZReferencePrice), total: z.number().int() });
/** The latest settlement of every basis (what the quote list ranks with). */
export const ZLatestReferencePrices = z.object({ rows: z.array(ZReferencePrice) });

/** A CSV file is at most this many rows: a few years of every basis. */
export const REFERENCE_CSV_MAX_ROWS = 5_000;
export const ZReferencePriceImportRequest = z.object({ csv: z.string().min(1).max(500_000) });
export const ZReferencePriceImportResult = z.object({ imported: z.number().int(), updated: z.number().int() });

export function referenceUnit(basis: TReferenceBasis) {
  return REFERENCE_UNITS[basis];
}
