import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TFeatureExtractor } from './feature-extractor.ts';
import { readPhoto, type TPhotoStorage } from './read-photo.ts';
import { findPendingPhotos, upsertIndexedPhoto } from './recognition.repository.ts';

/**
 * Adds the pictures of approved asks to the recognition index (issue 17 item 1: "photos of approved asks carry their
 * grade"), at most `limit` a round, and re-reads those whose vector came from another extractor. A picture the decoder
 * cannot read is kept as an excluded row with an empty vector, so it is not tried again every round. Returns how many
 * photos it handled. Runs from the sweep (index-sweep.ts), nudged when staff approve an ask, and from the rebuild command.
 */
export async function indexPendingPhotos(opts: { db: TDbOrTx; storage: TPhotoStorage; extractor: TFeatureExtractor; limit: number; askId?: string }): Promise<number> {
  const pending = await findPendingPhotos(opts.db, { extractor: opts.extractor.id, limit: opts.limit, ...(opts.askId ? { askId: opts.askId } : {}) });
  for (const p of pending) {
    let features: Float32Array;
    try {
      features = await opts.extractor.embed(await readPhoto(opts.storage, p.storageKey));
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.RecognitionImageUnreadable)) throw err;
      await upsertIndexedPhoto(opts.db, { fileId: p.fileId, askId: p.askId, categoryId: p.categoryId, extractor: opts.extractor.id, features: new Float32Array(opts.extractor.dims), labelState: 'excluded' });
      continue;
    }
    await upsertIndexedPhoto(opts.db, { fileId: p.fileId, askId: p.askId, categoryId: p.categoryId, extractor: opts.extractor.id, features });
  }
  return pending.length;
}
