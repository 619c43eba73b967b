import { fromScaled, toScaled } from '../decimal.ts';
import { Deduction, type TDeduction } from '../quote-method.ts';

/**
 * What a deal writes into the contract: the amount of each fixed-priced line (price per MT × MT, exact, half-up to
 * 4 decimals) and the totals. Formula lines have no amount until their price is fixed (§2 fix price).
 */
export function lineAmount(price: string, weightMt: string): string {
  const raw = toScaled(price, 4) * toScaled(weightMt, 6); // scale 10
  const negative = raw < 0n;
  const abs = negative ? -raw : raw;
  const rounded = (abs + 500_000n) / 1_000_000n; // scale 4, half up
  return fromScaled(negative ? -rounded : rounded, 4);
}

export type TDealLine = { price: string; deduction: TDeduction; weightMt: string | null };

export function dealTotals(lines: readonly TDealLine[]): { totalWeight: string; fixedAmount: string | null; amounts: (string | null)[] } {
  let weight = 0n;
  let amount = 0n;
  let anyFixed = false;
  const amounts = lines.map((l) => {
    if (l.weightMt !== null) weight += toScaled(l.weightMt, 6);
    if (l.deduction !== Deduction.None || l.weightMt === null) return null;
    const a = lineAmount(l.price, l.weightMt);
    amount += toScaled(a, 4);
    anyFixed = true;
    return a;
  });
  return { totalWeight: fromScaled(weight, 6), fixedAmount: anyFixed ? fromScaled(amount, 4) : null, amounts };
}

/** "SB20260302-7K3Q9X": the day of the deal and six random characters (unique index; a clash is retried). */
export function contractNumber(day: Date, random: string): string {
  const d = day.toISOString().slice(0, 10).replaceAll('-', '');
  return `SB${d}-${random.toUpperCase()}`;
}
