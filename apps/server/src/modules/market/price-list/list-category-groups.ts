import type { TMarket } from '@scrapbridge/domain/market';
import type { TDbOrTx } from '../../../db/client.ts';
import { findCategoryGroups } from './price-list.repository.ts';

/** `GET /saas-v1/category-group/list` (public): the category groups the price list shows, with their live items. */
export async function listCategoryGroups(opts: { db: TDbOrTx; market?: TMarket }) {
  return { rows: await findCategoryGroups(opts.db, opts.market) };
}
