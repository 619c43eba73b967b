/** How a quote reads on screen (§9 weight conversion and price display), shared by the detail page and the lists. */
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteLineView, TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import { formatTrimmed } from '@scrapbridge/domain/price-display';
import { formatWeight, type TWeightUnit } from '@scrapbridge/domain/weight';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

export function pickName(lang: TLang, zh: string | null, en: string | null): string {
  return (lang === 'zh' ? zh || en : en || zh) ?? '';
}

/** "38.5 MT", "84,877.87 LBS" or "2 containers" (the buyer may quote containers instead of a weight). */
export function lineWeightText(t: TTranslate, line: Pick<TQuoteLineView, 'weight' | 'containers'>, unit: TWeightUnit): string {
  const parts: string[] = [];
  if (line.weight !== null) parts.push(formatWeight(line.weight, unit));
  if (line.containers !== null) parts.push(t('negotiation.web.quote.containersN', { n: line.containers }));
  return parts.join(' · ') || '—';
}

export function paymentText(t: TTranslate, q: Pick<TQuoteView, 'prepayRate' | 'depositRatio' | 'balanceRatio' | 'paymentTiming'>): string {
  return t('negotiation.web.quote.paymentText', {
    prepay: q.prepayRate,
    deposit: formatTrimmed(q.depositRatio, 1),
    balance: formatTrimmed(q.balanceRatio, 1),
    timing: t(`negotiation.web.paymentTiming.${q.paymentTiming}`),
  });
}

/** The port a quote names, from the port dictionaries (label in the viewer's language). */
export function portText(ports: ReadonlyMap<number, string>, id: number | null): string | null {
  if (id === null) return null;
  return ports.get(id) ?? `#${id}`;
}

export function usdPerMtText(value: number | null): string {
  return value === null ? '—' : `$${formatTrimmed(value, 2)}/MT`;
}

export function dateTimeText(iso: string, lang: TLang): string {
  const d = new Date(iso);
  return d.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}
