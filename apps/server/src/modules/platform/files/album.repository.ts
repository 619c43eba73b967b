import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TStandardAlbumGroupKind } from '@scrapbridge/domain/media';
import type { TDbOrTx } from '../../../db/client.ts';
import { albumGroups, files, pictures } from '../../../db/schema.ts';

export type TAlbumGroupRow = typeof albumGroups.$inferSelect;
export type TPictureRow = typeof pictures.$inferSelect;

/** Creates the user's standard groups if missing (first use); concurrent first uses are absorbed by the unique key. */
export async function ensureAlbumGroups(db: TDbOrTx, userId: string, groups: { kind: TStandardAlbumGroupKind; name: string }[]): Promise<TAlbumGroupRow[]> {
  await db
    .insert(albumGroups)
    .values(groups.map((g) => ({ userId, kind: g.kind, name: g.name })))
    // The unique key covers the standard kinds only (own groups are many): the predicate names that partial index.
    .onConflictDoNothing({ target: [albumGroups.userId, albumGroups.kind], where: sql`kind <> 'own'` });
  return db
    .select()
    .from(albumGroups)
    .where(and(eq(albumGroups.userId, userId), ne(albumGroups.kind, 'own')))
    .limit(10);
}

/** The user's own groups by name (at most ALBUM_MAX_OWN_GROUPS exist). */
export async function listOwnAlbumGroups(db: TDbOrTx, userId: string): Promise<TAlbumGroupRow[]> {
  return db
    .select()
    .from(albumGroups)
    .where(and(eq(albumGroups.userId, userId), eq(albumGroups.kind, 'own')))
    .orderBy(asc(sql`lower(${albumGroups.name})`), asc(albumGroups.createdAt))
    .limit(200);
}

export async function countOwnAlbumGroups(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(albumGroups)
    .where(and(eq(albumGroups.userId, userId), eq(albumGroups.kind, 'own')));
  return Number(row?.n ?? 0);
}

export async function insertOwnAlbumGroup(db: TDbOrTx, userId: string, name: string): Promise<TAlbumGroupRow> {
  const [row] = await db.insert(albumGroups).values({ userId, kind: 'own', name }).returning();
  return row!;
}

export async function renameAlbumGroupRow(db: TDbOrTx, groupId: string, name: string): Promise<TAlbumGroupRow> {
  const [row] = await db.update(albumGroups).set({ name }).where(eq(albumGroups.id, groupId)).returning();
  return row!;
}

export async function deleteAlbumGroupRow(db: TDbOrTx, groupId: string): Promise<void> {
  await db.delete(albumGroups).where(eq(albumGroups.id, groupId));
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

export async function findPicture(db: TDbOrTx, pictureId: string): Promise<TPictureRow | null> {
  const rows = await db.select().from(pictures).where(eq(pictures.id, pictureId)).limit(1);
  return rows[0] ?? null;
}

export async function updatePictureRow(db: TDbOrTx, pictureId: string, values: Partial<typeof pictures.$inferInsert>): Promise<void> {
  await db.update(pictures).set(values).where(eq(pictures.id, pictureId));
}

export async function deletePictureRow(db: TDbOrTx, pictureId: string): Promise<void> {
  await db.delete(pictures).where(eq(pictures.id, pictureId));
}

/** Moves the user's pictures among `ids` into a group; others' pictures are not touched. Answers the moved ids. */
export async function movePictureRows(db: TDbOrTx, opts: { userId: string; pictureIds: string[]; groupId: string }): Promise<string[]> {
  const out = await db
    .update(pictures)
    .set({ groupId: opts.groupId })
    .where(and(eq(pictures.userId, opts.userId), inArray(pictures.id, opts.pictureIds)))
    .returning({ id: pictures.id });
  return out.map((r) => r.id);
}

/** Every picture of one group into another (an own group being deleted gives its pictures back to UNCATEGORIZED). */
export async function moveGroupPictures(db: TDbOrTx, fromGroupId: string, toGroupId: string): Promise<void> {
  await db.update(pictures).set({ groupId: toGroupId }).where(eq(pictures.groupId, fromGroupId));
}

/** Pictures per group of a user, and how many are favourites. */
export async function countPicturesByGroup(db: TDbOrTx, userId: string): Promise<{ byGroup: Map<string, number>; all: number; favorites: number }> {
  const rows = await db
    .select({ groupId: pictures.groupId, n: count(), fav: sql<string>`count(*) filter (where ${pictures.favorite})` })
    .from(pictures)
    .where(eq(pictures.userId, userId))
    .groupBy(pictures.groupId);
  return {
    byGroup: new Map(rows.map((r) => [r.groupId, Number(r.n)])),
    all: rows.reduce((a, r) => a + Number(r.n), 0),
    favorites: rows.reduce((a, r) => a + Number(r.fav), 0),
  };
}

export type TPictureWithFile = { picture: TPictureRow; file: { ext: string; width: number | null; height: number | null; originalName: string; size: number } };

/** A page of pictures, newest first: of one group, the favourites, or every picture of the user (All Photo). */
export async function listPictures(
  db: TDbOrTx,
  opts: { userId: string; filter: { groupId: string } | 'favorites' | 'all'; limit: number; offset: number },
): Promise<{ rows: TPictureWithFile[]; total: number }> {
  const conds: SQL[] = [eq(pictures.userId, opts.userId)];
  if (opts.filter === 'favorites') conds.push(eq(pictures.favorite, true));
  else if (opts.filter !== 'all') conds.push(eq(pictures.groupId, opts.filter.groupId));
  const where = and(...conds);
  const rows = await db
    .select({ picture: pictures, file: { ext: files.ext, width: files.width, height: files.height, originalName: files.originalName, size: files.size } })
    .from(pictures)
    .innerJoin(files, eq(files.id, pictures.fileId))
    .where(where)
    .orderBy(desc(pictures.createdAt), desc(pictures.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(pictures).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** What the EXIF of uploaded files said (album uploads only; null otherwise). */
export async function findFileExif(db: TDbOrTx, fileIds: string[]): Promise<Map<string, { takenAt: Date | null; latitude: string | null; longitude: string | null }>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, takenAt: files.exifTakenAt, latitude: files.exifLatitude, longitude: files.exifLongitude })
    .from(files)
    .where(inArray(files.id, fileIds))
    .limit(fileIds.length);
  return new Map(rows.map((r) => [r.id, r]));
}
