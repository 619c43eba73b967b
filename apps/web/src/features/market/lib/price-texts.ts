/**
 * How the market price screens write prices: the currency symbol, thousands separators, the decimals the server sent
 * (2 per MT, 3 per lb: price-list.ts), and a change as "+12.50 (+0.14 %)".
 */
import { CURRENCY_SYMBOLS } from '@scrapbridge/domain/price-display';
import type { TPriceChange } from '@scrapbridge/domain/pricing/price-list';

/** "8900.00" → "$8,900.00"; null → "—". */
export function priceText(value: string | null | undefined, currency: 'USD' | 'CNY'): string {
  if (value === null || value === undefined) return '—';
  const [int = '0', frac] = value.replace(/^-/, '').split('.');
  const sign = value.startsWith('-') ? '-' : '';
  return `${sign}${CURRENCY_SYMBOLS[currency]}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** A plain number with separators ("9810.000000" → "9,810"), for settlement series in their own units. */
export function numberText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const n = Number(value);
  return n.toLocaleString('en-US', { maximumFractionDigits: n < 100 ? 4 : 2 });
}

/** "+12.50 (+0.14 %)" with the sign the direction says. */
export function changeText(c: TPriceChange): string {
  const signed = (v: string) => (v.startsWith('-') ? v : c.direction === 'flat' ? v : `+${v}`);
  return c.changePercent === null ? signed(c.change) : `${signed(c.change)} (${signed(c.changePercent)} %)`;
}
