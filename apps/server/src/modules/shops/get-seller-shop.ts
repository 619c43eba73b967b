import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop } from '@scrapbridge/domain/shop';
import type { TDb } from '../../db/client.ts';
import { presentShop, visibleTo, type TShopViewer } from './shop-visibility.ts';
import { findShop } from './shops.repository.ts';

/**
 * `GET /app-v2/shop/seller/{sellerId}` (public): the seller's shop when the viewer may see it (approved, or their
 * own, or staff), else null, so an ask page can offer "visit the shop" without an error toast.
 */
export async function getSellerShop(opts: { db: TDb; sellerId: string; viewer: TShopViewer; lang: TLang }): Promise<TShop | null> {
  const row = await findShop(opts.db, { sellerUserId: opts.sellerId }, opts.viewer?.userId ?? null);
  if (!row || !visibleTo(row, opts.viewer)) return null;
  return presentShop(opts.db, row, opts.viewer, opts.lang);
}
