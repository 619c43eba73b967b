import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { newsItems } from '../../../db/schema.ts';

export type TNewsRow = typeof newsItems.$inferSelect;
export type TNewsValues = Omit<typeof newsItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Newest first (date, then staff order); news_items_public_idx serves the published page. */
export async function listNewsItems(db: TDbOrTx, opts: { publishedOnly: boolean; limit: number; offset: number }) {
  const where = opts.publishedOnly ? eq(newsItems.published, true) : undefined;
  const rows = await db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(desc(newsItems.date), asc(newsItems.sort), desc(newsItems.createdAt))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(newsItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertNewsItem(db: TDbOrTx, values: TNewsValues): Promise<TNewsRow> {
  const [row] = await db.insert(newsItems).values(values).returning();
  return row!;
}

export async function updateNewsItem(db: TDbOrTx, id: string, values: Omit<TNewsValues, 'createdBy'>): Promise<TNewsRow | null> {
  const [row] = await db
    .update(newsItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNewsItem(db: TDbOrTx, id: string): Promise<TNewsRow | null> {
  const [row] = await db.delete(newsItems).where(eq(newsItems.id, id)).returning();
  return row ?? null;
}

/** Published items whose link is a page of this site, for the sitemap (bounded). */
export async function listPublishedNewsLinks(db: TDbOrTx, limit: number) {
  return db
    .select({ link: newsItems.link, linkEn: newsItems.linkEn, updatedAt: newsItems.updatedAt })
    .from(newsItems)
    .where(and(eq(newsItems.published, true), sql`(${newsItems.link} like '/%' or ${newsItems.linkEn} like '/%')`))
    .orderBy(desc(newsItems.date))
    .limit(limit);
}

/** The newest update of any published item: the lastmod of the news section in the sitemap. */
export async function latestNewsUpdate(db: TDbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: newsItems.updatedAt })
    .from(newsItems)
    .where(eq(newsItems.published, true))
    .orderBy(desc(newsItems.updatedAt))
    .limit(1);
  return row?.at ?? null;
}

export async function countNewsItems(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsItems);
  return row?.n ?? 0;
}
