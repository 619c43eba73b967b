import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { compareDecimals, divDecimals, mulDecimals, numberToDecimalText, roundDecimalText, subDecimals } from '../decimal.ts';
import { INT4_MAX } from '../int4.ts';
import { MARKETS, type TMarket } from '../market.ts';
import { reason } from '../validation.ts';
import { LB_PER_MT, WEIGHT_UNITS, type TWeightUnit } from '../weight.ts';

/**
 * The market price list (§3 Price list item: description, purchase price, domestic sales price, export sales price,
 * FAS price, CIF/CNF price, location, port, date, remark; issue 14 item 1). An ITEM is one grade at one place (what a
 * reader follows and what staff add, edit and retire); a POINT is its prices on one day (staff enter one a day, §9
 * "Price refresh: daily"). Prices are per MT in the item's market currency (§1: USD international, CNY China) and
 * are kept as decimal text (2 decimals, §5 "money allows 2"); the reader may see them per lb (§9 2204.62 lb per MT).
 */

export const PRICE_LIST_LIMITS = {
  codeMax: 40,
  descriptionMax: 300,
  locationMax: 100,
  portMax: 100,
  remarkMax: 500,
  priceMax: 100_000_000,
  /** One import: a year of daily points for 20 items. */
  csvRowsMax: 10_000,
  csvCharsMax: 2_000_000,
} as const;

/** The five prices of a point, in the §3 order. */
export const PRICE_FIELDS = ['purchasePrice', 'domesticSalesPrice', 'exportSalesPrice', 'fasPrice', 'cifCnfPrice'] as const;
export type TPriceField = (typeof PRICE_FIELDS)[number];

/** §1 markets: international in USD, China in CNY. */
export function priceListCurrency(market: TMarket): 'USD' | 'CNY' {
  return market === 'cn' ? 'CNY' : 'USD';
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const ZOptText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const ZDay = z.iso.date();
/** A price per MT: positive, 2 decimals, decimal text. Blank is "no such price at this place" (most have 2 or 3). */
export const ZPriceCell = z.preprocess(blank, zDecimal({ decimals: 2, positive: true, max: PRICE_LIST_LIMITS.priceMax }).optional());

/**
 * The item's code: what staff type in the import file's first column and what stays the same when the description is
 * reworded (re-importing a file finds the same items). Upper case letters, digits and - _ . /; stored upper case.
 */
export const PRICE_ITEM_CODE_PATTERN = /^[A-Z0-9][A-Z0-9\-_./]*$/;
export const ZPriceItemCode = z
  .string()
  .trim()
  .min(1)
  .max(PRICE_LIST_LIMITS.codeMax)
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(PRICE_ITEM_CODE_PATTERN));

const ZCatalogId = z.coerce.number().int().positive().max(INT4_MAX);

/** `POST`/`PUT` of a price item (staff, /market-price-index). */
export const ZPriceItemInput = z
  .object({
    code: ZPriceItemCode,
    market: z.enum(MARKETS),
    /** The category group it is listed under (the catalogue's category) and, optionally, the grade (subcategory). */
    categoryId: ZCatalogId,
    subCategoryId: z.preprocess(blank, ZCatalogId.optional()),
    /** §3 description, in English and in Chinese; at least one (the reader's language falls back to the other). */
    description: ZOptText(PRICE_LIST_LIMITS.descriptionMax),
    descriptionZh: ZOptText(PRICE_LIST_LIMITS.descriptionMax),
    /** §3 location (the yard, city or region the prices are for) and port (of the FAS and CIF/CNF prices). */
    location: ZOptText(PRICE_LIST_LIMITS.locationMax),
    port: ZOptText(PRICE_LIST_LIMITS.portMax),
    remark: ZOptText(PRICE_LIST_LIMITS.remarkMax),
  })
  .superRefine((v, ctx) => {
    if (!v.description && !v.descriptionZh) ctx.addIssue({ code: 'custom', path: ['description'], ...reason('required') });
  });
export type TPriceItemInput = z.infer<typeof ZPriceItemInput>;
export type TPriceItemFormInput = z.input<typeof ZPriceItemInput>;

const priceFields = {
  purchasePrice: ZPriceCell,
  domesticSalesPrice: ZPriceCell,
  exportSalesPrice: ZPriceCell,
  fasPrice: ZPriceCell,
  cifCnfPrice: ZPriceCell,
  remark: ZOptText(PRICE_LIST_LIMITS.remarkMax),
};

function atLeastOnePrice(v: Partial<Record<TPriceField, string | undefined>>, ctx: z.RefinementCtx) {
  if (PRICE_FIELDS.every((f) => v[f] === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['purchasePrice'], ...reason('pricing.errors.atLeastOnePrice') });
  }
}

/** One day's prices of an item (staff entry; the daily grid sends one per changed cell row). */
export const ZPricePointInput = z
  .object({
    /** §3 date: the day these prices are for. */
    priceDate: ZDay,
    ...priceFields,
  })
  .superRefine(atLeastOnePrice);
export type TPricePointInput = z.infer<typeof ZPricePointInput>;

/** The daily entry grid: one day, many items at once (all or nothing). */
export const ZPriceGridInput = z.object({
  priceDate: ZDay,
  rows: z
    .array(z.object({ itemId: z.uuid(), ...priceFields }).superRefine(atLeastOnePrice))
    .min(1)
    .max(500),
});
export type TPriceGridInput = z.infer<typeof ZPriceGridInput>;

/** `POST` of an import (staff): the file's text (the web decodes the bytes with csv.ts decodeCsvBytes). */
export const ZPriceImportRequest = z.object({ csv: z.string().min(1).max(PRICE_LIST_LIMITS.csvCharsMax) });
/** What an import did: new points, changed points, and points already there with the same prices (re-import). */
export const ZPriceImportResult = z.object({ imported: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

/**
 * Whether an incoming point changes what is stored for that item and day (prices compared as numbers, "9530.5" is
 * "9530.50"; the remark as text). A re-import of the same file changes nothing and adds nothing.
 */
export function pointDiffers(
  stored: Partial<Record<TPriceField | 'remark', string | null | undefined>>,
  incoming: Partial<Record<TPriceField | 'remark', string | null | undefined>>,
): boolean {
  for (const f of PRICE_FIELDS) {
    const a = stored[f] ?? null;
    const b = incoming[f] ?? null;
    if (a === null || b === null ? a !== b : compareDecimals(a, b) !== 0) return true;
  }
  return (stored.remark ?? null) !== (incoming.remark ?? null);
}

export const ZPricePoint = z.object({
  priceDate: z.string(),
  purchasePrice: z.string().nullable(),
  domesticSalesPrice: z.string().nullable(),
  exportSalesPrice: z.string().nullable(),
  fasPrice: z.string().nullable(),
  cifCnfPrice: z.string().nullable(),
  remark: z.string().nullable(),
});
export type TPricePoint = z.infer<typeof ZPricePoint>;

// ---------------------------------------------------------------------------------------------------------------
// MT ↔ LBS

/** §9 "2204.62 lb per metric ton", as text for exact arithmetic (weight.ts LB_PER_MT). */
const LB_PER_MT_TEXT = numberToDecimalText(LB_PER_MT);
/** A price per lb has 3 decimals (§9 weight conversion "3 decimals"; price-display.ts PRICE_DECIMALS_LB). */
export const PRICE_PER_LB_DECIMALS = 3;

/** A price per MT as the reader chose to see it: per MT with 2 decimals, per lb = ÷ 2204.62 with 3 decimals. */
export function priceInUnit(pricePerMt: string, unit: TWeightUnit): string {
  // divDecimals rounds once (to 3 places); roundDecimalText only writes the places out ("3.95" → "3.950").
  if (unit === 'LBS') return roundDecimalText(divDecimals(pricePerMt, LB_PER_MT_TEXT, PRICE_PER_LB_DECIMALS), PRICE_PER_LB_DECIMALS);
  return roundDecimalText(pricePerMt, 2);
}

/** A price typed per lb (an import with unit LBS) → per MT, × 2204.62 rounded to 2 decimals. */
export function pricePerMtFromUnit(price: string, unit: TWeightUnit): string {
  return roundDecimalText(unit === 'LBS' ? mulDecimals(price, LB_PER_MT_TEXT) : price, 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Daily change

export type TPriceChange = {
  /** Latest − previous, 2 decimals ("-12.50"). */
  change: string;
  /** (latest − previous) / previous × 100, 2 decimals; null when there is nothing to compare with. */
  changePercent: string | null;
  direction: 'up' | 'down' | 'flat';
};

/**
 * The change of one price between two points (the list's "daily change in value and %": the latest point against the
 * one before it — the previous day with a price, since nothing is published on holidays). Exact; the percent is
 * rounded once to 2 decimals. Null when either price is missing.
 */
export function priceChange(previous: string | null | undefined, latest: string | null | undefined): TPriceChange | null {
  if (previous === null || previous === undefined || latest === null || latest === undefined) return null;
  const diff = subDecimals(latest, previous);
  const sign = compareDecimals(diff, '0');
  const changePercent = compareDecimals(previous, '0') === 0 ? null : divDecimals(mulDecimals(diff, '100'), previous, 2);
  return {
    change: roundDecimalText(diff, 2),
    changePercent: changePercent === null ? null : roundDecimalText(changePercent, 2),
    direction: sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat',
  };
}

/** The change of every price of a point against the one before it (null fields where either is missing). */
export function pointChanges(previous: TPricePoint | null, latest: TPricePoint): Record<TPriceField, TPriceChange | null> {
  return Object.fromEntries(PRICE_FIELDS.map((f) => [f, priceChange(previous?.[f], latest[f])])) as Record<TPriceField, TPriceChange | null>;
}

export const ZPriceChange = z.object({
  change: z.string(),
  changePercent: z.string().nullable(),
  direction: z.enum(['up', 'down', 'flat']),
});

/** The list's unit choice (§1: the China market is MT only). */
export const ZPriceUnit = z.enum(WEIGHT_UNITS);
