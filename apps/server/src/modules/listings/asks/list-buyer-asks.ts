import { FOLLOWED_FILTER, type TBuyerAskListQuery } from '@scrapbridge/domain/ask';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import { lbsTextToMtText } from '@scrapbridge/domain/decimal';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import { searchPatternsOf } from '@scrapbridge/domain/material-search';
import type { TDb } from '../../../db/client.ts';
import { toAskCard } from './ask-presenter.ts';
import { listBuyerAskCards, type TBuyerAskFilters } from './asks.repository.ts';

/** The query as the repository's statement takes it: weights in MT, the keyword as trigram-indexable patterns. */
export function buyerFiltersOf(q: TBuyerAskListQuery, opts: { viewerUserId: string | null; market: TMarket }): TBuyerAskFilters {
  const toMt = (w: string | undefined) => (w === undefined ? undefined : q.weightUnit === 'LBS' ? lbsTextToMtText(w) : w);
  return {
    viewerUserId: opts.viewerUserId,
    market: opts.market,
    scope: q.scope,
    categoryId: q.categoryId,
    subCategoryId: q.subCategoryId,
    originCountryId: q.originCountryId,
    loadingCountryId: q.loadingCountryId,
    portId: q.portId,
    quoteType: q.quoteType,
    weightMinMt: toMt(q.weightMin),
    weightMaxMt: toMt(q.weightMax),
    searchPatterns: searchPatternsOf(q.keyword),
    followedOnly: q.followed === FOLLOWED_FILTER,
    sort: q.sort,
    order: q.order,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  };
}

/**
 * `GET /app-v2/ask/list/buyer` (/quoteList): what buyers can quote on, filtered, searched by material in zh and
 * en, sorted and paged. ONE indexed SQL statement (asks.repository.ts buyerAskListQuery: the page, a capped count,
 * and each row's lines, first five pictures and country labels), so the benchmark can run the very same text on
 * a bare handler. followed=3 keeps the asks in the viewer's followed categories (§2, §4).
 */
export async function listBuyerAsks(
  opts: TBuyerAskListQuery & { db: TDb; viewerUserId: string; headerMarket: TMarket | null; lang: TLang },
): Promise<{ rows: TAskCard[]; total: number }> {
  const { db, viewerUserId, headerMarket, lang, ...query } = opts;
  const market = query.market ?? headerMarket ?? 'intl';
  const page = await listBuyerAskCards(db, buyerFiltersOf(query, { viewerUserId, market }));
  return { total: page.total, rows: page.rows.map((r) => toAskCard(r, lang, { showRefuseReason: false })) };
}
