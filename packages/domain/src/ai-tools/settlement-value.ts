/**
 * A settlement as a price per metric tonne, so the estimators can value recovered metal (issue 17 items 3–4): LME and
 * the Chinese quotes are already per MT; COMEX is in US cents per lb, × 2204.62 lb/MT ÷ 100 (§9 2204.62 lb per MT).
 */
import { divDecimals, mulDecimals, roundDecimalText } from '../decimal.ts';
import { REFERENCE_UNITS, type TReferenceBasis } from '../quotes/price-normalise.ts';
import { LB_PER_MT } from '../weight.ts';

export type TSettlement = { basis: TReferenceBasis; price: string; date: string; demo: boolean };
export type TSettlements = Partial<Record<TReferenceBasis, TSettlement>>;

export type TPricePerMt = { amount: string; currency: 'USD' | 'CNY' };

/** The settlement of a metal series per MT (exact text), or null for the exchange rate, which is not a metal price. */
export function settlementPerMt(basis: TReferenceBasis, price: string): TPricePerMt | null {
  switch (REFERENCE_UNITS[basis]) {
    case 'USD_PER_MT':
      return { amount: price, currency: 'USD' };
    case 'US_CENTS_PER_LB':
      return { amount: divDecimals(mulDecimals(price, String(LB_PER_MT)), '100', 6), currency: 'USD' };
    case 'CNY_PER_MT':
      return { amount: price, currency: 'CNY' };
    default:
      return null;
  }
}

/** tonnes × price per MT, in money (2 decimals). */
export function valueOf(tonnes: string, perMt: TPricePerMt): { amount: string; currency: 'USD' | 'CNY' } {
  return { amount: roundDecimalText(mulDecimals(tonnes, perMt.amount), 2), currency: perMt.currency };
}
