import { cosine } from '@scrapbridge/domain/ai-recognition/rank-grades';
import type { TSimilarResult } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { fileUrl } from '../../platform/index.ts';
import type { TFeatureExtractor } from './feature-extractor.ts';
import { loadOwnPhotos } from './load-own-photos.ts';
import type { TPhotoStorage } from './read-photo.ts';
import { indexedPhotos } from './recognition-index.ts';
import { findLiveAskPhotos } from './recognition.repository.ts';

/** Listings shown: enough to browse, few enough to read at a glance. */
const SIMILAR_MAX = 8;

/**
 * `POST /ai-system/recognition/similar`: live asks whose pictures look most like the uploaded one (cosine similarity of
 * the builtin frozen-CNN features, whatever RECOGNITION_PROVIDER is), one entry per ask at its nearest picture, of the
 * market in view.
 */
export async function findSimilarListings(opts: {
  db: TDbOrTx;
  storage: TPhotoStorage;
  extractor: TFeatureExtractor;
  session: TSessionUser;
  fileId: string;
  publicUrl: string;
  /** The market in view (the request's market header): only its live asks, as the buyer list shows them. */
  market: TMarket;
}): Promise<TSimilarResult> {
  const [image] = await loadOwnPhotos({ ...opts, fileIds: [opts.fileId] });
  const query = await opts.extractor.embed(image!);
  const vectors = new Map((await indexedPhotos(opts.db, opts.extractor.id)).map((p) => [p.fileId, p.features]));
  const best = new Map<string, { photo: Awaited<ReturnType<typeof findLiveAskPhotos>>[number]; similarity: number }>();
  for (const photo of await findLiveAskPhotos(opts.db, opts.market)) {
    // The caller's own picture on an ask is not "similar", it is the same photo.
    if (photo.fileId === opts.fileId) continue;
    const v = vectors.get(photo.fileId);
    if (!v) continue;
    const similarity = cosine(query, v);
    if (similarity <= 0) continue;
    const prev = best.get(photo.askId);
    if (!prev || similarity > prev.similarity) best.set(photo.askId, { photo, similarity });
  }
  const rows = [...best.values()]
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, SIMILAR_MAX)
    .map(({ photo, similarity }) => ({
      askId: photo.askId,
      askName: photo.askName,
      askNameZh: photo.askNameZh,
      fileId: photo.fileId,
      url: fileUrl(opts.publicUrl, photo.fileId, photo.ext),
      similarity: Math.round(similarity * 1000) / 1000,
      categoryId: photo.categoryId,
    }));
  return { rows };
}
