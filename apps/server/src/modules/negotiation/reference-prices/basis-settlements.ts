import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { referencePrices } from '../../../db/schema.ts';

export type TBasisSettlement = { priceDate: string; price: string };

/**
 * The settlements of one basis between two days (both included, either open), newest first, at most `limit`: what
 * price fixing (orders) confirms against and shows beside a request. One backward range scan of
 * reference_prices_basis_date_key.
 */
export async function listBasisSettlements(
  db: TDbOrTx,
  basis: TReferenceBasis,
  opts: { onOrAfter?: string | null; onOrBefore?: string | null; limit: number },
): Promise<TBasisSettlement[]> {
  const where: SQL[] = [eq(referencePrices.basis, basis)];
  if (opts.onOrAfter) where.push(gte(referencePrices.priceDate, opts.onOrAfter));
  if (opts.onOrBefore) where.push(lte(referencePrices.priceDate, opts.onOrBefore));
  const rows = await db
    .select({ priceDate: referencePrices.priceDate, price: referencePrices.price })
    .from(referencePrices)
    .where(and(...where))
    .orderBy(desc(referencePrices.priceDate))
    .limit(opts.limit);
  return rows.map((r) => ({ priceDate: String(r.priceDate), price: String(r.price) }));
}

/** The settlement of a basis on one exchange day, or null. */
export async function findBasisSettlement(db: TDbOrTx, basis: TReferenceBasis, priceDate: string): Promise<TBasisSettlement | null> {
  const [row] = await listBasisSettlements(db, basis, { onOrAfter: priceDate, onOrBefore: priceDate, limit: 1 });
  return row ?? null;
}
