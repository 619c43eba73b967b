import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { companies, files, shopFollows, shopPictures, shops, users } from '../../db/schema.ts';

export type TShopDbRow = typeof shops.$inferSelect;

/**
 * For the files module (issue 6 hook): a picture of an approved shop is public like the shop page that shows it.
 * findFileForRead's isPublic adds
 *   or exists (select 1 from shop_pictures sp join shops s on s.id = sp.shop_id
 *               where sp.file_id = "files"."id" and s.status = 'ok')
 * (shop_pictures_file_idx serves it). This function is that fragment, for a files column given by the caller.
 */
export function shopPictureIsPublic(fileIdColumn: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from shop_pictures sp join shops s on s.id = sp.shop_id where sp.file_id = ${fileIdColumn} and s.status = 'ok')`;
}

export async function insertShop(tx: TTx, values: typeof shops.$inferInsert): Promise<TShopDbRow> {
  const [row] = await tx.insert(shops).values(values).returning();
  return row!;
}

/** The shop, locked until the transaction ends (edits and reviews serialize on it). */
export async function lockShop(tx: TTx, where: { shopId: string } | { sellerUserId: string }): Promise<TShopDbRow | null> {
  const cond = 'shopId' in where ? eq(shops.id, where.shopId) : eq(shops.sellerUserId, where.sellerUserId);
  const rows = await tx.select().from(shops).where(cond).for('update').limit(1);
  return rows[0] ?? null;
}

/** Writes a shop and bumps its version; returns the new version. */
export async function updateShop(tx: TTx, shopId: string, values: PgUpdateSetSource<typeof shops>): Promise<number> {
  const [row] = await tx
    .update(shops)
    .set({ ...values, version: sql`${shops.version} + 1`, updatedAt: sql`now()` })
    .where(eq(shops.id, shopId))
    .returning({ version: shops.version });
  return row!.version;
}

export async function replaceShopPictures(tx: TTx, shopId: string, fileIds: string[]): Promise<void> {
  await tx.delete(shopPictures).where(eq(shopPictures.shopId, shopId));
  if (fileIds.length) await tx.insert(shopPictures).values(fileIds.map((fileId, sort) => ({ shopId, fileId, sort })));
}

export type TShopPictureRow = { shopId: string; fileId: string; ext: string; width: number | null; height: number | null };

/** The pictures of some shops, in order (shop_pictures_order_idx). */
export async function listShopPictureRows(db: TDbOrTx, shopIds: string[]): Promise<TShopPictureRow[]> {
  if (shopIds.length === 0) return [];
  return db
    .select({ shopId: shopPictures.shopId, fileId: shopPictures.fileId, ext: files.ext, width: files.width, height: files.height })
    .from(shopPictures)
    .innerJoin(files, eq(files.id, shopPictures.fileId))
    .where(inArray(shopPictures.shopId, shopIds))
    .orderBy(asc(shopPictures.shopId), asc(shopPictures.sort))
    .limit(shopIds.length * 50);
}

const followerNum = sql<number>`(select count(*)::int from shop_follows f where f.shop_id = ${shops.id})`;
const followedBy = (viewerUserId: string | null) =>
  viewerUserId
    ? sql<boolean>`exists (select 1 from shop_follows f where f.shop_id = ${shops.id} and f.user_id = ${viewerUserId}::uuid)`
    : sql<boolean>`false`;
/** The seller's live asks (asks_seller_idx, then the live-state filter). */
const activeAskNum = sql<number>`(select count(*)::int from asks a where a.seller_user_id = ${shops.sellerUserId}
  and a.state = 'active' and (a.valid_until is null or a.valid_until > now()))`;
const coverFile = sql<{ fileId: string; ext: string } | null>`(select json_build_object('fileId', p.file_id, 'ext', fl.ext)
  from shop_pictures p join files fl on fl.id = p.file_id where p.shop_id = ${shops.id} order by p.sort limit 1)`;
const pictureNum = sql<number>`(select count(*)::int from shop_pictures p where p.shop_id = ${shops.id})`;

function shopSelect(viewerUserId: string | null) {
  return {
    shop: shops,
    companyName: companies.name,
    companyNameEn: companies.nameEn,
    followerNum,
    followed: followedBy(viewerUserId),
  };
}

export type TShopJoined = { shop: TShopDbRow; companyName: string | null; companyNameEn: string | null; followerNum: number; followed: boolean };

export async function findShop(db: TDbOrTx, where: { shopId: string } | { sellerUserId: string }, viewerUserId: string | null): Promise<TShopJoined | null> {
  const cond = 'shopId' in where ? eq(shops.id, where.shopId) : eq(shops.sellerUserId, where.sellerUserId);
  const rows = await db.select(shopSelect(viewerUserId)).from(shops).leftJoin(companies, eq(companies.id, shops.companyId)).where(cond).limit(1);
  return rows[0] ?? null;
}

export type TShopCardRow = TShopJoined & { activeAskNum: number; pictureNum: number; cover: { fileId: string; ext: string } | null };

function cardSelect(viewerUserId: string | null) {
  return { ...shopSelect(viewerUserId), activeAskNum, pictureNum, cover: coverFile };
}

/**
 * Approved shops, newest approval first (shops_public_idx), optionally by company name in zh or en. The name match
 * is an ILIKE over the approved shops only, bounded by the page.
 */
export async function listPublicShopRows(
  db: TDbOrTx,
  opts: { keyword: string | undefined; viewerUserId: string | null; limit: number; offset: number },
): Promise<{ rows: TShopCardRow[]; total: number }> {
  const parts: SQL[] = [eq(shops.status, 'ok')];
  if (opts.keyword) {
    const pattern = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(companies.name, pattern), ilike(companies.nameEn, pattern))!);
  }
  const where = and(...parts);
  const rows = await db
    .select(cardSelect(opts.viewerUserId))
    .from(shops)
    .leftJoin(companies, eq(companies.id, shops.companyId))
    .where(where)
    .orderBy(desc(shops.approvedAt), desc(shops.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(shops).leftJoin(companies, eq(companies.id, shops.companyId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The approved shops a user follows, most recently followed first (shop_follows_user_idx). */
export async function listFollowedShopRows(
  db: TDbOrTx,
  opts: { userId: string; limit: number; offset: number },
): Promise<{ rows: TShopCardRow[]; total: number }> {
  const where = and(eq(shopFollows.userId, opts.userId), eq(shops.status, 'ok'));
  const rows = await db
    .select(cardSelect(opts.userId))
    .from(shopFollows)
    .innerJoin(shops, eq(shops.id, shopFollows.shopId))
    .leftJoin(companies, eq(companies.id, shops.companyId))
    .where(where)
    .orderBy(desc(shopFollows.createdAt), desc(shops.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(shopFollows).innerJoin(shops, eq(shops.id, shopFollows.shopId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Follows a shop; following twice is the same as once. */
export async function insertShopFollow(db: TDbOrTx, userId: string, shopId: string): Promise<void> {
  await db.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing();
}

export async function deleteShopFollow(db: TDbOrTx, userId: string, shopId: string): Promise<void> {
  await db.delete(shopFollows).where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)));
}

export async function countShopFollowers(db: TDbOrTx, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.shopId, shopId));
  return row?.n ?? 0;
}

export type TShopReviewDbRow = TShopJoined & { sellerEmail: string | null; firstName: string | null; lastName: string | null };

/** The staff queue: waiting shops oldest first (shops_queue_idx), or one outcome newest review first. */
export async function listShopReviewRows(
  db: TDbOrTx,
  opts: { state: 'waiting' | 'ok' | 'failed' | 'all'; limit: number; offset: number },
): Promise<{ rows: TShopReviewDbRow[]; total: number }> {
  const where = opts.state === 'all' ? undefined : eq(shops.status, opts.state);
  const order =
    opts.state === 'waiting'
      ? [asc(shops.submittedAt), asc(shops.id)]
      : [desc(sql`coalesce(${shops.reviewedAt}, ${shops.submittedAt})`), desc(shops.id)];
  const rows = await db
    .select({ ...shopSelect(null), sellerEmail: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.sellerUserId))
    .leftJoin(companies, eq(companies.id, shops.companyId))
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(shops).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Approved shops for sitemap.xml (share pages), newest first, bounded. */
export async function listPublicShopIds(db: TDbOrTx, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: shops.id, updatedAt: shops.updatedAt })
    .from(shops)
    .where(eq(shops.status, 'ok'))
    .orderBy(desc(shops.approvedAt), desc(shops.id))
    .limit(limit);
}
