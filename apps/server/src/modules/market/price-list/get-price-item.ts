import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPriceItemView } from '@scrapbridge/domain/pricing/price-list-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPriceItemView } from './price-item-presenter.ts';
import { findItemRow, type TItemRow } from './price-list.repository.ts';

/** An item the public may read: a retired one is gone from the list, but a follower's link still opens it. */
export async function loadPublicItem(db: TDbOrTx, id: string, viewerId: string | null): Promise<TItemRow> {
  const row = await findItemRow(db, id, viewerId);
  if (!row || (row.retired && !row.following)) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** `GET /saas-v1/market-price/item/{id}` (public): one item, latest prices and daily change in the reader's unit. */
export async function getPriceItem(opts: { db: TDbOrTx; id: string; viewerId: string | null; unit: TWeightUnit }): Promise<TPriceItemView> {
  return toPriceItemView(await loadPublicItem(opts.db, opts.id, opts.viewerId), opts.unit);
}
