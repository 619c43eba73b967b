import { BUYER_REQUEST_TABS, type TBuyerRequestCard, type TBuyerRequestTab } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { listOwnRequests } from './buyer-requests.repository.ts';
import { toBuyerRequestCard } from './buyer-request-presenter.ts';

/** `GET /app-v2/buyer-request/mine` ("my posts"): the caller's own requests of a tab, and every tab's count. */
export async function listMyBuyerRequests(opts: {
  db: TDb;
  userId: string;
  state: TBuyerRequestTab;
  pageNum: number;
  pageSize: number;
  lang: TLang;
}): Promise<{ rows: TBuyerRequestCard[]; total: number; counts: Record<TBuyerRequestTab, number> }> {
  const now = new Date();
  const { rows, total, counts } = await listOwnRequests(opts.db, {
    buyerUserId: opts.userId,
    state: opts.state,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  const all = Object.fromEntries(BUYER_REQUEST_TABS.map((t) => [t, counts[t] ?? 0])) as Record<TBuyerRequestTab, number>;
  return { rows: rows.map((r) => toBuyerRequestCard(r, { userId: opts.userId, isStaff: false }, opts.lang, now)), total, counts: all };
}
