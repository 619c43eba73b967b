import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { escapeLike } from '@scrapbridge/domain/wiki';
import type { TMarket } from '@scrapbridge/domain/market';
import { PRICE_FIELDS, type TPriceField } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceFollowKind } from '@scrapbridge/domain/pricing/price-follow';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { priceFollows, priceItems, pricePoints } from '../../../db/schema.ts';

/** A point as stored: prices per MT as decimal text (numeric(14,2) → "9530.50"), the day as YYYY-MM-DD. */
export type TStoredPoint = { priceDate: string; remark: string | null } & Record<TPriceField, string | null>;

/** An item with its names, its latest point and the one before it (the daily change), as the screens read it. */
export type TItemRow = {
  id: string;
  code: string;
  market: TMarket;
  categoryId: number;
  categoryCode: string;
  categoryNameEn: string;
  categoryNameZh: string;
  subCategoryId: number | null;
  subCategoryNameEn: string | null;
  subCategoryNameZh: string | null;
  description: string | null;
  descriptionZh: string | null;
  location: string | null;
  port: string | null;
  remark: string | null;
  retired: boolean;
  demo: boolean;
  following: boolean;
  latest: TStoredPoint | null;
  previous: TStoredPoint | null;
};

/** A point's columns as one JSON object, text for the prices and the day so both drivers answer the same. */
const pointJson = (alias: string) =>
  sql.raw(
    `jsonb_build_object('priceDate', ${alias}.price_date::text, 'remark', ${alias}.remark, ${PRICE_FIELDS.map(
      (f) => `'${f}', ${alias}.${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}::text`,
    ).join(', ')})`,
  );

type TRawItem = Omit<TItemRow, 'latest' | 'previous' | 'categoryId' | 'subCategoryId'> & {
  categoryId: number | string;
  subCategoryId: number | string | null;
  latest: TStoredPoint | string | null;
  previous: TStoredPoint | string | null;
  total?: number | string;
};

const parseJson = (v: TStoredPoint | string | null): TStoredPoint | null => (typeof v === 'string' ? (JSON.parse(v) as TStoredPoint) : v);

function toItemRow(r: TRawItem): TItemRow {
  return {
    ...r,
    categoryId: Number(r.categoryId),
    subCategoryId: r.subCategoryId === null ? null : Number(r.subCategoryId),
    retired: Boolean(r.retired),
    demo: Boolean(r.demo),
    following: Boolean(r.following),
    latest: parseJson(r.latest),
    previous: parseJson(r.previous),
  };
}

export type TItemFilter = {
  keyword?: string;
  categoryId?: number;
  market?: TMarket;
  /** live (the public list), retired, or all (staff). */
  retired?: 'live' | 'retired' | 'all';
  /** Only the items this user follows ("my following"). */
  followedBy?: string;
  ids?: readonly string[];
};

/**
 * Items with their latest point and the point before it: one backward step of price_points_item_date_key per item
 * (two laterals), the page cut before the laterals run. `viewerId` marks what the caller follows.
 */
export async function findItemRows(
  db: TDbOrTx,
  opts: TItemFilter & { viewerId: string | null; limit: number; offset: number },
): Promise<{ rows: TItemRow[]; total: number }> {
  const where: SQL[] = [];
  const retired = opts.retired ?? 'live';
  if (retired === 'live') where.push(sql`i.retired_at is null`);
  if (retired === 'retired') where.push(sql`i.retired_at is not null`);
  if (opts.categoryId !== undefined) where.push(sql`i.category_id = ${opts.categoryId}`);
  if (opts.market) where.push(sql`i.market = ${opts.market}`);
  if (opts.ids) where.push(opts.ids.length ? sql`i.id in (${sql.join(opts.ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  if (opts.followedBy) {
    where.push(sql`exists (select 1 from price_follows f where f.user_id = ${opts.followedBy} and f.kind = 'item' and f.key = i.id::text)`);
  }
  if (opts.keyword) {
    const like = `%${escapeLike(opts.keyword)}%`;
    where.push(sql`(i.code ilike ${like} or i.description ilike ${like} or i.description_zh ilike ${like}
      or c.name_en ilike ${like} or c.name_zh ilike ${like} or sc.name_en ilike ${like} or sc.name_zh ilike ${like}
      or i.location ilike ${like} or i.port ilike ${like})`);
  }
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const following = opts.viewerId
    ? sql`exists (select 1 from price_follows f where f.user_id = ${opts.viewerId} and f.kind = 'item' and f.key = page.id::text)`
    : sql`false`;
  const rows = await executeRows<TRawItem>(
    db,
    sql`
    with page as (
      select i.*, c.code as category_code, c.name_en as category_name_en, c.name_zh as category_name_zh, c.sort as category_sort,
        sc.name_en as sub_category_name_en, sc.name_zh as sub_category_name_zh, count(*) over () as total
      from price_items i
      join categories c on c.id = i.category_id
      left join categories sc on sc.id = i.sub_category_id
      ${whereSql}
      order by c.sort, c.id, i.market, i.code
      limit ${opts.limit} offset ${opts.offset}
    )
    select page.id, page.code, page.market, page.category_id as "categoryId", page.category_code as "categoryCode",
      page.category_name_en as "categoryNameEn", page.category_name_zh as "categoryNameZh", page.sub_category_id as "subCategoryId",
      page.sub_category_name_en as "subCategoryNameEn", page.sub_category_name_zh as "subCategoryNameZh",
      page.description, page.description_zh as "descriptionZh", page.location, page.port, page.remark,
      page.retired_at is not null as retired, page.demo, ${following} as following, page.total,
      (select ${pointJson('p')} from price_points p where p.item_id = page.id order by p.price_date desc limit 1) as latest,
      (select ${pointJson('p')} from price_points p where p.item_id = page.id order by p.price_date desc offset 1 limit 1) as previous
    from page
    order by page.category_sort, page.category_id, page.market, page.code`,
  );
  return { rows: rows.map(toItemRow), total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function findItemRow(db: TDbOrTx, id: string, viewerId: string | null): Promise<TItemRow | null> {
  const { rows } = await findItemRows(db, { ids: [id], retired: 'all', viewerId, limit: 1, offset: 0 });
  return rows[0] ?? null;
}

/** An item's points from a day on (all when null), oldest first. */
export async function findPoints(db: TDbOrTx, itemId: string, from: string | null): Promise<TStoredPoint[]> {
  const rows = await executeRows<{ point: TStoredPoint | string }>(
    db,
    sql`select ${pointJson('p')} as point from price_points p
        where p.item_id = ${itemId} ${from ? sql`and p.price_date >= ${from}` : sql``}
        order by p.price_date`,
  );
  return rows.map((r) => parseJson(r.point)!);
}

/** The points of some items on one day, and each item's last point before it (the grid). */
export async function findGridPoints(db: TDbOrTx, itemIds: readonly string[], priceDate: string): Promise<Map<string, { point: TStoredPoint | null; previous: TStoredPoint | null }>> {
  const out = new Map<string, { point: TStoredPoint | null; previous: TStoredPoint | null }>();
  if (!itemIds.length) return out;
  const rows = await executeRows<{ id: string; point: TStoredPoint | string | null; previous: TStoredPoint | string | null }>(
    db,
    sql`select i.id,
      (select ${pointJson('p')} from price_points p where p.item_id = i.id and p.price_date = ${priceDate}) as point,
      (select ${pointJson('p')} from price_points p where p.item_id = i.id and p.price_date < ${priceDate} order by p.price_date desc limit 1) as previous
    from price_items i where i.id in (${sql.join(itemIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  for (const r of rows) out.set(String(r.id), { point: parseJson(r.point), previous: parseJson(r.previous) });
  return out;
}

export type TPriceItemRecord = typeof priceItems.$inferSelect;

export async function findItemRecord(db: TDbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<TPriceItemRecord | null> {
  const q = db.select().from(priceItems).where(eq(priceItems.id, id)).limit(1);
  const rows = opts.lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function findItemByCode(db: TDbOrTx, code: string): Promise<TPriceItemRecord | null> {
  const rows = await db.select().from(priceItems).where(eq(priceItems.code, code)).limit(1);
  return rows[0] ?? null;
}

/** code → {id, market} of the live items (what an import may name). */
export async function findLiveItemCodes(db: TDbOrTx): Promise<Map<string, { id: string; market: TMarket }>> {
  const rows = await db
    .select({ id: priceItems.id, code: priceItems.code, market: priceItems.market })
    .from(priceItems)
    .where(sql`${priceItems.retiredAt} is null`);
  return new Map(rows.map((r) => [r.code, { id: r.id, market: r.market }]));
}

export async function insertItem(tx: TTx, values: typeof priceItems.$inferInsert): Promise<string> {
  const [row] = await tx.insert(priceItems).values(values).onConflictDoNothing({ target: priceItems.code }).returning({ id: priceItems.id });
  return row?.id ?? '';
}

export async function updateItem(tx: TTx, id: string, values: PgUpdateSetSource<typeof priceItems>): Promise<void> {
  await tx.update(priceItems).set({ ...values, updatedAt: sql`now()` }).where(eq(priceItems.id, id));
}

/** The stored points of some (item, day) pairs, locked: an import or grid save compares and writes them. */
export async function lockPoints(tx: TTx, keys: readonly { itemId: string; priceDate: string }[]): Promise<Map<string, TStoredPoint>> {
  const out = new Map<string, TStoredPoint>();
  if (!keys.length) return out;
  const itemIds = [...new Set(keys.map((k) => k.itemId))];
  const dates = [...new Set(keys.map((k) => k.priceDate))];
  const rows = await executeRows<{ item_id: string; point: TStoredPoint | string }>(
    tx,
    sql`select p.item_id, ${pointJson('p')} as point from price_points p
        where p.item_id in (${sql.join(itemIds.map((id) => sql`${id}::uuid`), sql`, `)})
          and p.price_date in (${sql.join(dates.map((d) => sql`${d}::date`), sql`, `)})
        for update`,
  );
  for (const r of rows) {
    const point = parseJson(r.point)!;
    out.set(`${String(r.item_id)}|${point.priceDate}`, point);
  }
  return out;
}

export type TPointWrite = { itemId: string; priceDate: string; remark: string | null; demo?: boolean } & Record<TPriceField, string | null>;

/**
 * Writes points (insert, or replace the day's prices). Concurrent writers of the same day meet on
 * price_points_item_date_key: the later one updates, never a second row.
 */
export async function upsertPoints(tx: TTx, points: readonly TPointWrite[], updatedBy: string | null): Promise<void> {
  for (let i = 0; i < points.length; i += 500) {
    const chunk = points.slice(i, i + 500);
    await tx
      .insert(pricePoints)
      .values(chunk.map((p) => ({ ...p, demo: p.demo ?? false, updatedBy })))
      .onConflictDoUpdate({
        target: [pricePoints.itemId, pricePoints.priceDate],
        set: {
          purchasePrice: sql`excluded.purchase_price`,
          domesticSalesPrice: sql`excluded.domestic_sales_price`,
          exportSalesPrice: sql`excluded.export_sales_price`,
          fasPrice: sql`excluded.fas_price`,
          cifCnfPrice: sql`excluded.cif_cnf_price`,
          remark: sql`excluded.remark`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Category groups (catalogue families) with their number of live items. */
export async function findCategoryGroups(db: TDbOrTx, market: TMarket | undefined) {
  const rows = await executeRows<{ categoryId: number | string; code: string; nameEn: string; nameZh: string; itemCount: number | string }>(
    db,
    sql`select c.id as "categoryId", c.code, c.name_en as "nameEn", c.name_zh as "nameZh", count(*) as "itemCount"
        from price_items i join categories c on c.id = i.category_id
        where i.retired_at is null ${market ? sql`and i.market = ${market}` : sql``}
        group by c.id, c.code, c.name_en, c.name_zh, c.sort
        order by c.sort, c.id`,
  );
  return rows.map((r) => ({ ...r, categoryId: Number(r.categoryId), itemCount: Number(r.itemCount) }));
}

/** Is this a catalogue family (a category group) / a grade of that family? */
export async function findCategory(db: TDbOrTx, id: number): Promise<{ id: number; parentId: number | null; code: string } | null> {
  const rows = await executeRows<{ id: number | string; parent_id: number | string | null; code: string }>(
    db,
    sql`select id, parent_id, code from categories where id = ${id}`,
  );
  const r = rows[0];
  return r ? { id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), code: r.code } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Follows

export type TFollowRecord = typeof priceFollows.$inferSelect;

export async function findFollows(db: TDbOrTx, userId: string): Promise<TFollowRecord[]> {
  return db.select().from(priceFollows).where(eq(priceFollows.userId, userId)).orderBy(priceFollows.createdAt, priceFollows.id);
}

export async function findFollow(db: TDbOrTx, userId: string, kind: TPriceFollowKind, key: string): Promise<TFollowRecord | null> {
  const rows = await db
    .select()
    .from(priceFollows)
    .where(and(eq(priceFollows.userId, userId), eq(priceFollows.kind, kind), eq(priceFollows.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countFollows(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(priceFollows).where(eq(priceFollows.userId, userId));
  return Number(row?.n ?? 0);
}

type TAlertValues = { alertPct: string | null; alertLevel: string | null; alertDirection: 'up' | 'down' | null };

/** Follows, or replaces the alert settings of a follow (price_follows_user_kind_key_key: a double click is one row). */
export async function upsertFollow(tx: TTx, values: { userId: string; kind: TPriceFollowKind; key: string } & TAlertValues): Promise<void> {
  await tx
    .insert(priceFollows)
    .values(values)
    .onConflictDoUpdate({
      target: [priceFollows.userId, priceFollows.kind, priceFollows.key],
      set: { alertPct: values.alertPct, alertLevel: values.alertLevel, alertDirection: values.alertDirection, updatedAt: sql`now()` },
    });
}

export async function updateFollowAlerts(tx: TTx, id: string, values: TAlertValues): Promise<void> {
  await tx.update(priceFollows).set({ ...values, updatedAt: sql`now()` }).where(eq(priceFollows.id, id));
}

export async function deleteFollow(db: TDbOrTx, userId: string, kind: TPriceFollowKind, key: string): Promise<void> {
  await db.delete(priceFollows).where(and(eq(priceFollows.userId, userId), eq(priceFollows.kind, kind), eq(priceFollows.key, key)));
}
