import type { TDbOrTx } from '../../../db/client.ts';
import { findIndexedPhotos, indexStamp, type TIndexedPhoto } from './recognition.repository.ts';

/**
 * The recognition index held in memory: every identify and similar call compares with all indexed vectors (cosine
 * in JS is fine at this scale: 10,000 photos × 1280 dimensions is ~13 M multiply-adds, a few ms), so the rows are read
 * once and read again only when the index changed — on this instance or another (the stamp is read from the database
 * on each call: one indexed count).
 */
type TCached = { stamp: string; rows: TIndexedPhoto[] };
const cache = new WeakMap<object, Map<string, TCached>>();

export async function indexedPhotos(db: TDbOrTx, extractor: string): Promise<TIndexedPhoto[]> {
  const stamp = await indexStamp(db, extractor);
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(extractor);
  if (hit && hit.stamp === stamp) return hit.rows;
  const rows = await findIndexedPhotos(db, extractor);
  perDb.set(extractor, { stamp, rows });
  return rows;
}

/** The labelled references: every indexed photo but those staff excluded (they do not show the material). */
export async function referencePhotos(db: TDbOrTx, extractor: string): Promise<TIndexedPhoto[]> {
  return (await indexedPhotos(db, extractor)).filter((p) => p.labelState !== 'excluded');
}
