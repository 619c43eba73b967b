import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { PRICE_FIELDS } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceHistoryQuery } from '@scrapbridge/domain/pricing/price-list-view';
import type { TDbOrTx } from '../../../db/client.ts';
import { loadPublicItem } from './get-price-item.ts';
import { getPriceHistory } from './price-history.ts';

/** A CSV cell: quoted when it holds a delimiter, a quote or a line break; a leading = + - @ cannot start a formula. */
function cell(v: string | null): string {
  if (v === null) return '';
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * `GET /saas-v1/market-price/item/{id}/history/csv` (public): the history the chart shows, newest first, one row a
 * day: date, the five prices, currency and unit, remark; column names in the reader's language. UTF-8 with a BOM so
 * spreadsheets on Chinese Windows open it right.
 */
export async function renderPriceHistoryCsv(opts: { db: TDbOrTx; id: string; viewerId: string | null; query: TPriceHistoryQuery; lang: TLang }) {
  const item = await loadPublicItem(opts.db, opts.id, opts.viewerId);
  const history = await getPriceHistory(opts);
  const t = (k: string) => translate(opts.lang, `pricing.fields.${k}`);
  const header = ['priceDate', ...PRICE_FIELDS, 'currency', 'unit', 'remark'].map((k) => cell(t(k)));
  const lines = [header.join(',')];
  for (const p of [...history.points].reverse()) {
    lines.push([p.priceDate, ...PRICE_FIELDS.map((f) => p[f]), history.currency, history.unit, p.remark].map(cell).join(','));
  }
  const fileName = `${item.code}-${history.points.at(-1)?.priceDate ?? 'history'}.csv`;
  return { fileName, body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}
