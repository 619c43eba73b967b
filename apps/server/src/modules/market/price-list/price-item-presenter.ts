import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { PRICE_FIELDS, priceChange, priceInUnit, priceListCurrency, type TPriceChange, type TPriceField } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceItemView, TPricePointView } from '@scrapbridge/domain/pricing/price-list-view';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TItemRow, TStoredPoint } from './price-list.repository.ts';

/** §1: the China market is per MT only, whatever the reader chose. */
export function unitFor(market: TMarket, asked: TWeightUnit): TWeightUnit {
  return market === 'cn' ? 'MT' : asked;
}

/** A stored point (per MT) in the reader's unit. */
export function pointInUnit(point: TStoredPoint, unit: TWeightUnit): TPricePointView {
  const out = { priceDate: point.priceDate, remark: point.remark } as TPricePointView;
  for (const f of PRICE_FIELDS) {
    const v = point[f];
    out[f] = v === null ? null : priceInUnit(v, unit);
  }
  return out;
}

/** The daily change of each price, worked out per MT (exact) and its value shown in the reader's unit. */
export function changesInUnit(previous: TStoredPoint | null, latest: TStoredPoint | null, unit: TWeightUnit): Record<TPriceField, TPriceChange | null> {
  const out = {} as Record<TPriceField, TPriceChange | null>;
  for (const f of PRICE_FIELDS) {
    const c = latest ? priceChange(previous?.[f], latest[f]) : null;
    out[f] = c && unit === 'LBS' ? { ...c, change: priceInUnit(c.change, 'LBS') } : c;
  }
  return out;
}

export function toPriceItemView(row: TItemRow, askedUnit: TWeightUnit): TPriceItemView {
  const unit = unitFor(row.market, askedUnit);
  return {
    id: row.id,
    code: row.code,
    market: row.market,
    currency: priceListCurrency(row.market),
    unit,
    categoryId: row.categoryId,
    categoryNameEn: row.categoryNameEn,
    categoryNameZh: row.categoryNameZh,
    subCategoryId: row.subCategoryId,
    subCategoryNameEn: row.subCategoryNameEn,
    subCategoryNameZh: row.subCategoryNameZh,
    description: row.description,
    descriptionZh: row.descriptionZh,
    location: row.location,
    port: row.port,
    remark: row.remark,
    retired: row.retired,
    demo: row.demo,
    following: row.following,
    latest: row.latest ? pointInUnit(row.latest, unit) : null,
    changes: changesInUnit(row.previous, row.latest, unit),
    lastUpdate: row.latest?.priceDate ?? null,
  };
}
