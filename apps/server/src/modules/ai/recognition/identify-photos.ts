import type { TIdentifyResult } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { fileUrl } from '../../platform/index.ts';
import { loadOwnPhotos } from './load-own-photos.ts';
import type { TRecognitionProvider } from './providers/recognition-provider.ts';
import type { TPhotoStorage } from './read-photo.ts';
import { findCatalogueGrades, findImageFiles } from './recognition.repository.ts';

/**
 * `POST /ai-system/recognition/identify`: the three likeliest grades for photos of one lot, from the configured
 * provider, each with its names and the labelled photos that support it (links to the asks they came from). Nothing is
 * written: the caller shows the candidates and the user chooses (issue 17: "never an automatic label").
 */
export async function identifyPhotos(opts: {
  db: TDbOrTx;
  storage: TPhotoStorage;
  provider: TRecognitionProvider;
  session: TSessionUser;
  fileIds: string[];
  publicUrl: string;
}): Promise<TIdentifyResult> {
  const images = await loadOwnPhotos(opts);
  const grades = await findCatalogueGrades(opts.db);
  const { candidates, referenceCount } = await opts.provider.identify({ images, grades });
  const byId = new Map(grades.map((g) => [g.categoryId, g]));
  const supportFiles = new Map((await findImageFiles(opts.db, [...new Set(candidates.flatMap((c) => c.support.map((s) => s.fileId)))])).map((f) => [f.id, f]));
  return {
    provider: opts.provider.name,
    referenceCount,
    candidates: candidates.flatMap((c) => {
      const g = byId.get(c.categoryId);
      if (!g) return [];
      return [
        {
          categoryId: g.categoryId,
          parentId: g.parentId,
          code: g.code,
          nameZh: g.nameZh,
          nameEn: g.nameEn,
          confidence: Math.round(c.confidence * 1000) / 1000,
          references: c.support.flatMap((s) => {
            const f = supportFiles.get(s.fileId);
            return f ? [{ fileId: s.fileId, url: fileUrl(opts.publicUrl, s.fileId, f.ext), askId: s.askId, similarity: Math.round(s.similarity * 1000) / 1000 }] : [];
          }),
        },
      ];
    }),
  };
}
