import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TAlbumGroupKind } from '@scrapbridge/domain/media';
import type { TDbOrTx } from '../../../db/client.ts';
import { albumGroups, files, pictures } from '../../../db/schema.ts';

export type TAlbumGroupRow = typeof albumGroups.$inferSelect;

/** Creates the user's standard groups if missing (first use); concurrent first uses are absorbed by the unique key. */
export async function ensureAlbumGroups(db: TDbOrTx, userId: string, groups: { kind: TAlbumGroupKind; name: string }[]): Promise<TAlbumGroupRow[]> {
  await db
    .insert(albumGroups)
    .values(groups.map((g) => ({ userId, kind: g.kind, name: g.name })))
    .onConflictDoNothing({ target: [albumGroups.userId, albumGroups.kind] });
  return db.select().from(albumGroups).where(eq(albumGroups.userId, userId)).limit(20);
}

export async function findAlbumGroup(db: TDbOrTx, groupId: string): Promise<TAlbumGroupRow | null> {
  const rows = await db.select().from(albumGroups).where(eq(albumGroups.id, groupId)).limit(1);
  return rows[0] ?? null;
}

export async function insertPictures(db: TDbOrTx, rows: (typeof pictures.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const out = await db.insert(pictures).values(rows).returning({ id: pictures.id });
  return out.map((r) => r.id);
}

/** Pictures per group of a user (All Photo counts them all). */
export async function countPicturesByGroup(db: TDbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db.select({ groupId: pictures.groupId, n: count() }).from(pictures).where(eq(pictures.userId, userId)).groupBy(pictures.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

/** A page of pictures, newest first: of one group, or of every group of the user (All Photo). */
export async function listPictures(
  db: TDbOrTx,
  opts: { userId: string; groupIds: string[] | null; limit: number; offset: number },
): Promise<{ rows: { picture: typeof pictures.$inferSelect; file: { ext: string; width: number | null; height: number | null } }[]; total: number }> {
  const where = opts.groupIds ? and(eq(pictures.userId, opts.userId), inArray(pictures.groupId, opts.groupIds)) : eq(pictures.userId, opts.userId);
  const rows = await db
    .select({ picture: pictures, file: { ext: files.ext, width: files.width, height: files.height } })
    .from(pictures)
    .innerJoin(files, eq(files.id, pictures.fileId))
    .where(where)
    .orderBy(desc(pictures.createdAt), desc(pictures.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(pictures).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
