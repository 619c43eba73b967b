/**
 * The list screens keep their whole state in the URL query (filters, search, sort, page), so a list is shareable
 * and the browser's back button returns to the same page. Parsing is forgiving: a value that makes no sense is
 * dropped (the default applies) rather than sent to the server to be refused.
 */
import {
  ASK_SORTS,
  BUYER_LIST_MAX_ROWS,
  BUYER_SCOPES,
  FOLLOWED_FILTER,
  SELLER_TABS,
  SORT_ORDERS,
  type TSellerTab,
} from '@scrapbridge/domain/ask';
import { decimalPlaces, isNumberText } from '@scrapbridge/domain/input-helpers';
import { MARKETS, type TMarket } from '@scrapbridge/domain/market';
import { QUOTE_TYPES, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { WEIGHT_UNITS, type TWeightUnit } from '@scrapbridge/domain/weight';

export type TAskSort = (typeof ASK_SORTS)[number];
export type TSortOrder = (typeof SORT_ORDERS)[number];
export type TBuyerScope = (typeof BUYER_SCOPES)[number];

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 24;

export type TBuyerFilters = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  categoryId?: number;
  subCategoryId?: number;
  originCountryId?: number;
  loadingCountryId?: number;
  portId?: number;
  quoteType?: TQuoteType;
  /** Decimal text in weightUnit. */
  weightMin?: string;
  weightMax?: string;
  weightUnit: TWeightUnit;
  /** Absent: the market in view (the request's market header). */
  market?: TMarket;
  /** §2 followed=3: the categories the buyer follows. */
  followed?: number;
  sort: TAskSort;
  order: TSortOrder;
  scope: TBuyerScope;
};

/** The filters that narrow the rows (not paging, sorting or the unit). */
export const FILTER_KEYS = [
  'keyword',
  'categoryId',
  'subCategoryId',
  'originCountryId',
  'loadingCountryId',
  'portId',
  'quoteType',
  'weightMin',
  'weightMax',
  'market',
  'followed',
] as const satisfies readonly (keyof TBuyerFilters)[];

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** A weight bound as typed: a plain non-negative decimal with at most 6 places, else dropped. */
export function weightBound(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  if (!text || !isNumberText(text) || text.startsWith('-') || decimalPlaces(text) > 6) return undefined;
  return text.replace(/^\+/, '');
}

function pageSizeOf(raw: string | null): number {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** The last page a list reaches (lists stop at 1,000 rows). */
export function maxPage(pageSize: number): number {
  return Math.ceil(BUYER_LIST_MAX_ROWS / pageSize);
}

function pageNumOf(raw: string | null, pageSize: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, maxPage(pageSize));
}

export function parseBuyerFilters(params: URLSearchParams, defaults: { weightUnit: TWeightUnit }): TBuyerFilters {
  const pageSize = pageSizeOf(params.get('pageSize'));
  const keyword = params.get('keyword')?.trim().slice(0, 100);
  const followed = params.get('followed') === String(FOLLOWED_FILTER) ? FOLLOWED_FILTER : undefined;
  const filters: TBuyerFilters = {
    pageNum: pageNumOf(params.get('pageNum'), pageSize),
    pageSize,
    weightUnit: oneOf(WEIGHT_UNITS, params.get('weightUnit')) ?? defaults.weightUnit,
    sort: oneOf(ASK_SORTS, params.get('sort')) ?? 'newest',
    order: oneOf(SORT_ORDERS, params.get('order')) ?? 'desc',
    scope: oneOf(BUYER_SCOPES, params.get('scope')) ?? 'open',
  };
  const optional: Partial<TBuyerFilters> = {
    keyword: keyword || undefined,
    categoryId: positiveId(params.get('categoryId')),
    subCategoryId: positiveId(params.get('subCategoryId')),
    originCountryId: positiveId(params.get('originCountryId')),
    loadingCountryId: positiveId(params.get('loadingCountryId')),
    portId: positiveId(params.get('portId')),
    quoteType: oneOf(QUOTE_TYPES, params.get('quoteType')),
    weightMin: weightBound(params.get('weightMin')),
    weightMax: weightBound(params.get('weightMax')),
    market: oneOf(MARKETS, params.get('market')),
    followed,
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (filters as Record<string, unknown>)[k] = v;
  // The China market weighs in tonnes only (§5).
  if (filters.market === 'cn') filters.weightUnit = 'MT';
  return filters;
}

/**
 * The query string of a filter state, defaults left out so links stay short: page 1, the default page size,
 * newest first, open asks, the viewer's own unit (kept only when a weight bound needs it to mean the same).
 */
export function buyerFiltersToParams(f: TBuyerFilters, defaults: { weightUnit: TWeightUnit }): URLSearchParams {
  const p = new URLSearchParams();
  const put = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  put('keyword', f.keyword);
  put('categoryId', f.categoryId);
  put('subCategoryId', f.subCategoryId);
  put('originCountryId', f.originCountryId);
  put('loadingCountryId', f.loadingCountryId);
  put('portId', f.portId);
  put('quoteType', f.quoteType);
  put('weightMin', f.weightMin);
  put('weightMax', f.weightMax);
  if (f.weightMin !== undefined || f.weightMax !== undefined || f.weightUnit !== defaults.weightUnit) put('weightUnit', f.weightUnit);
  put('market', f.market);
  put('followed', f.followed);
  if (f.sort !== 'newest') put('sort', f.sort);
  if (f.order !== 'desc') put('order', f.order);
  if (f.scope !== 'open') put('scope', f.scope);
  if (f.pageSize !== DEFAULT_PAGE_SIZE) put('pageSize', f.pageSize);
  if (f.pageNum !== 1) put('pageNum', f.pageNum);
  return p;
}

/** The GET /ask/list/buyer query of a filter state. */
export function buyerApiQuery(f: TBuyerFilters): Record<string, string | number | undefined> {
  return {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    keyword: f.keyword,
    categoryId: f.categoryId,
    subCategoryId: f.subCategoryId,
    originCountryId: f.originCountryId,
    loadingCountryId: f.loadingCountryId,
    portId: f.portId,
    quoteType: f.quoteType,
    weightMin: f.weightMin,
    weightMax: f.weightMax,
    weightUnit: f.weightUnit,
    market: f.market,
    followed: f.followed,
    sort: f.sort,
    order: f.order,
    scope: f.scope,
  };
}

/**
 * A change of filters: the page goes back to 1 (the old page number means nothing in a new result), a new category
 * drops a grade of another family, and a new loading country drops a port of another country.
 */
export function withFilters(f: TBuyerFilters, patch: Partial<TBuyerFilters>): TBuyerFilters {
  const next: TBuyerFilters = { ...f, ...patch };
  if (!('pageNum' in patch)) next.pageNum = 1;
  if ('categoryId' in patch && patch.categoryId !== f.categoryId && !('subCategoryId' in patch)) delete next.subCategoryId;
  if ('loadingCountryId' in patch && patch.loadingCountryId !== f.loadingCountryId && !('portId' in patch)) delete next.portId;
  if ('pageSize' in patch) next.pageNum = 1;
  for (const k of Object.keys(next) as (keyof TBuyerFilters)[]) if (next[k] === undefined) delete next[k];
  if (next.market === 'cn') next.weightUnit = 'MT';
  return next;
}

export function activeFilterCount(f: TBuyerFilters): number {
  return FILTER_KEYS.filter((k) => k !== 'keyword' && f[k] !== undefined).length;
}

export function clearFilters(f: TBuyerFilters, defaults: { weightUnit: TWeightUnit }): TBuyerFilters {
  return { pageNum: 1, pageSize: f.pageSize, weightUnit: defaults.weightUnit, sort: f.sort, order: f.order, scope: 'open' };
}

/** /askList: the state tab and the page. */
export type TSellerFilters = { state: TSellerTab; pageNum: number; pageSize: number };

export function parseSellerFilters(params: URLSearchParams): TSellerFilters {
  const pageSize = pageSizeOf(params.get('pageSize'));
  return { state: oneOf(SELLER_TABS, params.get('state')) ?? 'all', pageNum: pageNumOf(params.get('pageNum'), pageSize), pageSize };
}

export function sellerFiltersToParams(f: TSellerFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.state !== 'all') p.set('state', f.state);
  if (f.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(f.pageSize));
  if (f.pageNum !== 1) p.set('pageNum', String(f.pageNum));
  return p;
}
