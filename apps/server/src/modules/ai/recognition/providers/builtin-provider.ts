import { rankGrades, type TReference } from '@scrapbridge/domain/ai-recognition/rank-grades';
import type { TFeatureExtractor } from '../feature-extractor.ts';
import type { TRecognitionProvider } from './recognition-provider.ts';

export type TReferencePhoto = { fileId: string; askId: string | null; categoryId: number; features: Float32Array };

/**
 * The builtin provider: each photo becomes a frozen-CNN feature vector, compared by cosine similarity with the
 * operator's labelled photos (the recognition index); the nearest vote for their grades (domain rank-grades.ts).
 * Grades that are no longer in the catalogue are left out, so a retired grade is never suggested.
 */
export function createBuiltinProvider(opts: { extractor: TFeatureExtractor; references: () => Promise<TReferencePhoto[]> }): TRecognitionProvider {
  return {
    name: 'builtin',
    async identify({ images, grades }) {
      const vectors: Float32Array[] = [];
      for (const image of images) vectors.push(await opts.extractor.embed(image));
      const known = new Set(grades.map((g) => g.categoryId));
      const refs: TReference<TReferencePhoto>[] = (await opts.references())
        .filter((r) => known.has(r.categoryId))
        .map((r) => ({ ref: r, label: r.categoryId, vector: r.features }));
      const ranked = rankGrades(vectors, refs);
      return {
        referenceCount: refs.length,
        candidates: ranked.map((g) => ({
          categoryId: g.label,
          confidence: g.confidence,
          support: g.support.map((s) => ({ fileId: s.ref.fileId, askId: s.ref.askId, similarity: s.similarity })),
        })),
      };
    },
  };
}
