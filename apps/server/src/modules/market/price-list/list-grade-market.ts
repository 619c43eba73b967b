import type { TDbOrTx } from '../../../db/client.ts';
import { findGradeFirmPrices } from '../../listings/index.ts';
import { findGradeDeals } from '../../orders/index.ts';
import { loadPublicItem } from './get-price-item.ts';

/** Rows shown of each list: the newest deals, the cheapest firm prices. */
const ROWS_MAX = 50;

/**
 * `GET /saas-v1/market-price/item/{id}/sold` (public, §2 sold history): this market's deals on the item's grade
 * (its family when it names none) — day, tonnes, price per MT, never who traded.
 */
export async function listSoldHistory(opts: { db: TDbOrTx; id: string; viewerId: string | null }) {
  const item = await loadPublicItem(opts.db, opts.id, opts.viewerId);
  return { rows: await findGradeDeals(opts.db, { market: item.market, categoryId: item.categoryId, subCategoryId: item.subCategoryId, limit: ROWS_MAX }) };
}

/** `GET /saas-v1/market-price/item/{id}/firm-quotes` (public, §2 live firm quotes): buy-it-now prices of live asks. */
export async function listFirmQuotes(opts: { db: TDbOrTx; id: string; viewerId: string | null }) {
  const item = await loadPublicItem(opts.db, opts.id, opts.viewerId);
  return { rows: await findGradeFirmPrices(opts.db, { market: item.market, categoryId: item.categoryId, subCategoryId: item.subCategoryId, limit: ROWS_MAX }) };
}
