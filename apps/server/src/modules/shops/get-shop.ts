import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShopPage } from '@scrapbridge/domain/shop';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listSellerAskCards, toAskCard } from '../listings/index.ts';
import { presentShop, visibleTo, type TShopViewer } from './shop-visibility.ts';
import { findShop } from './shops.repository.ts';

/**
 * `GET /app-v2/shop/{shopId}` (public; /shop and /share-shop): the shop (company name, profile, pictures, figures)
 * and a page of the seller's live asks, as the buyer list shows them (the asks module's seller list of the
 * "active" tab, with `mine` meaning the viewer's own).
 */
export async function getShop(opts: { db: TDb; shopId: string; viewer: TShopViewer; lang: TLang; pageNum: number; pageSize: number }): Promise<TShopPage> {
  const row = await findShop(opts.db, { shopId: opts.shopId }, opts.viewer?.userId ?? null);
  if (!row || !visibleTo(row, opts.viewer)) throw new AppError(ErrorCode.NotFound);
  const sellerId = row.shop.sellerUserId;
  const [shop, asks] = await Promise.all([
    presentShop(opts.db, row, opts.viewer, opts.lang),
    listSellerAskCards(opts.db, { userId: sellerId, tab: 'active', limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize }),
  ]);
  const viewerIsSeller = opts.viewer?.userId === sellerId;
  return {
    shop,
    asks: { total: asks.total, rows: asks.rows.map((r) => toAskCard({ ...r, mine: viewerIsSeller }, opts.lang, { showRefuseReason: false })) },
  };
}
