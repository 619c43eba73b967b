import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { referencePrices } from '../../../db/schema.ts';

export type TReferencePriceRow = typeof referencePrices.$inferSelect;

/** The latest settlement of every basis: one index step per basis (reference_prices_basis_date_key). */
export async function findLatestReferencePrices(db: TDbOrTx): Promise<TReferencePriceRow[]> {
  const rows = await executeRows<{
    id: string;
    basis: TReferencePriceRow['basis'];
    unit: TReferencePriceRow['unit'];
    price_date: string | Date;
    price: string | number;
    source: string | null;
    updated_by: string | null;
    created_at: string | Date;
    updated_at: string | Date;
  }>(
    db,
    sql`
    select distinct on (basis) id, basis, unit, price_date, price, source, updated_by, created_at, updated_at
    from reference_prices order by basis, price_date desc`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    basis: r.basis,
    unit: r.unit,
    priceDate: String(r.price_date instanceof Date ? r.price_date.toISOString().slice(0, 10) : r.price_date),
    price: String(r.price),
    source: r.source ?? null,
    updatedBy: r.updated_by ?? null,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
}

export async function listReferencePriceRows(db: TDbOrTx, opts: { basis?: TReferenceBasis; limit: number; offset: number }) {
  const rows = await db
    .select({ row: referencePrices, total: sql<number>`count(*) over ()::int` })
    .from(referencePrices)
    .where(opts.basis ? eq(referencePrices.basis, opts.basis) : undefined)
    .orderBy(desc(referencePrices.priceDate), referencePrices.basis)
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows: rows.map((r) => r.row), total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function findReferencePrice(db: TDbOrTx, id: string): Promise<TReferencePriceRow | null> {
  const rows = await db.select().from(referencePrices).where(eq(referencePrices.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findReferencePriceOn(db: TDbOrTx, basis: TReferenceBasis, priceDate: string): Promise<TReferencePriceRow | null> {
  const rows = await db
    .select()
    .from(referencePrices)
    .where(and(eq(referencePrices.basis, basis), eq(referencePrices.priceDate, priceDate)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts or replaces the settlement of a basis on a day; answers whether it was new. */
export async function upsertReferencePrice(
  tx: TTx,
  values: { basis: TReferenceBasis; unit: TReferencePriceRow['unit']; priceDate: string; price: string; source: string | null; updatedBy: string },
): Promise<{ id: string; inserted: boolean }> {
  const [row] = await tx
    .insert(referencePrices)
    .values(values)
    .onConflictDoUpdate({
      target: [referencePrices.basis, referencePrices.priceDate],
      set: { price: values.price, source: values.source, unit: values.unit, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    })
    .returning({ id: referencePrices.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: Boolean(row!.inserted) };
}

export async function updateReferencePrice(tx: TTx, id: string, values: Partial<typeof referencePrices.$inferInsert>): Promise<void> {
  await tx.update(referencePrices).set({ ...values, updatedAt: sql`now()` }).where(eq(referencePrices.id, id));
}

export async function deleteReferencePrice(tx: TTx, id: string): Promise<boolean> {
  const rows = await tx.delete(referencePrices).where(eq(referencePrices.id, id)).returning({ id: referencePrices.id });
  return rows.length > 0;
}

const dayText = (v: string | Date) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

export type TSeriesSettlement = { basis: TReferenceBasis; unit: TReferencePriceRow['unit']; priceDate: string; price: string; source: string | null };

/**
 * The two latest settlements of every basis, newest first per basis (the futures board and the series alerts): two
 * backward index steps per basis on reference_prices_basis_date_key, whatever the table's length.
 */
export async function findLatestTwoSettlements(db: TDbOrTx, bases: readonly TReferenceBasis[]): Promise<TSeriesSettlement[]> {
  if (!bases.length) return [];
  const rows = await executeRows<{ basis: TReferenceBasis; unit: TReferencePriceRow['unit']; price_date: string | Date; price: string; source: string | null }>(
    db,
    sql`
    select b.basis, p.unit, p.price_date, p.price::text as price, p.source
    from unnest(array[${sql.join(bases.map((b) => sql`${b}`), sql`, `)}]::text[]) with ordinality as b(basis, ord)
    cross join lateral (
      select unit, price_date, price, source from reference_prices r where r.basis = b.basis order by r.price_date desc limit 2
    ) p
    order by b.ord, p.price_date desc`,
  );
  return rows.map((r) => ({ basis: r.basis, unit: r.unit, priceDate: dayText(r.price_date), price: r.price, source: r.source }));
}

/** The day of a basis' latest settlement, or null. */
export async function findLatestSettlementDate(db: TDbOrTx, basis: TReferenceBasis): Promise<string | null> {
  const rows = await db
    .select({ priceDate: referencePrices.priceDate })
    .from(referencePrices)
    .where(eq(referencePrices.basis, basis))
    .orderBy(desc(referencePrices.priceDate))
    .limit(1);
  return rows[0]?.priceDate ?? null;
}

/** A basis' settlements from a day on (all with null), the newest `limit`, answered oldest first. */
export async function findSettlementHistory(
  db: TDbOrTx,
  opts: { basis: TReferenceBasis; from: string | null; limit: number },
): Promise<{ priceDate: string; price: string; source: string | null }[]> {
  const rows = await db
    .select({ priceDate: referencePrices.priceDate, price: sql<string>`${referencePrices.price}::text`, source: referencePrices.source })
    .from(referencePrices)
    .where(opts.from ? and(eq(referencePrices.basis, opts.basis), gte(referencePrices.priceDate, opts.from)) : eq(referencePrices.basis, opts.basis))
    .orderBy(desc(referencePrices.priceDate))
    .limit(opts.limit);
  return rows.reverse();
}

/** The stored settlements of some basis/day pairs, locked for the caller's transaction (a feed writing beside another). */
export async function lockSettlementsOn(tx: TTx, keys: readonly { basis: TReferenceBasis; priceDate: string }[]): Promise<TReferencePriceRow[]> {
  if (!keys.length) return [];
  return tx
    .select()
    .from(referencePrices)
    .where(or(...keys.map((k) => and(eq(referencePrices.basis, k.basis), eq(referencePrices.priceDate, k.priceDate)))))
    .for('update');
}

/**
 * A settlement from a price feed: inserted when the day is new (a feed racing another instance on the same day
 * leaves one row, the unique index deciding), its price and source replaced when it changed. Written by no user.
 */
export async function writeFeedSettlement(
  tx: TTx,
  values: { basis: TReferenceBasis; unit: TReferencePriceRow['unit']; priceDate: string; price: string; source: string },
): Promise<{ id: string; inserted: boolean }> {
  const [row] = await tx
    .insert(referencePrices)
    .values({ ...values, updatedBy: null })
    .onConflictDoUpdate({
      target: [referencePrices.basis, referencePrices.priceDate],
      set: { price: values.price, source: values.source, unit: values.unit, updatedBy: null, updatedAt: sql`now()` },
    })
    .returning({ id: referencePrices.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: Boolean(row!.inserted) };
}
