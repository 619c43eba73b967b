/**
 * Exact decimal arithmetic on decimal text (what numeric columns store), for the few sums and conversions the
 * server does before writing: totals of line weights, the lowest price, LBS → MT. BigInt in fixed scale, so
 * 0.1 + 0.2 is 0.3 and a weight never picks up float noise on its way to numeric(18,6).
 */
import { LB_PER_MT } from './weight.ts';

/** "20.5" at scale 6 → 20500000n. The text must be a plain decimal (the edge schemas guarantee it). */
export function toScaled(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace(/^[+-]/, '').split('.');
  if (frac.length > scale) throw new Error(`more than ${scale} decimals: ${text}`);
  const value = BigInt(int + frac.padEnd(scale, '0'));
  return negative ? -value : value;
}

/** 20500000n at scale 6 → "20.5" (trailing zeros trimmed, at least the integer part). */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

export function sumDecimals(values: readonly string[], scale: number): string {
  return fromScaled(values.reduce((acc, v) => acc + toScaled(v, scale), 0n), scale);
}

export function minDecimal(values: readonly string[], scale: number): string | null {
  if (values.length === 0) return null;
  return fromScaled(values.map((v) => toScaled(v, scale)).reduce((a, b) => (b < a ? b : a)), scale);
}

/** Division rounded half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** A weight typed in lb → MT with 6 decimals (§9: 2204.62 lb per MT), exactly rounded. */
export function lbsTextToMtText(lbs: string): string {
  // MT = lbs / 2204.62 = lbs × 100 / 220462, all at scale 6.
  const perMt = BigInt(Math.round(LB_PER_MT * 100));
  return fromScaled(divRound(toScaled(lbs, 6) * 100n, perMt), 6);
}

/** Decimal places of a plain decimal text ("12.50" → 2, "7" → 0). */
export function scaleOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A finite number as plain decimal text (never "1e-7"), for the few places a float meets exact arithmetic. */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(12).replace(/\.?0+$/, '') : text;
}

/** a × b, exact (the scale of the product is the sum of the scales). */
export function mulDecimals(a: string, b: string): string {
  const sa = scaleOf(a);
  const sb = scaleOf(b);
  return fromScaled(toScaled(a, sa) * toScaled(b, sb), sa + sb);
}

/** a − b, exact. */
export function subDecimals(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled(toScaled(a, scale) - toScaled(b, scale), scale);
}

/** a ÷ b to `scale` decimals, rounded half away from zero. */
export function divDecimals(a: string, b: string, scale: number): string {
  const s = Math.max(scaleOf(a), scaleOf(b));
  const d = toScaled(b, s);
  if (d === 0n) throw new Error('division by zero');
  return fromScaled(divRound(toScaled(a, s) * 10n ** BigInt(scale), d), scale);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const x = toScaled(a, scale);
  const y = toScaled(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * A decimal text rounded to `decimals` places, half away from zero ("8708.249" → "8708.25", "-0.125" → "-0.13"),
 * written with exactly that many places ("9530.5" → "9530.50"), as money is shown and stored.
 */
export function roundDecimalText(text: string, decimals: number): string {
  const scale = Math.max(scaleOf(text), decimals);
  const rounded = divRound(toScaled(text, scale), 10n ** BigInt(scale - decimals));
  const plain = fromScaled(rounded, decimals);
  if (decimals === 0) return plain;
  const [int, frac = ''] = plain.split('.');
  return `${int}.${frac.padEnd(decimals, '0')}`;
}
