import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop } from '@scrapbridge/domain/shop';
import type { TDbOrTx } from '../../db/client.ts';
import { toShop } from './shop-presenter.ts';
import { listShopPictureRows, type TShopJoined } from './shops.repository.ts';

export type TShopViewer = { userId: string; isStaff: boolean } | null;

/** An approved shop is public (/shop, /share-shop); any other status only for its owner and staff (else 404). */
export function visibleTo(row: TShopJoined, viewer: TShopViewer): boolean {
  return row.shop.status === 'ok' || (!!viewer && (viewer.isStaff || viewer.userId === row.shop.sellerUserId));
}

export async function presentShop(db: TDbOrTx, row: TShopJoined, viewer: TShopViewer, lang: TLang): Promise<TShop> {
  const pictures = await listShopPictureRows(db, [row.shop.id]);
  return toShop(row, pictures, { lang, viewerUserId: viewer?.userId ?? null, isStaff: viewer?.isStaff ?? false });
}

