import { z } from 'zod';
import { compareDecimals, divDecimals, mulDecimals, roundDecimalText, subDecimals } from '../decimal.ts';
import { REFERENCE_BASES, REFERENCE_UNITS, type TReferenceBasis } from '../quotes/price-normalise.ts';

/**
 * The exchange prices board (issue 14 item 2, §7 "futures under /app-future"): the daily settlement series the
 * market already keeps in reference prices (LME copper, COMEX copper, the Chinese copper and aluminium quotes, the
 * USD/CNY rate) shown as a quotes board — latest, previous, change and % — and each series' history.
 */

/** Decimals a series is shown with: the exchange rate moves in the fourth place, prices in the second. */
export function seriesDecimals(basis: TReferenceBasis): number {
  return basis === 'USDCNY' ? 4 : 2;
}

export type TSeriesChange = {
  /** latest − previous in the series' unit, rounded to its decimals ("-12.50", "0.0123"). */
  change: string;
  /** (latest − previous) / previous × 100, 2 decimals. */
  changePercent: string;
  direction: 'up' | 'down' | 'flat';
};

/** The move of a series between its two latest settlements, exact and rounded once. Null with no previous one. */
export function seriesChange(basis: TReferenceBasis, previous: string | null, latest: string): TSeriesChange | null {
  if (previous === null || compareDecimals(previous, '0') === 0) return null;
  const diff = subDecimals(latest, previous);
  const sign = compareDecimals(diff, '0');
  return {
    change: roundDecimalText(diff, seriesDecimals(basis)),
    changePercent: roundDecimalText(divDecimals(mulDecimals(diff, '100'), previous, 4), 2),
    direction: sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat',
  };
}

export const FUTURES_RANGES = ['1M', '3M', '1Y', '5Y', 'ALL'] as const;
export type TFuturesRange = (typeof FUTURES_RANGES)[number];

/**
 * The first day a history range holds, counted back from the series' latest settlement (not from today: a series
 * not published for a week still shows a full month). Null for ALL.
 */
export function rangeStart(range: TFuturesRange, latestDate: string): string | null {
  if (range === 'ALL') return null;
  const [y, m, d] = latestDate.split('-').map(Number) as [number, number, number];
  const monthsBack = range === '1M' ? 1 : range === '3M' ? 3 : range === '1Y' ? 12 : 60;
  const months = y * 12 + (m - 1) - monthsBack;
  const year = Math.floor(months / 12);
  const month = months % 12;
  // The same day of the earlier month, or its last day (31 March − 1 month = 28 February).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** A history answer is at most this many settlements (20 years of trading days); ALL beyond it keeps the newest. */
export const FUTURES_HISTORY_MAX_POINTS = 6_000;

const ZBasis = z.enum(REFERENCE_BASES);
const ZUnit = z.enum(['USD_PER_MT', 'US_CENTS_PER_LB', 'CNY_PER_MT', 'CNY_PER_USD']);

export const ZFuturesQuote = z.object({
  basis: ZBasis,
  unit: ZUnit,
  /** Decimals the series is shown with (2, or 4 for USDCNY). */
  decimals: z.number().int(),
  latestDate: z.string(),
  /** Decimal text in the unit. */
  latest: z.string(),
  previousDate: z.string().nullable(),
  previous: z.string().nullable(),
  change: z.string().nullable(),
  changePercent: z.string().nullable(),
  direction: z.enum(['up', 'down', 'flat']).nullable(),
  /** Where the latest settlement came from: staff (null or their note), an import, `http:<host>`, or `demo`. */
  source: z.string().nullable(),
  /** The latest settlement is demo data (source `demo`), and the board says so. */
  demo: z.boolean(),
});
export type TFuturesQuote = z.infer<typeof ZFuturesQuote>;

/** `GET /app-future/futures/board`: one row per series that has a settlement, in REFERENCE_BASES order. */
export const ZFuturesBoard = z.object({ rows: z.array(ZFuturesQuote) });
export type TFuturesBoard = z.infer<typeof ZFuturesBoard>;

export const ZFuturesHistoryQuery = z.object({
  basis: ZBasis,
  range: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FUTURES_RANGES).default('3M')),
});
export type TFuturesHistoryQuery = z.infer<typeof ZFuturesHistoryQuery>;

export const ZFuturesPoint = z.object({ date: z.string(), price: z.string() });
export const ZFuturesHistory = z.object({
  basis: ZBasis,
  unit: ZUnit,
  decimals: z.number().int(),
  range: z.enum(FUTURES_RANGES),
  /** Oldest first (a chart's order). Empty when the series has no settlement. */
  points: z.array(ZFuturesPoint),
  /** Some points are demo data. */
  demo: z.boolean(),
});
export type TFuturesHistory = z.infer<typeof ZFuturesHistory>;

export function seriesUnit(basis: TReferenceBasis) {
  return REFERENCE_UNITS[basis];
}
