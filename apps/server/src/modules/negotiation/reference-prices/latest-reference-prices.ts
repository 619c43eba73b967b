import type { TReferencePrices } from '@scrapbridge/domain/quotes/price-normalise';
import type { TReferencePrice } from '@scrapbridge/domain/quotes/reference-price';
import type { TDbOrTx } from '../../../db/client.ts';
import { findLatestReferencePrices, type TReferencePriceRow } from './reference-prices.repository.ts';

export function toReferencePrice(r: TReferencePriceRow): TReferencePrice {
  return {
    id: r.id,
    basis: r.basis,
    unit: r.unit,
    priceDate: r.priceDate,
    price: Number(r.price),
    source: r.source,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The latest settlement per basis, as rows and as the map the normalisation reads (quote ranking). */
export async function latestReferencePrices(opts: { db: TDbOrTx }): Promise<{ rows: TReferencePrice[]; refs: TReferencePrices }> {
  const rows = (await findLatestReferencePrices(opts.db)).map(toReferencePrice);
  const refs: TReferencePrices = {};
  for (const r of rows) refs[r.basis] = r.price;
  return { rows, refs };
}
