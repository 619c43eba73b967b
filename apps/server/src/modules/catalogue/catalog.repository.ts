import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDictType } from '@scrapbridge/domain/catalog';
import type { TDbOrTx } from '../../db/client.ts';
import { categories, dictData, quoteMethods } from '../../db/schema.ts';

export type TCategoryRow = typeof categories.$inferSelect;
export type TDictRow = typeof dictData.$inferSelect;
export type TQuoteMethodRow = typeof quoteMethods.$inferSelect;

/** The whole catalogue is ~60 rows: every read is bounded by this limit anyway. */
const CATEGORY_LIMIT = 1000;

export async function hasCategories(db: TDbOrTx): Promise<boolean> {
  return (await db.select({ id: categories.id }).from(categories).limit(1)).length > 0;
}

export async function insertCategory(db: TDbOrTx, values: typeof categories.$inferInsert): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

/** parentId undefined: all; null: the families; a number: that family's grades. */
export async function listCategoryRows(db: TDbOrTx, opts: { parentId: number | null | undefined; status: number }): Promise<TCategoryRow[]> {
  const where: SQL[] = [eq(categories.status, opts.status)];
  if (opts.parentId === null) where.push(isNull(categories.parentId));
  else if (opts.parentId !== undefined) where.push(eq(categories.parentId, opts.parentId));
  return db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sort), asc(categories.id))
    .limit(CATEGORY_LIMIT);
}

export async function findCategoriesByIds(db: TDbOrTx, ids: number[]): Promise<TCategoryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids)).limit(CATEGORY_LIMIT);
}

export async function findCategoriesByCodes(db: TDbOrTx, codes: string[]): Promise<TCategoryRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.code, codes)).limit(CATEGORY_LIMIT);
}

export async function hasDictData(db: TDbOrTx): Promise<boolean> {
  return (await db.select({ id: dictData.id }).from(dictData).limit(1)).length > 0;
}

export async function insertDictData(db: TDbOrTx, rows: (typeof dictData.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(dictData).values(rows);
}

/**
 * Active entries of some dictionaries, in display order. Bounded by the reference data: ~250 countries and ~1,600
 * UN/LOCODE seaports per port type (seed/reference-data.ts), so every type fits in one answer.
 */
export async function listDictRows(db: TDbOrTx, dictTypes: TDictType[]): Promise<TDictRow[]> {
  return db
    .select()
    .from(dictData)
    .where(and(inArray(dictData.dictType, dictTypes), eq(dictData.status, 0)))
    .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id))
    .limit(8000);
}

/** What the reference-data sync compares against: every country and port row, whatever its status. */
export async function listReferenceKeys(db: TDbOrTx, dictTypes: TDictType[]) {
  return db
    .select({ id: dictData.id, dictType: dictData.dictType, value: dictData.value, latitude: dictData.latitude })
    .from(dictData)
    .where(inArray(dictData.dictType, dictTypes))
    .limit(20_000);
}

/** Adds rows, leaving any row whose id or (type, value) is already there as it is. */
export async function insertMissingDictData(db: TDbOrTx, rows: (typeof dictData.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(dictData).values(rows.slice(i, i + 500)).onConflictDoNothing();
}

export async function setDictCoordinates(db: TDbOrTx, id: number, at: { latitude: number; longitude: number }): Promise<void> {
  await db.update(dictData).set(at).where(and(eq(dictData.id, id), isNull(dictData.latitude)));
}

export async function findDictRowsByIds(db: TDbOrTx, ids: number[]): Promise<TDictRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(dictData).where(inArray(dictData.id, ids)).limit(ids.length);
}

/** Port/ramp search by name (zh or en) or code, optionally in one country. */
export async function searchPortRows(
  db: TDbOrTx,
  opts: { dictType: TDictType; keyword?: string; countryCode?: string; limit: number; offset: number },
): Promise<{ rows: TDictRow[]; total: number }> {
  const where: SQL[] = [eq(dictData.dictType, opts.dictType), eq(dictData.status, 0)];
  if (opts.countryCode) where.push(eq(dictData.countryCode, opts.countryCode));
  if (opts.keyword) {
    const pattern = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // One trigram-indexed key over code, English and Chinese name (schema/catalog.ts).
    where.push(ilike(dictData.searchKey, pattern.toLowerCase()));
  }
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(dictData)
      .where(and(...where))
      .orderBy(asc(dictData.sort), asc(dictData.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(dictData).where(and(...where)),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function hasQuoteMethods(db: TDbOrTx): Promise<boolean> {
  return (await db.select({ t: quoteMethods.quoteType }).from(quoteMethods).limit(1)).length > 0;
}

export async function insertQuoteMethods(db: TDbOrTx, rows: (typeof quoteMethods.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(quoteMethods).values(rows);
}

export async function listQuoteMethodRows(db: TDbOrTx): Promise<TQuoteMethodRow[]> {
  return db.select().from(quoteMethods).where(eq(quoteMethods.status, 0)).orderBy(asc(quoteMethods.sort)).limit(100);
}
