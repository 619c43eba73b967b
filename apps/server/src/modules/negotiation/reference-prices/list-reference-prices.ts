import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDb } from '../../../db/client.ts';
import { toReferencePrice } from './latest-reference-prices.ts';
import { listReferencePriceRows } from './reference-prices.repository.ts';

/** `GET /admin/reference-price` (staff): the series, newest day first, optionally one basis. */
export async function listReferencePrices(opts: { db: TDb; basis?: TReferenceBasis; pageNum: number; pageSize: number }) {
  const page = await listReferencePriceRows(opts.db, { basis: opts.basis, limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  return { rows: page.rows.map(toReferencePrice), total: page.total };
}
