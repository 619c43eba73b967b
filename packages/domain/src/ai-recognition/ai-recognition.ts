/**
 * What the recognition endpoints take and answer (issue 17 item 1; §1 "AI identification of scrap from photos"; §7
 * "AI recognition and similarity paths go to /ai-system"). Photos are first uploaded as usual (§7 /file/upload) and
 * named here by their file ids, so the publish form can ask about the pictures it already holds.
 */
import { z } from 'zod';
import { INT4_MAX } from '../int4.ts';

/** Photos of one lot asked about at once: several views help; more is only slower. */
export const RECOGNITION_MAX_PHOTOS = 8;
export const RECOGNITION_PROVIDERS = ['builtin', 'onnx', 'openai'] as const;
export type TRecognitionProvider = (typeof RECOGNITION_PROVIDERS)[number];

export const ZIdentifyRequest = z
  .object({ fileIds: z.array(z.uuid()).min(1).max(RECOGNITION_MAX_PHOTOS) })
  .strict();
export type TIdentifyRequest = z.infer<typeof ZIdentifyRequest>;

/** A labelled photo that supports a candidate: what the operator's own pictures of this grade look like. */
export const ZRecognitionReference = z.object({
  fileId: z.uuid(),
  url: z.string(),
  /** The approved ask the photo came from (a link to it), when it came from one. */
  askId: z.uuid().nullable(),
  /** Cosine similarity to the nearest uploaded photo, 0–1. */
  similarity: z.number(),
});
export type TRecognitionReference = z.infer<typeof ZRecognitionReference>;

/** One likely grade from the catalogue (a grade, or a family when the labelled photos named no grade). */
export const ZRecognitionCandidate = z.object({
  categoryId: z.number().int(),
  /** The family of a grade (null when the candidate is a family itself). */
  parentId: z.number().int().nullable(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** 0–1: the builtin provider's share of the nearest neighbours' votes; the model's own score for onnx/openai. */
  confidence: z.number(),
  references: z.array(ZRecognitionReference),
});
export type TRecognitionCandidate = z.infer<typeof ZRecognitionCandidate>;

/** Never an automatic label: the caller shows these and the user decides. */
export const ZIdentifyResult = z.object({
  provider: z.enum(RECOGNITION_PROVIDERS),
  /** At most 3, likeliest first; empty when nothing is known to compare with. */
  candidates: z.array(ZRecognitionCandidate),
  /** How many labelled photos the builtin provider compared with (null for the other providers). */
  referenceCount: z.number().int().nullable(),
});
export type TIdentifyResult = z.infer<typeof ZIdentifyResult>;

export const ZSimilarRequest = z.object({ fileId: z.uuid() }).strict();
export type TSimilarRequest = z.infer<typeof ZSimilarRequest>;

/** A live ask whose photos are nearest to the uploaded one. */
export const ZSimilarListing = z.object({
  askId: z.uuid(),
  askName: z.string().nullable(),
  askNameZh: z.string().nullable(),
  /** The matching photo of the ask. */
  fileId: z.uuid(),
  url: z.string(),
  similarity: z.number(),
  categoryId: z.number().int().nullable(),
});
export type TSimilarListing = z.infer<typeof ZSimilarListing>;
export const ZSimilarResult = z.object({ rows: z.array(ZSimilarListing) });
export type TSimilarResult = z.infer<typeof ZSimilarResult>;

/** Staff confirm a reference photo's grade, give it another, or take it out of the comparisons (not the material). */
export const RECOGNITION_LABEL_STATES = ['ask', 'confirmed', 'relabelled', 'excluded'] as const;
export type TRecognitionLabelState = (typeof RECOGNITION_LABEL_STATES)[number];
export const ZRelabelParams = z.object({ fileId: z.uuid() });
export const ZRelabelRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('confirm') }).strict(),
    z.object({ action: z.literal('relabel'), categoryId: z.number().int().positive().max(INT4_MAX) }).strict(),
    z.object({ action: z.literal('exclude') }).strict(),
  ]);
export type TRelabelRequest = z.infer<typeof ZRelabelRequest>;
export const ZRelabelResult = z.object({ fileId: z.uuid(), categoryId: z.number().int(), labelState: z.enum(RECOGNITION_LABEL_STATES) });
export type TRelabelResult = z.infer<typeof ZRelabelResult>;
