/** How a contract reads on screen (order list, order detail, contract page, staff contract page). Pure: unit-tested. */
import type { TLang } from '@scrapbridge/domain/i18n';
import { pick } from '#lib/lang-text.ts';
import { CURRENCY_SYMBOLS, formatAmount, formatTrimmed } from '@scrapbridge/domain/price-display';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;


/** "12.5 MT" / "12.5 吨" (§9: contracts are in MT; up to 6 decimals, trailing zeros dropped). */
export function mtText(weight: number | null, t?: TTranslate): string {
  if (weight === null) return '—';
  const value = formatTrimmed(weight, 6);
  return t ? t('orders.web.mt', { value }) : `${value} MT`;
}

/** "$123,456.00" / "¥…"; null (formula lines are priced at fixing) → "—". */
export function moneyText(amount: number | null, currency: 'USD' | 'CNY'): string {
  return amount === null ? '—' : `${CURRENCY_SYMBOLS[currency]}${formatAmount(amount, 2)}`;
}

/** "2026-11-21 14:05" in the viewer's language (dates and times as the user's clock shows them). */
export function dateTimeText(iso: string | null, lang: TLang): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** The commodity of a contract in one line: "Copper scrap, Brass" (the lines' names in the viewer's language). */
export function commodityText(lang: TLang, lines: readonly { zh: string | null; en: string | null }[]): string {
  return lines.map((l) => pick(lang, l.zh, l.en)).filter(Boolean).join(', ') || '—';
}

export function statusColor(status: 'pending' | 'signed' | 'voided'): string {
  return status === 'signed' ? 'green' : status === 'voided' ? 'default' : 'gold';
}

/** "30% / 70%". */
export function ratioText(t: TTranslate, deposit: number, balance: number): string {
  return t('orders.web.summary.ratioValue', { deposit: formatTrimmed(deposit, 1), balance: formatTrimmed(balance, 1) });
}

/** The keyword the list sends: trimmed, inner spaces of a pasted container number removed ("MSCU 123456 7"). */
export function normaliseKeyword(text: string): string {
  const t = text.trim();
  return /^[A-Za-z]{4}[\s\d]+$/.test(t) ? t.replace(/\s+/g, '') : t;
}
