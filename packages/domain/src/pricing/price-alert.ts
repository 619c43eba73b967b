import { compareDecimals, divDecimals, mulDecimals, roundDecimalText, subDecimals } from '../decimal.ts';
import { PRICE_FIELDS, type TPriceField } from './price-list.ts';

/**
 * Price alerts (issue 14 item 3): a reader who follows a price item or an exchange series may ask to be told when the
 * price moves more than a set percent, or crosses a set level. The sweep compares the latest point with the one
 * before it (the previous day with a price: nothing is published on holidays) and tells the reader at most once a day.
 */
export type TAlertSettings = {
  /** Percent (decimal text, > 0) the price must move by, strictly more than; null: no move alert. */
  alertPct: string | null;
  /** A price level (decimal text, > 0, in the price's own unit); null: no level alert. */
  alertLevel: string | null;
  /** 'up' or 'down' limits both alerts to that direction; null: either. */
  alertDirection: 'up' | 'down' | null;
};

export type TAlertReason = 'move' | 'level';

export type TAlertOutcome = {
  reasons: TAlertReason[];
  direction: 'up' | 'down';
  /** latest − previous, exact. */
  change: string;
  /** The move in percent, 2 decimals, signed ("-5.25"). */
  changePercent: string;
};

/** Whether a follow has any alert set (a plain follow never alerts). */
export function hasAlert(s: TAlertSettings): boolean {
  return s.alertPct !== null || s.alertLevel !== null;
}

/**
 * Did the price move enough, or cross the level, between two points? Exact decimal arithmetic, so a threshold of 5 %
 * is not met by a move of exactly 5 % ("more than") and a level is crossed when the latest price reaches it from the
 * other side (previous < level ≤ latest going up, previous > level ≥ latest going down). A price that did not move
 * never alerts; a direction limits both reasons. Null when nothing alerts.
 */
export function priceAlert(settings: TAlertSettings, previous: string | null, latest: string | null): TAlertOutcome | null {
  if (previous === null || latest === null || !hasAlert(settings)) return null;
  if (compareDecimals(previous, '0') <= 0) return null;
  const change = subDecimals(latest, previous);
  const sign = compareDecimals(change, '0');
  if (sign === 0) return null;
  const direction = sign > 0 ? 'up' : 'down';
  if (settings.alertDirection && settings.alertDirection !== direction) return null;
  const reasons: TAlertReason[] = [];
  if (settings.alertPct !== null) {
    // |change| / previous × 100 > pct  ⇔  |change| × 100 > pct × previous (no rounding at the boundary).
    const absChange = sign > 0 ? change : subDecimals('0', change);
    if (compareDecimals(mulDecimals(absChange, '100'), mulDecimals(settings.alertPct, previous)) > 0) reasons.push('move');
  }
  if (settings.alertLevel !== null) {
    const level = settings.alertLevel;
    const crossed =
      direction === 'up'
        ? compareDecimals(previous, level) < 0 && compareDecimals(latest, level) >= 0
        : compareDecimals(previous, level) > 0 && compareDecimals(latest, level) <= 0;
    if (crossed) reasons.push('level');
  }
  if (!reasons.length) return null;
  return { reasons, direction, change, changePercent: roundDecimalText(divDecimals(mulDecimals(change, '100'), previous, 4), 2) };
}

/**
 * The price of a price-list point that alerts compare: its first non-empty price in the §3 order (purchase, domestic
 * sales, export sales, FAS, CIF/CNF), so a reader of an item that only has export prices is still alerted.
 */
export function alertPriceOf(point: Partial<Record<TPriceField, string | null | undefined>>): { field: TPriceField; price: string } | null {
  for (const field of PRICE_FIELDS) {
    const v = point[field];
    if (v !== null && v !== undefined && v !== '') return { field, price: String(v) };
  }
  return null;
}

/**
 * The field both points are compared on: the latest point's first price, compared with the previous point's price
 * of the same field (a move from purchase price to export price is not a move).
 */
export function alertPrices(
  previous: Partial<Record<TPriceField, string | null | undefined>> | null,
  latest: Partial<Record<TPriceField, string | null | undefined>>,
): { field: TPriceField; previous: string | null; latest: string } | null {
  const first = alertPriceOf(latest);
  if (!first) return null;
  const prev = previous?.[first.field];
  return { field: first.field, previous: prev === null || prev === undefined || prev === '' ? null : String(prev), latest: first.price };
}
