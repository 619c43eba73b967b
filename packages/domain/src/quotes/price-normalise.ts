import { fromScaled, mulDecimals, numberToDecimalText, scaleOf, subDecimals, toScaled } from '../decimal.ts';
import { roundDecimal } from '../price-display.ts';
import { Deduction, QUOTE_METHODS, type TQuoteType } from '../quote-method.ts';
import { LB_PER_MT } from '../weight.ts';

/**
 * Reference price series (a daily settlement per basis) that formula prices are read against, and the exchange rate
 * that brings CNY to USD. The seller's quote list ranks every offer at USD/MT at the latest of these.
 */
export const REFERENCE_BASES = ['LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL', 'USDCNY'] as const;
export type TReferenceBasis = (typeof REFERENCE_BASES)[number];

/** The unit each series is published in (LME USD/MT, COMEX copper US cents/lb, the Chinese quotes CNY/MT, FX CNY per USD). */
export const REFERENCE_UNITS: Record<TReferenceBasis, 'USD_PER_MT' | 'US_CENTS_PER_LB' | 'CNY_PER_MT' | 'CNY_PER_USD'> = {
  LME: 'USD_PER_MT',
  CMX: 'US_CENTS_PER_LB',
  SHCU: 'CNY_PER_MT',
  CJCU: 'CNY_PER_MT',
  JLCU: 'CNY_PER_MT',
  BTAL: 'CNY_PER_MT',
  USDCNY: 'CNY_PER_USD',
};

export type TReferencePrices = Partial<Record<TReferenceBasis, number>>;

/** A text divided by 10^places, exactly ("953050" with 2 → "9530.5"). */
function shiftDown(text: string, places: number): string {
  const scale = scaleOf(text);
  return fromScaled(toScaled(text, scale), scale + places);
}

/**
 * The price per MT a formula gives at one reference price — the one arithmetic behind both the ranking of offers
 * (normaliseToUsdPerMt) and the fixing of a contract line (pricing/fixing.ts). Exact decimal text, not rounded: the
 * caller rounds once, at the end.
 * - deduction 1 (LME): reference × percent / 100, in the reference's currency (USD/MT);
 * - deduction 2 in US cents/lb (CMX): (reference − discount) ¢/lb × 2204.62 lb/MT / 100 → USD/MT (§9 2204.62 lb per MT);
 * - deduction 2 in CNY/MT (SHCU, CJCU, JLCU, BTAL): reference − discount, CNY/MT (a negative discount is a premium).
 * `value` is the line's percent or discount; `reference` the basis's settlement in its REFERENCE_UNITS unit.
 */
export function formulaPricePerMt(opts: { quoteType: TQuoteType; value: string; reference: string }): { amount: string; currency: 'USD' | 'CNY' } {
  const { quoteType, value, reference } = opts;
  const method = QUOTE_METHODS[quoteType];
  if (method.deduction === Deduction.None) throw new Error(`${quoteType} is not a formula`);
  const unit = REFERENCE_UNITS[quoteType as TReferenceBasis];
  const currency = unit === 'CNY_PER_MT' ? 'CNY' : 'USD';
  if (method.deduction === Deduction.Percent) return { amount: shiftDown(mulDecimals(reference, value), 2), currency };
  const net = subDecimals(reference, value);
  if (unit === 'US_CENTS_PER_LB') return { amount: shiftDown(mulDecimals(net, numberToDecimalText(LB_PER_MT)), 2), currency };
  return { amount: net, currency };
}

/**
 * A price as USD per MT, or null when a reference it needs is missing (ranked last).
 * - FIXED: the price in the market currency (CNY divided by USDCNY);
 * - formulas: formulaPricePerMt at the reference, CNY results divided by USDCNY.
 */
export function normaliseToUsdPerMt(opts: { quoteType: TQuoteType; price: number; currency: 'USD' | 'CNY'; refs: TReferencePrices }): number | null {
  const { quoteType, price, currency, refs } = opts;
  const fx = refs.USDCNY;
  const toUsd = (cny: number) => (fx && fx > 0 ? cny / fx : null);
  const method = QUOTE_METHODS[quoteType];
  let usd: number | null;
  if (method.deduction === Deduction.None) {
    usd = currency === 'USD' ? price : toUsd(price);
  } else {
    const ref = refs[quoteType as TReferenceBasis];
    if (ref === undefined) return null;
    const result = formulaPricePerMt({ quoteType, value: numberToDecimalText(price), reference: numberToDecimalText(ref) });
    usd = result.currency === 'USD' ? Number(result.amount) : toUsd(Number(result.amount));
  }
  return usd === null ? null : roundDecimal(usd, 2);
}

/**
 * One number per offer for ranking: the weighted average USD/MT of its lines (weights in MT; lines without a weight
 * count once). Null when any line cannot be normalised, so an offer is never ranked on part of its lines.
 */
export function normaliseOffer(lines: { quoteType: TQuoteType; price: number; weightMt: number | null }[], currency: 'USD' | 'CNY', refs: TReferencePrices): number | null {
  let total = 0;
  let weight = 0;
  for (const l of lines) {
    const usd = normaliseToUsdPerMt({ quoteType: l.quoteType, price: l.price, currency, refs });
    if (usd === null) return null;
    const w = l.weightMt && l.weightMt > 0 ? l.weightMt : 1;
    total += usd * w;
    weight += w;
  }
  return weight === 0 ? null : roundDecimal(total / weight, 2);
}

/** Best offer first; offers that cannot be normalised last, then oldest first (first come, first served). */
export function rankOffers<T extends { normalisedUsdPerMt: number | null; createdAt: string }>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => {
    if (a.normalisedUsdPerMt === null && b.normalisedUsdPerMt !== null) return 1;
    if (b.normalisedUsdPerMt === null && a.normalisedUsdPerMt !== null) return -1;
    if (a.normalisedUsdPerMt !== null && b.normalisedUsdPerMt !== null && a.normalisedUsdPerMt !== b.normalisedUsdPerMt) {
      return b.normalisedUsdPerMt - a.normalisedUsdPerMt;
    }
    return a.createdAt.localeCompare(b.createdAt);
  });
}
