import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { partnerStories } from '../../../db/schema.ts';

export type TStoryRow = typeof partnerStories.$inferSelect;
export type TStoryValues = Omit<typeof partnerStories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Staff order (lower first), newest among equals; partner_stories_public_idx serves the published list. */
export async function listPartnerStories(db: TDbOrTx, opts: { publishedOnly: boolean; limit: number }) {
  const where = opts.publishedOnly ? eq(partnerStories.published, true) : undefined;
  const rows = await db
    .select()
    .from(partnerStories)
    .where(where)
    .orderBy(asc(partnerStories.sort), desc(partnerStories.createdAt))
    .limit(opts.limit);
  const [total] = await db.select({ n: count() }).from(partnerStories).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertPartnerStory(db: TDbOrTx, values: TStoryValues): Promise<TStoryRow> {
  const [row] = await db.insert(partnerStories).values(values).returning();
  return row!;
}

export async function updatePartnerStory(db: TDbOrTx, id: string, values: TStoryValues): Promise<TStoryRow | null> {
  const [row] = await db
    .update(partnerStories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(partnerStories.id, id))
    .returning();
  return row ?? null;
}

export async function deletePartnerStory(db: TDbOrTx, id: string): Promise<TStoryRow | null> {
  const [row] = await db.delete(partnerStories).where(eq(partnerStories.id, id)).returning();
  return row ?? null;
}
