import type { TMarket } from '@scrapbridge/domain/market';
import { and, eq, sql } from 'drizzle-orm';
import type { TRecognitionLabelState } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { recognitionPhotos } from '../../../db/schema.ts';
import type { TCatalogueGrade } from './providers/recognition-provider.ts';

export type TImageFile = { id: string; ownerUserId: string; kind: string; ext: string; storageKey: string };

/** Stored files by id with what reading their bytes takes (the use case decides who may). */
export async function findImageFiles(db: TDbOrTx, ids: string[]): Promise<TImageFile[]> {
  if (ids.length === 0) return [];
  return executeRows<TImageFile>(
    db,
    sql`select id, owner_user_id as "ownerUserId", kind, ext, storage_key as "storageKey"
      from files where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
}

/** The catalogue in use (families and grades, not disabled): what recognition may suggest. */
export async function findCatalogueGrades(db: TDbOrTx): Promise<TCatalogueGrade[]> {
  return executeRows<TCatalogueGrade>(
    db,
    sql`select id as "categoryId", parent_id as "parentId", code, name_en as "nameEn", name_zh as "nameZh"
      from categories where status = 0 order by parent_id nulls first, sort, id`,
  );
}

export type TIndexedPhoto = { fileId: string; askId: string | null; categoryId: number; labelState: TRecognitionLabelState; features: Float32Array };

/** Every indexed photo of one extractor (the reference set and the similar-listings candidates). */
export async function findIndexedPhotos(db: TDbOrTx, extractor: string): Promise<TIndexedPhoto[]> {
  return db
    .select({
      fileId: recognitionPhotos.fileId,
      askId: recognitionPhotos.askId,
      categoryId: recognitionPhotos.categoryId,
      labelState: recognitionPhotos.labelState,
      features: recognitionPhotos.features,
    })
    .from(recognitionPhotos)
    .where(eq(recognitionPhotos.extractor, extractor));
}

/** Changes when the index does (a row added, re-read or relabelled): the in-memory copy is read again then. */
export async function indexStamp(db: TDbOrTx, extractor: string): Promise<string> {
  const [row] = await executeRows<{ stamp: string }>(
    db,
    sql`select count(*)::text || '/' || coalesce(max(updated_at)::text, '') as stamp from recognition_photos where extractor = ${extractor}`,
  );
  return row?.stamp ?? '';
}

export type TPendingPhoto = { fileId: string; askId: string; categoryId: number; storageKey: string };

/**
 * Pictures of approved asks (published once: live, sold or expired) that the index lacks for this extractor, or holds
 * from another one. The label is the line's grade, or its family when the line named none.
 */
export async function findPendingPhotos(db: TDbOrTx, opts: { extractor: string; limit: number; askId?: string }): Promise<TPendingPhoto[]> {
  const oneAsk = opts.askId ? sql`and a.id = ${opts.askId}::uuid` : sql``;
  return executeRows<TPendingPhoto>(
    db,
    sql`select distinct on (m.file_id) m.file_id as "fileId", m.ask_id as "askId",
        coalesce(d.sub_category_id, d.category_id) as "categoryId", f.storage_key as "storageKey"
      from ask_media m
      join asks a on a.id = m.ask_id
      join ask_details d on d.id = m.detail_id
      join files f on f.id = m.file_id
      where m.kind = 'image' and a.published_at is not null and a.state in ('active', 'deal', 'expired')
        and coalesce(d.sub_category_id, d.category_id) is not null ${oneAsk}
        and not exists (select 1 from recognition_photos r where r.file_id = m.file_id and r.extractor = ${opts.extractor})
      order by m.file_id, a.published_at
      limit ${opts.limit}`,
  );
}

/** Adds a photo, or re-reads its vector (another extractor); a label staff gave is kept. */
export async function upsertIndexedPhoto(
  db: TDbOrTx,
  row: { fileId: string; askId: string; categoryId: number; extractor: string; features: Float32Array; labelState?: TRecognitionLabelState },
): Promise<void> {
  await db
    .insert(recognitionPhotos)
    .values(row)
    .onConflictDoUpdate({ target: recognitionPhotos.fileId, set: { extractor: row.extractor, features: row.features, updatedAt: sql`now()` } });
}

/**
 * Marks every indexed vector stale (the rebuild command): the indexer reads each photo again, as it does after a change
 * of extractor. Labels — the ask's grade, or the one staff gave — are kept.
 */
export async function markIndexStale(db: TDbOrTx): Promise<number> {
  const rows = await db.update(recognitionPhotos).set({ extractor: 'stale' }).returning({ fileId: recognitionPhotos.fileId });
  return rows.length;
}

export type TLiveAskPhoto = { fileId: string; askId: string; askName: string | null; askNameZh: string | null; categoryId: number | null; ext: string };

/** Pictures of the live asks, by file id (similar listings keep those that are indexed). */
/** Pictures of the live asks of one market (the market in view, as the buyer list shows them). */
export async function findLiveAskPhotos(db: TDbOrTx, market: TMarket): Promise<TLiveAskPhoto[]> {
  return executeRows<TLiveAskPhoto>(
    db,
    sql`select m.file_id as "fileId", a.id as "askId", a.ask_name as "askName", a.ask_name_zh as "askNameZh",
        coalesce(d.sub_category_id, d.category_id) as "categoryId", m.ext
      from ask_media m
      join asks a on a.id = m.ask_id and a.state = 'active' and a.market = ${market}
      join ask_details d on d.id = m.detail_id
      where m.kind = 'image'`,
  );
}

export async function findIndexedPhoto(db: TDbOrTx, fileId: string): Promise<{ fileId: string; categoryId: number } | null> {
  const [row] = await db
    .select({ fileId: recognitionPhotos.fileId, categoryId: recognitionPhotos.categoryId })
    .from(recognitionPhotos)
    .where(eq(recognitionPhotos.fileId, fileId))
    .limit(1);
  return row ?? null;
}

export async function updateLabel(db: TDbOrTx, opts: { fileId: string; categoryId: number; labelState: TRecognitionLabelState; staffUserId: string }): Promise<void> {
  await db
    .update(recognitionPhotos)
    .set({ categoryId: opts.categoryId, labelState: opts.labelState, labelledBy: opts.staffUserId, labelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(recognitionPhotos.fileId, opts.fileId)));
}

export async function categoryExists(db: TDbOrTx, id: number): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(db, sql`select id from categories where id = ${id} and status = 0`);
  return rows.length > 0;
}
