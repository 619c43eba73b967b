import { eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { files } from '../../../db/schema.ts';
import { shopPictureIsPublic } from '../../shops/index.ts';
import { siteVideoFileIsPublic } from '../../content/index.ts';

export type TFileRow = typeof files.$inferSelect;

export async function insertFile(db: TDbOrTx, values: typeof files.$inferInsert): Promise<TFileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/**
 * Bytes the files of one account take (the storage quota's measure, issue 13): stored sizes, after compression, of
 * everything it ever uploaded, contract documents included (an index range of files_owner_idx).
 */
export async function sumStoredBytes(db: TDbOrTx, ownerUserId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.ownerUserId, ownerUserId));
  return Number(row?.bytes ?? 0);
}

/**
 * A file with whether it is public: attached to an ask others may see (active, expired or sold; §3 Ask). One
 * indexed lookup (files pk, ask_media_file_idx) per read.
 */
export async function findFileForRead(db: TDbOrTx, fileId: string): Promise<(TFileRow & { isPublic: boolean }) | null> {
  const rows = await db
    .select({
      file: files,
      // Public once it shows on a visible ask, on an approved shop (§2 /shop, /share-shop) or in a published video (/videoX).
      // Contract documents are never public, whatever they are attached to: only the contract's parties and staff
      // read them, through the contract's own route (issue 5); here only their uploader and staff.
      isPublic: sql<boolean>`"files"."purpose" <> 'contract' and (exists (
        select 1 from ask_media m join asks a on a.id = m.ask_id
        where m.file_id = "files"."id" and a.state in ('active', 'expired', 'deal'))
        or ${shopPictureIsPublic(sql`"files"."id"`)}
        or ${siteVideoFileIsPublic(sql`"files"."id"`)})`,
    })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.file, isPublic: row.isPublic } : null;
}

export async function findFilesByIds(db: TDbOrTx, ids: string[]): Promise<Pick<TFileRow, 'id' | 'ownerUserId' | 'kind' | 'purpose' | 'ext'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, ownerUserId: files.ownerUserId, kind: files.kind, purpose: files.purpose, ext: files.ext })
    .from(files)
    .where(inArray(files.id, ids))
    .limit(ids.length);
}
