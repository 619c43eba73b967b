/**
 * How a purchase request reads on its card and detail: the target price as traders write it (a fixed price per MT,
 * a percent of LME, a reference minus a discount), the quantity in MT or containers, and the state's tag colour.
 */
import type { TBuyerRequestState } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import { Deduction, QUOTE_METHODS, type TQuoteType } from '@scrapbridge/domain/quote-method';

const DISCOUNT_UNIT: Record<string, string> = { USD_PER_MT: 'USD/MT', US_CENTS_PER_LB: '¢/lb', CNY_PER_MT: 'CNY/MT' };

function grouped(text: string, lang: TLang): string {
  const n = Number(text);
  return Number.isFinite(n) ? n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 }) : text;
}

export function targetPriceText(quoteType: TQuoteType, price: string, currency: string, lang: TLang): string {
  const method = QUOTE_METHODS[quoteType];
  if (method.deduction === Deduction.None) return `${grouped(price, lang)} ${currency}/MT`;
  if (method.deduction === Deduction.Percent) return `${grouped(price, lang)}% ${quoteType}`;
  const discount = Number(price);
  const sign = discount < 0 ? '+' : '−';
  return `${quoteType} ${sign} ${grouped(String(Math.abs(discount)), lang)} ${DISCOUNT_UNIT[method.discountUnit ?? 'USD_PER_MT']}`;
}

export function quoteTypeName(quoteType: TQuoteType, lang: TLang): string {
  return lang === 'zh' ? QUOTE_METHODS[quoteType].quoteTypeZh : QUOTE_METHODS[quoteType].quoteTypeEn;
}

export function quantityText(r: { weight: string | null; containers: number | null }, lang: TLang, containersLabel: (n: number) => string): string {
  const parts: string[] = [];
  if (r.weight !== null) parts.push(`${grouped(r.weight, lang)} MT`);
  if (r.containers !== null) parts.push(containersLabel(r.containers));
  return parts.join(' · ');
}

export const STATE_COLOR: Record<TBuyerRequestState, string> = {
  pending: 'gold',
  live: 'green',
  refused: 'red',
  expired: 'default',
  fulfilled: 'blue',
  closed: 'default',
};
