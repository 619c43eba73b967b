import { asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { files, siteVideos } from '../../../db/schema.ts';

export type TSiteVideoRow = typeof siteVideos.$inferSelect & { ext: string; size: number; posterExt: string | null };
export type TSiteVideoValues = Pick<
  typeof siteVideos.$inferInsert,
  'fileId' | 'posterFileId' | 'titleZh' | 'titleEn' | 'descriptionZh' | 'descriptionEn' | 'published'
>;

/**
 * findFileForRead's isPublic adds
 *   or exists (select 1 from site_videos v where (v.file_id = "files"."id" or v.poster_file_id = "files"."id") and v.published)
 * (site_videos_file_idx / site_videos_poster_idx serve it): a published video and its poster play for visitors.
 */
export function siteVideoFileIsPublic(fileIdColumn: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from site_videos v where (v.file_id = ${fileIdColumn} or v.poster_file_id = ${fileIdColumn}) and v.published)`;
}

const poster = sql`(select p.ext from files p where p.id = ${siteVideos.posterFileId})`;

/** Play order (lower first, oldest among equals); site_videos_public_idx serves the published list. */
export async function listSiteVideoRows(db: TDbOrTx, opts: { publishedOnly: boolean; limit: number; ids?: string[] }): Promise<TSiteVideoRow[]> {
  const where = opts.ids ? inArray(siteVideos.id, opts.ids) : opts.publishedOnly ? eq(siteVideos.published, true) : undefined;
  const rows = await db
    .select({ video: siteVideos, ext: files.ext, size: files.size, posterExt: sql<string | null>`${poster}` })
    .from(siteVideos)
    .innerJoin(files, eq(files.id, siteVideos.fileId))
    .where(where)
    .orderBy(asc(siteVideos.position), asc(siteVideos.createdAt), asc(siteVideos.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r.video, ext: r.ext, size: r.size, posterExt: r.posterExt }));
}

/** Every video id, in play order, locked: writes of the order and of new videos serialize on the table's rows. */
export async function lockSiteVideoIds(tx: TTx): Promise<string[]> {
  // One lock for the list (adding a video takes it too), so two staff members cannot interleave order changes.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_videos_order'))`);
  const rows = await tx.select({ id: siteVideos.id }).from(siteVideos).orderBy(asc(siteVideos.position), asc(siteVideos.createdAt), asc(siteVideos.id));
  return rows.map((r) => r.id);
}

export async function nextSiteVideoPosition(tx: TTx): Promise<number> {
  const [row] = await tx.select({ top: max(siteVideos.position) }).from(siteVideos);
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function insertSiteVideo(tx: TTx, values: TSiteVideoValues & { position: number; createdBy: string }): Promise<string> {
  const [row] = await tx.insert(siteVideos).values(values).returning({ id: siteVideos.id });
  return row!.id;
}

export async function updateSiteVideo(tx: TTx, id: string, values: TSiteVideoValues): Promise<boolean> {
  const rows = await tx
    .update(siteVideos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(siteVideos.id, id))
    .returning({ id: siteVideos.id });
  return rows.length > 0;
}

export async function setSiteVideoPositions(tx: TTx, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(siteVideos).set({ position }).where(eq(siteVideos.id, id));
  }
}

export async function deleteSiteVideo(tx: TTx, id: string): Promise<{ id: string; titleEn: string } | null> {
  const [row] = await tx.delete(siteVideos).where(eq(siteVideos.id, id)).returning({ id: siteVideos.id, titleEn: siteVideos.titleEn });
  return row ?? null;
}
