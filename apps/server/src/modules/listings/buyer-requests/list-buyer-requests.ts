import type { TBuyerRequestCard, TBuyerRequestListQuery } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { BUYER_REQUEST_LIMITS } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDb } from '../../../db/client.ts';
import { listLiveRequests } from './buyer-requests.repository.ts';
import { toBuyerRequestCard } from './buyer-request-presenter.ts';

/**
 * `GET /app-v2/buyer-request/list`: the purchase market of one market (the query's, else the request's market
 * header, else intl). Counts stop ten pages ahead (at most 1,000), as the buy list does.
 */
export async function listBuyerRequests(
  opts: TBuyerRequestListQuery & { db: TDb; viewer: { userId: string; isStaff: boolean }; headerMarket: TMarket | undefined; lang: TLang },
): Promise<{ rows: TBuyerRequestCard[]; total: number }> {
  const offset = (opts.pageNum - 1) * opts.pageSize;
  const now = new Date();
  const { rows, total } = await listLiveRequests(opts.db, {
    market: opts.market ?? opts.headerMarket ?? 'intl',
    categoryId: opts.categoryId,
    subCategoryId: opts.subCategoryId,
    quoteType: opts.quoteType,
    deliveryTerm: opts.deliveryTerm,
    destinationPortId: opts.destinationPortId,
    keyword: opts.keyword,
    limit: opts.pageSize,
    offset,
    countCap: Math.min(BUYER_REQUEST_LIMITS.listMaxRows, offset + 10 * opts.pageSize),
    viewerUserId: opts.viewer.userId,
  });
  return { rows: rows.map((r) => toBuyerRequestCard(r, opts.viewer, opts.lang, now)), total };
}
