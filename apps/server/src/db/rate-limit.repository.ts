import { lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';
import { rateLimitHits } from './schema.ts';

export type TRateLimitCount = { hits: number; windowEndsAt: Date };

/**
 * Counts one hit for `key` in one atomic statement, so concurrent requests on any instance each get their own count:
 * the first hit (or the first after the window ended) starts a window of `windowMs`, later ones add to it.
 */
export async function countRateLimitHit(db: TDbOrTx, key: string, windowMs: number, now: Date): Promise<TRateLimitCount> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
  return row!;
}

/** The count without adding a hit (null when no window is running). */
export async function readRateLimitHits(db: TDbOrTx, key: string, now: Date): Promise<TRateLimitCount | null> {
  const rows = await db
    .select({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.windowEndsAt} > ${now.toISOString()}::timestamptz`);
  return rows[0] ?? null;
}

/** Housekeeping: windows that have ended count for nothing (the next hit would restart them). */
export async function deleteEndedRateLimitWindows(db: TDbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndsAt, now)).returning({ key: rateLimitHits.key });
  return rows.length;
}
