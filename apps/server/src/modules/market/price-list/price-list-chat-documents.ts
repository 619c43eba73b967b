import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { priceListCurrency } from '@scrapbridge/domain/pricing/price-list';
import type { TDbOrTx } from '../../../db/client.ts';
import { findItemRows } from './price-list.repository.ts';

/** More live items than the list has; one bounded read. */
const MAX_ITEMS = 200;
const FIELD_KEYS = {
  purchasePrice: 'purchase',
  domesticSalesPrice: 'domesticSales',
  exportSalesPrice: 'exportSales',
  fasPrice: 'fas',
  cifCnfPrice: 'cifCnf',
} as const;

/**
 * The live market price list as chat documents (issue 17 item 6: "the market prices"): each item's latest day with
 * its prices per MT in the market's currency, linked to its /price-detail page. Public, like the list itself.
 */
export async function listPriceChatDocuments(opts: { db: TDbOrTx; lang: TLang }): Promise<TChatDocument[]> {
  const { rows } = await findItemRows(opts.db, { retired: 'live', viewerId: null, limit: MAX_ITEMS, offset: 0 });
  const t = (key: string, params?: Record<string, string | number>) => translate(opts.lang, `aiChat.sources.${key}`, params);
  const out: TChatDocument[] = [];
  for (const r of rows) {
    if (!r.latest) continue;
    const zh = opts.lang === 'zh';
    const grade = zh ? r.subCategoryNameZh || r.categoryNameZh : r.subCategoryNameEn || r.categoryNameEn;
    const description = zh ? r.descriptionZh || r.description : r.description || r.descriptionZh;
    const name = description ? `${grade} ${description}` : grade;
    const currency = priceListCurrency(r.market);
    const latest = r.latest;
    const prices = Object.entries(FIELD_KEYS)
      .map(([field, key]) => {
        const v = latest[field as keyof typeof FIELD_KEYS];
        return v === null ? null : t(key, { value: `${Number(v).toLocaleString('en-US')} ${currency}/MT` });
      })
      .filter((x): x is string => x !== null)
      .join(zh ? '，' : ', ');
    const place = [r.location, r.port].filter(Boolean).join(' / ');
    out.push({
      kind: 'price',
      title: t('priceTitle', { name, place: place || r.code }),
      // Both languages' grade names, so 光亮铜 finds the Bare Bright item on the English page and the other way round.
      text: `${t('priceLine', { name, place: place ? ` (${place})` : '', date: latest.priceDate, prices, market: r.market === 'cn' ? (zh ? '中国' : 'China') : zh ? '国际' : 'international' })} ${r.categoryNameZh} ${r.categoryNameEn} ${r.subCategoryNameZh ?? ''} ${r.subCategoryNameEn ?? ''} ${r.code}`,
      link: `/price-detail?id=${encodeURIComponent(r.id)}`,
    });
  }
  return out;
}
