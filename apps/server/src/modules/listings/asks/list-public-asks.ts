import type { TAskCard } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDb } from '../../../db/client.ts';
import { toAskCard } from './ask-presenter.ts';
import { listBuyerAskCards } from './asks.repository.ts';

/**
 * `GET /app-v2/ask/list/buyer/pub`: the home page's recommended asks for anonymous visitors (§2: 8 items, §9 page
 * size 8): live asks only, newest first, through the same statement as the buyer list. Cards never name the
 * seller; with no viewer, nothing is "mine" and every unclicked live ask is New.
 */
export async function listPublicAsks(opts: {
  db: TDb;
  pageNum: number;
  pageSize: number;
  market: TMarket | undefined;
  headerMarket: TMarket | null;
  lang: TLang;
}): Promise<{ rows: TAskCard[]; total: number }> {
  const page = await listBuyerAskCards(opts.db, {
    viewerUserId: null,
    market: opts.market ?? opts.headerMarket ?? 'intl',
    scope: 'open',
    searchPatterns: [],
    sort: 'newest',
    order: 'desc',
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { total: page.total, rows: page.rows.map((r) => toAskCard(r, opts.lang, { showRefuseReason: false })) };
}
