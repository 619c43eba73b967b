import type { TRecognitionProvider as TProviderName } from '@scrapbridge/domain/ai-recognition/ai-recognition';

/** A grade of the catalogue as the providers see it (the openai prompt lists them; onnx labels name them by code). */
export type TCatalogueGrade = { categoryId: number; parentId: number | null; code: string; nameEn: string; nameZh: string };

/** One candidate as a provider ranks it; the use case adds names, links and the reference photos' URLs. */
export type TProviderCandidate = {
  categoryId: number;
  confidence: number;
  /** Labelled photos that support it (builtin only): file id, the ask it came from, similarity. */
  support: { fileId: string; askId: string | null; similarity: number }[];
};

/**
 * One recognition provider behind RECOGNITION_PROVIDER (issue 17 item 1): `builtin` (frozen CNN features + nearest
 * neighbours over the operator's labelled photos), `onnx` (the operator's own classifier) or `openai` (an
 * OpenAI-compatible vision endpoint). Given the photos of one lot, it answers at most three grades of the catalogue,
 * likeliest first; it never labels anything itself.
 */
export type TRecognitionProvider = {
  name: TProviderName;
  identify: (input: { images: Buffer[]; grades: TCatalogueGrade[] }) => Promise<{ candidates: TProviderCandidate[]; referenceCount: number | null }>;
};
