import { SELLER_TABS, type TSellerTab } from '@scrapbridge/domain/ask';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDb } from '../../../db/client.ts';
import { toAskCard } from './ask-presenter.ts';
import { countSellerAsksByState, listSellerAskCards } from './asks.repository.ts';

/**
 * `GET /app-v2/ask/list/seller` (/askList): the caller's own asks of one state tab, most recently changed first,
 * with the count of every tab (expired derived from valid_until; deleted never shown). "Own" includes the asks the
 * caller placed for sellers as their consignment agent (§6 Agents: seller and agent both manage them). Refused asks
 * carry the staff's reason (§4 "A refused ask shows a rejected tag for the seller").
 */
export async function listSellerAsks(opts: {
  db: TDb;
  userId: string;
  state: TSellerTab;
  market: TMarket | undefined;
  pageNum: number;
  pageSize: number;
  lang: TLang;
}): Promise<{ rows: TAskCard[]; total: number; counts: Record<TSellerTab, number> }> {
  const [page, byState] = await Promise.all([
    listSellerAskCards(opts.db, {
      userId: opts.userId,
      tab: opts.state,
      market: opts.market,
      limit: opts.pageSize,
      offset: (opts.pageNum - 1) * opts.pageSize,
      asAgent: true,
    }),
    countSellerAsksByState(opts.db, opts.userId, { market: opts.market, asAgent: true }),
  ]);
  const counts = Object.fromEntries(SELLER_TABS.map((tab) => [tab, tab === 'all' ? 0 : (byState[tab] ?? 0)])) as Record<TSellerTab, number>;
  counts.all = Object.values(byState).reduce((a, b) => a + b, 0);
  return { total: page.total, counts, rows: page.rows.map((r) => toAskCard(r, opts.lang, { showRefuseReason: true })) };
}
