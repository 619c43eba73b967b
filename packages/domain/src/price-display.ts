import { z } from 'zod';
import type { TLang } from './i18n.ts';
import { Deduction, QUOTE_METHODS, type TDeduction, type TDiscountUnit, type TQuoteType } from './quote-method.ts';
import { LB_PER_MT, type TWeightUnit } from './weight.ts';

/**
 * Price display (§3 priceVo, §9 "Price display: FIXED shows a currency symbol; LME as a percent of LME; CMX as CMX
 * minus a value"; currency symbols $, ¥, ฿). Pure and shared, so the card, the detail page and the server's
 * priceVo always read the same.
 */
export const CURRENCIES = ['USD', 'CNY', 'THB'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<TCurrency, string> = { USD: '$', CNY: '¥', THB: '฿' };

/** Money per MT has 2 decimals (§5 "money allows 2"); per lb 3 decimals (§9 weight conversion to 3 decimals). */
export const PRICE_DECIMALS_MT = 2;
export const PRICE_DECIMALS_LB = 3;

/**
 * Half-up rounding done on the decimal text, not on the binary float, so 1.005 rounds to 1.01 and 2.675 to 2.68
 * (Math.round(x * 100) gets both wrong).
 */
export function roundDecimal(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const result = sign * Number(`${shifted}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

/** "1234567.5" → "1,234,567.50" with exactly `decimals` places. */
export function formatAmount(value: number, decimals: number): string {
  const fixed = roundDecimal(value, decimals).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Like formatAmount but without trailing zeros: formula values read "95", "95.5", "1,200". */
export function formatTrimmed(value: number, maxDecimals: number): string {
  const text = formatAmount(value, maxDecimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** §9: price per LB = price per MT / 2204.62, to 3 decimals. */
export function pricePerLb(pricePerMt: number): number {
  return roundDecimal(pricePerMt / LB_PER_MT, PRICE_DECIMALS_LB);
}

/** The reverse, for a price typed per lb: to 2 decimals per MT. */
export function pricePerMtFromLb(pricePerLbValue: number): number {
  return roundDecimal(pricePerLbValue * LB_PER_MT, PRICE_DECIMALS_MT);
}

/** "$8,450.00/MT" or, per lb, "$3.833/lb". */
export function formatFixedPrice(pricePerMt: number, currency: TCurrency, unit: TWeightUnit): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const negative = pricePerMt < 0 ? '-' : '';
  if (unit === 'LBS') return `${negative}${symbol}${formatAmount(Math.abs(pricePerLb(pricePerMt)), PRICE_DECIMALS_LB)}/lb`;
  return `${negative}${symbol}${formatAmount(Math.abs(pricePerMt), PRICE_DECIMALS_MT)}/MT`;
}

function discountSuffix(unit: TDiscountUnit | null, currency: TCurrency): string {
  switch (unit) {
    case 'US_CENTS_PER_LB':
      return '¢/lb';
    case 'CNY_PER_MT':
      return ' ¥/MT';
    case 'USD_PER_MT':
      return ' $/MT';
    default:
      return ` ${CURRENCY_SYMBOLS[currency]}/MT`;
  }
}

/**
 * A formula price as traders write it: deduction 1 "95% LME"; deduction 2 "CMX - 35¢/lb", "SHCU - 1,200 ¥/MT"; a
 * negative discount is a premium and reads "CMX + 2¢/lb". Null for a fixed price.
 */
export function formatFormula(quoteType: TQuoteType, deduction: TDeduction, value: number, currency: TCurrency): string | null {
  if (deduction === Deduction.None) return null;
  if (deduction === Deduction.Percent) return `${formatTrimmed(value, 2)}% ${quoteType}`;
  const suffix = discountSuffix(QUOTE_METHODS[quoteType].discountUnit, currency);
  const sign = value < 0 ? '+' : '-';
  return `${quoteType} ${sign} ${formatTrimmed(Math.abs(value), 2)}${suffix}`;
}

/** §3 quoteDetail.priceVo of an ask detail line. */
export const ZPriceVo = z.object({
  /** Price per MT for FIXED; the formula value (percent or discount) otherwise. */
  sellerPrice: z.number(),
  /** What to show when the viewer's unit is MT. */
  sellerPriceStr: z.string(),
  /** What to show when the viewer's unit is LBS (formulas read the same in both units). */
  sellerPriceLbsStr: z.string(),
  /** The formula as text; null for FIXED. */
  sellerPriceFormula: z.string().nullable(),
  /** The quote type's name in the caller's language. */
  quoteTypeStr: z.string(),
});
export type TPriceVo = z.infer<typeof ZPriceVo>;

export function buildPriceVo(opts: {
  quoteType: TQuoteType;
  deduction: TDeduction;
  unitPrice: number;
  currency: TCurrency;
  lang: TLang;
}): TPriceVo {
  const { quoteType, deduction, unitPrice, currency, lang } = opts;
  const method = QUOTE_METHODS[quoteType];
  const quoteTypeStr = lang === 'zh' ? method.quoteTypeZh : method.quoteTypeEn;
  const formula = formatFormula(quoteType, deduction, unitPrice, currency);
  if (formula === null) {
    return {
      sellerPrice: unitPrice,
      sellerPriceStr: formatFixedPrice(unitPrice, currency, 'MT'),
      sellerPriceLbsStr: formatFixedPrice(unitPrice, currency, 'LBS'),
      sellerPriceFormula: null,
      quoteTypeStr,
    };
  }
  return { sellerPrice: unitPrice, sellerPriceStr: formula, sellerPriceLbsStr: formula, sellerPriceFormula: formula, quoteTypeStr };
}

/** The text for the viewer's weight unit (the China market is MT only, §1, so it never asks for LBS). */
export function displayPrice(priceVo: TPriceVo, unit: TWeightUnit): string {
  return unit === 'LBS' ? priceVo.sellerPriceLbsStr : priceVo.sellerPriceStr;
}
