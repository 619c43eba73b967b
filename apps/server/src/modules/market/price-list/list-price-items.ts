import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPriceItemView, TPriceListQuery } from '@scrapbridge/domain/pricing/price-list-view';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPriceItemView } from './price-item-presenter.ts';
import { findItemRows } from './price-list.repository.ts';

/**
 * `GET /saas-v1/market-price/list` (public): the live items, grouped by category group, with latest prices, daily
 * change and last update, in the unit the reader chose. "My following" needs a session (the screen asks a visitor to
 * sign in first; the route answers 401 to one that asks anyway).
 */
export async function listPriceItems(opts: { db: TDbOrTx; viewerId: string | null; query: TPriceListQuery }): Promise<{ rows: TPriceItemView[]; total: number }> {
  const { query } = opts;
  if (query.tab === 'following' && !opts.viewerId) throw new AppError(ErrorCode.Unauthorized);
  const page = await findItemRows(opts.db, {
    keyword: query.keyword,
    categoryId: query.categoryId,
    market: query.market,
    retired: 'live',
    followedBy: query.tab === 'following' ? opts.viewerId! : undefined,
    viewerId: opts.viewerId,
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
  return { rows: page.rows.map((r) => toPriceItemView(r, query.unit)), total: page.total };
}

/** `GET /admin/market-price/item` (staff): live, retired or all items, prices per MT as entered. */
export async function listStaffPriceItems(opts: {
  db: TDbOrTx;
  query: { keyword?: string; categoryId?: number; market?: TMarket; retired: 'live' | 'retired' | 'all'; pageNum: number; pageSize: number };
}): Promise<{ rows: TPriceItemView[]; total: number }> {
  const { query } = opts;
  const page = await findItemRows(opts.db, { ...query, viewerId: null, limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize });
  const unit: TWeightUnit = 'MT';
  return { rows: page.rows.map((r) => toPriceItemView(r, unit)), total: page.total };
}
