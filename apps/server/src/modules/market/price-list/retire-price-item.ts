import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPriceItemView } from '@scrapbridge/domain/pricing/price-list-view';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { toPriceItemView } from './price-item-presenter.ts';
import { findItemRecord, findItemRow, updateItem } from './price-list.repository.ts';

/**
 * `POST /admin/market-price/item/{id}/retire` {retired} (staff): a retired item leaves the public list and the imports
 * (its code no longer accepted), keeping its history and its followers; bringing it back restores both. Audited.
 */
export async function retirePriceItem(opts: { db: TDb; staffUserId: string; id: string; retired: boolean }): Promise<TPriceItemView> {
  return opts.db.transaction(async (tx) => {
    const item = await findItemRecord(tx, opts.id, { lock: true });
    if (!item) throw new AppError(ErrorCode.NotFound);
    if ((item.retiredAt !== null) !== opts.retired) {
      await updateItem(tx, item.id, { retiredAt: opts.retired ? sql`now()` : null });
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: opts.retired ? 'price_item.retire' : 'price_item.restore',
        targetType: 'price_item',
        targetId: item.id,
        detail: { code: item.code },
      });
    }
    return toPriceItemView((await findItemRow(tx, item.id, null))!, 'MT');
  });
}
