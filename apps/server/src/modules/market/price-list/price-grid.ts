import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPriceGridInput } from '@scrapbridge/domain/pricing/price-list';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDb, TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { pointInUnit, toPriceItemView } from './price-item-presenter.ts';
import { findGridPoints, findItemRows } from './price-list.repository.ts';
import { writePoints, type TWriteCounts } from './write-points.ts';

/** The grid shows every live item of a group at once: the whole list fits. */
const GRID_ITEMS_MAX = 500;

/** `GET /admin/market-price/grid` (staff): every live item (of a group, a market) with its point of the day and the one before. */
export async function getPriceGrid(opts: { db: TDbOrTx; priceDate: string; categoryId?: number; market?: TMarket }) {
  const { rows } = await findItemRows(opts.db, { categoryId: opts.categoryId, market: opts.market, retired: 'live', viewerId: null, limit: GRID_ITEMS_MAX, offset: 0 });
  const points = await findGridPoints(opts.db, rows.map((r) => r.id), opts.priceDate);
  return {
    priceDate: opts.priceDate,
    rows: rows.map((r) => {
      const p = points.get(r.id);
      return {
        item: toPriceItemView(r, 'MT'),
        point: p?.point ? pointInUnit(p.point, 'MT') : null,
        previous: p?.previous ? pointInUnit(p.previous, 'MT') : null,
      };
    }),
  };
}

/**
 * `PUT /admin/market-price/grid` (staff): the prices of many items for one day, all or nothing. Every row must name a
 * live item (1000 on `rows.N.itemId`), and an item at most once. Audited with the day and the counts.
 */
export async function savePriceGrid(opts: { db: TDb; staffUserId: string; input: TPriceGridInput }): Promise<TWriteCounts> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const ids = input.rows.map((r) => r.itemId);
    const { rows: items } = await findItemRows(tx, { ids: [...new Set(ids)], retired: 'live', viewerId: null, limit: ids.length, offset: 0 });
    const live = new Set(items.map((i) => i.id));
    const seen = new Set<string>();
    input.rows.forEach((r, i) => {
      if (!live.has(r.itemId)) throw AppError.field(`rows.${i}.itemId`, 'pricing.errors.notLiveItem');
      if (seen.has(r.itemId)) throw AppError.field(`rows.${i}.itemId`, 'pricing.errors.itemTwice');
      seen.add(r.itemId);
    });
    if (!input.rows.length) throw new AppError(ErrorCode.Validation);
    const counts = await writePoints(
      tx,
      input.rows.map((r) => ({
        itemId: r.itemId,
        priceDate: input.priceDate,
        purchasePrice: r.purchasePrice ?? null,
        domesticSalesPrice: r.domesticSalesPrice ?? null,
        exportSalesPrice: r.exportSalesPrice ?? null,
        fasPrice: r.fasPrice ?? null,
        cifCnfPrice: r.cifCnfPrice ?? null,
        remark: r.remark ?? null,
      })),
      opts.staffUserId,
    );
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'price_point.grid', targetType: 'price_point', detail: { priceDate: input.priceDate, ...counts } });
    return counts;
  });
}
