import { createHash } from 'node:crypto';
import type { TContainerPhotoReading, TOcrPurpose } from '@scrapbridge/domain/ai-tools/ocr';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { awaitsCheckDigit, findContainerMarkings } from '@scrapbridge/domain/orders/container-marking';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TOcrEngine } from './ocr-engine.ts';
import { insertOcrReading } from './ocr-readings.repository.ts';

/**
 * `POST /ai-system/ocr/container` (issue 17 item 2): a container-door or packing photo → container numbers (only
 * those whose ISO 6346 check digit holds, after the O/0, I/1, S/5, B/8 repair), size-type codes and seal numbers,
 * best first. Staff read photos for the shipments they keep; any signed-in buyer reads one for the arrival seals of
 * a claim (the claim's own rules decide what they may save). The reading is kept as evidence before it is answered.
 */
export async function readContainerPhoto(opts: {
  db: TDbOrTx;
  engine: TOcrEngine;
  reader: { userId: string; isStaff: boolean };
  purpose: TOcrPurpose;
  image: Buffer;
  fileName: string;
}): Promise<TContainerPhotoReading> {
  if (opts.purpose === 'shipment' && !opts.reader.isStaff) throw new AppError(ErrorCode.Forbidden);
  const started = performance.now();
  const lines = await opts.engine.read(opts.image, { fileName: opts.fileName, rereadAfter: awaitsCheckDigit });
  if (lines.length === 0) throw new AppError(ErrorCode.OcrNoText);
  const suggestions = findContainerMarkings(lines);
  const readingId = await insertOcrReading(opts.db, {
    userId: opts.reader.userId,
    purpose: opts.purpose,
    imageSha256: createHash('sha256').update(opts.image).digest('hex'),
    imageBytes: opts.image.length,
    engine: opts.engine.name,
    lines,
    suggestions,
  });
  return { readingId, lines, ...suggestions, ms: Math.round(performance.now() - started) };
}
