/**
 * How the report writes its figures: money with its currency symbol and 2 decimals (§9 currency symbols, §5 money
 * allows 2), tonnes with up to 3 decimals, percentages signed. The server sends decimal text; it is shown as it is
 * (grouped), never recomputed.
 */
import type { TLang } from '@scrapbridge/domain/i18n';
import { CURRENCY_SYMBOLS, type TCurrency } from '@scrapbridge/domain/price-display';

const formats = new Map<string, Intl.NumberFormat>();
function fmt(lang: TLang, min: number, max: number): Intl.NumberFormat {
  const key = `${lang}|${min}|${max}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, f);
  }
  return f;
}

export function amountText(value: string | null, currency: string, lang: TLang): string {
  if (value === null) return '—';
  const symbol = CURRENCY_SYMBOLS[currency as TCurrency] ?? `${currency} `;
  return `${symbol}${fmt(lang, 2, 2).format(Number(value))}`;
}

export function tonnesText(value: string, lang: TLang): string {
  return fmt(lang, 0, 3).format(Number(value));
}

export function pctText(value: string | null, lang: TLang): string {
  if (value === null) return '—';
  const n = Number(value);
  return `${n > 0 ? '+' : ''}${fmt(lang, 2, 2).format(n)} %`;
}
