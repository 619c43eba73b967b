import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { MARKET_CURRENCY } from '@scrapbridge/domain/market';
import { INDEX_MIN_COMPANIES, weekOf } from '@scrapbridge/domain/pricing/deal-index';
import type { TDealIndexQuery, TDealIndexSeries } from '@scrapbridge/domain/pricing/deal-index-view';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCategoriesByIds } from '../../catalogue/index.ts';
import { weeklyDealIndex } from './deal-index.repository.ts';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Tonnes as shown: without trailing zeros. */
const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/**
 * One grade's own-deal index on one market (issue 14 item 6): the last `weeks` weeks up to the current one (UTC),
 * every week present, oldest first. An unknown grade, or a family rather than a grade, is 404.
 */
export async function getDealIndex(opts: { db: TDbOrTx; query: TDealIndexQuery; lang: TLang; now?: Date }): Promise<TDealIndexSeries> {
  const { db, query } = opts;
  const [category] = await findCategoriesByIds(db, [query.subCategoryId]);
  if (!category || category.parentId === null) throw new AppError(ErrorCode.NotFound);
  const thisWeek = weekOf((opts.now ?? new Date()).toISOString().slice(0, 10));
  const fromDay = addDays(thisWeek, -7 * (query.weeks - 1));
  const untilDay = addDays(thisWeek, 7);
  const rows = await weeklyDealIndex(db, { market: query.market, subCategoryId: query.subCategoryId, fromDay, untilDay });
  return {
    subCategoryId: category.id,
    grade: opts.lang === 'zh' ? category.nameZh : category.nameEn,
    market: query.market,
    currency: MARKET_CURRENCY[query.market],
    minCompanies: INDEX_MIN_COMPANIES,
    points: rows.map((r) => ({
      week: r.week,
      status: r.price === null ? ('insufficient' as const) : ('published' as const),
      price: r.price,
      tonnes: trim(r.tonnes),
      deals: r.deals,
      companies: r.companies,
    })),
  };
}
