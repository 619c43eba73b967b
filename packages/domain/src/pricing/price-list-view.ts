import { z } from 'zod';
import { ZPageQuery } from '../pagination.ts';
import { REFERENCE_BASES, type TReferenceBasis } from '../quotes/price-normalise.ts';
import type { TMarket } from '../market.ts';
import { INT4_MAX } from '../int4.ts';
import { MARKETS } from '../market.ts';
import { PRICE_FIELDS, ZPriceChange, ZPriceUnit } from './price-list.ts';

/**
 * What the market price screens read (§2 market price list: all / my following, detail and history, sold history,
 * live firm quotes; §7 market-price and category-group paths under /saas-v1). Prices are answered in the unit the
 * reader chose (the header's weight unit): per MT as stored, or per lb; a China item is per MT only (§1).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const ZCatalogId = z.coerce.number().int().positive().max(INT4_MAX);

export const PRICE_LIST_TABS = ['all', 'following'] as const;
export const HISTORY_RANGES = ['1M', '3M', '1Y', 'ALL'] as const;
export type THistoryRange = (typeof HISTORY_RANGES)[number];

/** `GET /saas-v1/market-price/list`: the tab, a grade search, a category group, a market, the unit. */
export const ZPriceListQuery = ZPageQuery.extend({
  tab: z.preprocess(blank, z.enum(PRICE_LIST_TABS).default('all')),
  keyword: z.preprocess(blank, z.string().trim().max(100).optional()),
  categoryId: z.preprocess(blank, ZCatalogId.optional()),
  market: z.preprocess(blank, z.enum(MARKETS).optional()),
  unit: z.preprocess(blank, ZPriceUnit.default('MT')),
});
export type TPriceListQuery = z.infer<typeof ZPriceListQuery>;

export const ZCategoryGroupQuery = z.object({ market: z.preprocess(blank, z.enum(MARKETS).optional()) });
/** A category group (the catalogue's family) with how many live price items it lists. */
export const ZCategoryGroup = z.object({ categoryId: z.number().int(), code: z.string(), nameEn: z.string(), nameZh: z.string(), itemCount: z.number().int() });
export const ZCategoryGroupList = z.object({ rows: z.array(ZCategoryGroup) });

const ZPrices = z.object(Object.fromEntries(PRICE_FIELDS.map((f) => [f, z.string().nullable()])) as Record<(typeof PRICE_FIELDS)[number], z.ZodNullable<z.ZodString>>);
const ZChanges = z.object(Object.fromEntries(PRICE_FIELDS.map((f) => [f, ZPriceChange.nullable()])) as Record<(typeof PRICE_FIELDS)[number], z.ZodNullable<typeof ZPriceChange>>);

/** One point as the reader sees it (prices in the chosen unit). */
export const ZPricePointView = ZPrices.extend({ priceDate: z.string(), remark: z.string().nullable() });
export type TPricePointView = z.infer<typeof ZPricePointView>;

export const ZPriceItemView = z.object({
  id: z.string(),
  code: z.string(),
  market: z.enum(MARKETS),
  currency: z.enum(['USD', 'CNY']),
  /** The unit of every price in this answer (a China item is MT whatever was asked). */
  unit: ZPriceUnit,
  categoryId: z.number().int(),
  categoryNameEn: z.string(),
  categoryNameZh: z.string(),
  subCategoryId: z.number().int().nullable(),
  subCategoryNameEn: z.string().nullable(),
  subCategoryNameZh: z.string().nullable(),
  description: z.string().nullable(),
  descriptionZh: z.string().nullable(),
  location: z.string().nullable(),
  port: z.string().nullable(),
  remark: z.string().nullable(),
  retired: z.boolean(),
  /** Written by the demo seed: the screens mark it. */
  demo: z.boolean(),
  /** The caller follows it (false for visitors). */
  following: z.boolean(),
  latest: ZPricePointView.nullable(),
  /** Each price against the point before the latest (§ daily change in value and %). */
  changes: ZChanges,
  /** The last update: the latest point's day. */
  lastUpdate: z.string().nullable(),
});
export type TPriceItemView = z.infer<typeof ZPriceItemView>;
export const ZPriceItemPage = z.object({ rows: z.array(ZPriceItemView), total: z.number().int() });

export const ZPriceItemParams = z.object({ id: z.uuid() });
export const ZPriceUnitQuery = z.object({ unit: z.preprocess(blank, ZPriceUnit.default('MT')) });
export const ZPriceHistoryQuery = z.object({
  range: z.preprocess(blank, z.enum(HISTORY_RANGES).default('1Y')),
  unit: z.preprocess(blank, ZPriceUnit.default('MT')),
  /** The settlement series shown beside the chart (default: settlementSeriesFor the item). */
  basis: z.preprocess(blank, z.enum(REFERENCE_BASES).optional()),
});
export type TPriceHistoryQuery = z.infer<typeof ZPriceHistoryQuery>;

export const ZSettlementPoint = z.object({ priceDate: z.string(), price: z.string() });
export const ZPriceHistory = z.object({
  unit: ZPriceUnit,
  currency: z.enum(['USD', 'CNY']),
  /** The first day of the range (null for all). */
  from: z.string().nullable(),
  /** Oldest first, as a chart draws them. */
  points: z.array(ZPricePointView),
  settlement: z
    .object({ basis: z.enum(REFERENCE_BASES), unit: z.string(), points: z.array(ZSettlementPoint) })
    .nullable(),
});
export type TPriceHistory = z.infer<typeof ZPriceHistory>;

/** §2 sold history: deals of this market on the grade (no counterparty, ever). */
export const ZSoldDeal = z.object({ dealDate: z.string(), tonnes: z.string().nullable(), pricePerMt: z.string().nullable(), currency: z.enum(['USD', 'CNY']), quoteType: z.string() });
export const ZSoldHistory = z.object({ rows: z.array(ZSoldDeal) });
/** §2 live firm quotes: the buy-it-now prices of live asks of the grade, linking to /view-detail. */
export const ZFirmQuote = z.object({
  askId: z.string(),
  detailId: z.string().nullable(),
  name: z.string(),
  nameZh: z.string(),
  weightMt: z.string().nullable(),
  pricePerMt: z.string(),
  currency: z.enum(['USD', 'CNY']),
  originCountry: z.string().nullable(),
  originCountryZh: z.string().nullable(),
});
export const ZFirmQuotes = z.object({ rows: z.array(ZFirmQuote) });

/** The first day a history range shows, from the day it is read on (YYYY-MM-DD; null for all). */
export function historyFrom(range: THistoryRange, today: string): string | null {
  if (range === 'ALL') return null;
  const d = new Date(`${today}T00:00:00Z`);
  if (range === '1M') d.setUTCMonth(d.getUTCMonth() - 1);
  else if (range === '3M') d.setUTCMonth(d.getUTCMonth() - 3);
  else d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The exchange settlement drawn beside an item's chart when the reader has not chosen one: the copper series of its
 * market for copper-based groups (LME for the international market, Shanghai spot for China), the aluminium series for
 * aluminium; none for groups no series prices (steel, stainless, zinc).
 */
export function settlementSeriesFor(categoryCode: string, market: TMarket): TReferenceBasis | null {
  if (['copper', 'brass-bronze', 'insulated-cable', 'mixed-nonferrous'].includes(categoryCode)) return market === 'cn' ? 'SHCU' : 'LME';
  if (categoryCode === 'aluminium') return 'BTAL';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff (/market-price-index)

export const ZStaffPriceItemQuery = ZPageQuery.extend({
  keyword: z.preprocess(blank, z.string().trim().max(100).optional()),
  categoryId: z.preprocess(blank, ZCatalogId.optional()),
  market: z.preprocess(blank, z.enum(MARKETS).optional()),
  retired: z.preprocess(blank, z.enum(['live', 'retired', 'all']).default('live')),
});
export const ZRetireRequest = z.object({ retired: z.boolean() });
/** The daily grid of one day: every live item (of a group/market) with its point that day, if any. */
export const ZPriceGridQuery = z.object({
  priceDate: z.iso.date(),
  categoryId: z.preprocess(blank, ZCatalogId.optional()),
  market: z.preprocess(blank, z.enum(MARKETS).optional()),
});
export const ZPriceGridRow = z.object({
  item: ZPriceItemView,
  /** The point of the asked day (per MT), or null. */
  point: ZPricePointView.nullable(),
  /** The item's last point before the day (what the grid shows greyed as a hint). */
  previous: ZPricePointView.nullable(),
});
export const ZPriceGrid = z.object({ priceDate: z.string(), rows: z.array(ZPriceGridRow) });
export const ZPriceXlsxImportRequest = z.object({
  /** The .xlsx file, base64 (at most ~3 MB of file). */
  xlsx: z.string().min(1).max(4_000_000),
});
