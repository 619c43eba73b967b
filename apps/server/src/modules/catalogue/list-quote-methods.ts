import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import { DISCOUNT_UNITS, QUOTE_TYPES, type TQuoteMethod } from '@scrapbridge/domain/quote-method';
import type { TDb } from '../../db/client.ts';
import { listQuoteMethodRows } from './catalog.repository.ts';

/**
 * `GET /app-v2/quote/method/list` {market}: the §3 quote methods staff have not disabled, optionally only those
 * offered on one market (FIXED everywhere; LME and CMX international; SHCU, CJCU, JLCU, BTAL China).
 */
export async function listQuoteMethods(opts: { db: TDb; lang: TLang; market?: TMarket }): Promise<{ rows: TQuoteMethod[]; total: number }> {
  const rows = (await listQuoteMethodRows(opts.db))
    .filter((r) => (QUOTE_TYPES as readonly string[]).includes(r.quoteType))
    .map((r): TQuoteMethod => {
      const markets = r.markets.split(',').filter((m): m is TMarket => m === 'intl' || m === 'cn');
      return {
        quoteType: r.quoteType,
        quoteTypeZh: r.nameZh,
        quoteTypeEn: r.nameEn,
        quoteTypeName: opts.lang === 'zh' ? r.nameZh : r.nameEn,
        supportFormula: r.supportFormula,
        deduction: r.deduction,
        discountUnit: (DISCOUNT_UNITS as readonly string[]).includes(r.discountUnit ?? '') ? r.discountUnit : null,
        markets,
        basis: opts.lang === 'zh' ? r.basisZh : r.basisEn,
        sort: r.sort,
      };
    })
    .filter((m) => !opts.market || m.markets.includes(opts.market));
  return { rows, total: rows.length };
}
