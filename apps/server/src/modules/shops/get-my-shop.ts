import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop } from '@scrapbridge/domain/shop';
import type { TDbOrTx } from '../../db/client.ts';
import type { TSessionUser } from '../identity/index.ts';
import { toShop } from './shop-presenter.ts';
import { findShop, listShopPictureRows } from './shops.repository.ts';

/**
 * `GET /app-v2/shop/my` (/apply-shop "used both to apply and to view one's own shop"): the caller's shop in any
 * status, with the failure reason and the §9 due time; null when they never applied.
 */
export async function getMyShop(opts: { db: TDbOrTx; session: TSessionUser; lang: TLang }): Promise<TShop | null> {
  const row = await findShop(opts.db, { sellerUserId: opts.session.userId }, opts.session.userId);
  if (!row) return null;
  const pictures = await listShopPictureRows(opts.db, [row.shop.id]);
  return toShop(row, pictures, { lang: opts.lang, viewerUserId: opts.session.userId, isStaff: opts.session.isStaff });
}
