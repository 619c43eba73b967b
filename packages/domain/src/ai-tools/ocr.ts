/**
 * What the OCR endpoints answer (issue 17 items 2 and 4): the text read from a photo with the engine's confidence,
 * and what the domain rules make of it — container numbers, size-type codes and seals from a container door or a
 * packing photo (orders/container-marking.ts), or a cable's jacket print (jacket-print.ts). Suggestions only: the
 * user clicks one to fill a field.
 */
import { z } from 'zod';
import { ZJacketPrint } from './ai-tools.ts';

/** Why a container photo is read: a staff member adding containers to a shipment, or a buyer entering arrival seals. */
export const OCR_PURPOSES = ['shipment', 'claim'] as const;
export type TOcrPurpose = (typeof OCR_PURPOSES)[number];

const ZConfidence = z.number().min(0).max(1);

export const ZOcrLine = z.object({ text: z.string(), confidence: ZConfidence });

export const ZContainerPhotoReading = z.object({
  /** The evidence row that keeps the text, confidences and suggestions of this reading. */
  readingId: z.uuid(),
  lines: z.array(ZOcrLine),
  containers: z.array(z.object({ containerNo: z.string(), confidence: ZConfidence, repairs: z.number().int() })),
  sizeTypes: z.array(
    z.object({
      code: z.string(),
      lengthMm: z.number(),
      lengthFt: z.number(),
      heightMm: z.number().nullable(),
      highCube: z.boolean(),
      group: z.string(),
      confidence: ZConfidence,
    }),
  ),
  seals: z.array(z.object({ sealNo: z.string(), confidence: ZConfidence, labelled: z.boolean() })),
  ms: z.number(),
});
export type TContainerPhotoReading = z.infer<typeof ZContainerPhotoReading>;

export const ZJacketPhotoReading = z.object({
  /** The lines joined as the print reads, what the jacket-print parser was given. */
  text: z.string(),
  lines: z.array(ZOcrLine),
  /** Null when the text names no cross-section (the user sees what was read and enters the sizes). */
  print: ZJacketPrint.nullable(),
  ms: z.number(),
});
export type TJacketPhotoReading = z.infer<typeof ZJacketPhotoReading>;
