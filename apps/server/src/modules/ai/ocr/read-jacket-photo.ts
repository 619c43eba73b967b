import type { TJacketPhotoReading } from '@scrapbridge/domain/ai-tools/ocr';
import { parseJacketPrint } from '@scrapbridge/domain/ai-tools/jacket-print';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../lib/app-error.ts';
import type { TOcrEngine } from './ocr-engine.ts';

/**
 * `POST /ai-system/ocr/jacket-print` (public, issue 17 item 4: "read the jacket print of a cable photo by OCR … to
 * fill the inputs"): the photo's text, joined in reading order, goes through the same jacket-print parser as typed
 * text. Nothing is stored: the estimator is public and the photo is a visitor's own business.
 */
export async function readJacketPhoto(opts: { engine: TOcrEngine; image: Buffer; fileName: string }): Promise<TJacketPhotoReading> {
  const started = performance.now();
  const lines = await opts.engine.read(opts.image, { fileName: opts.fileName });
  if (lines.length === 0) throw new AppError(ErrorCode.OcrNoText);
  const text = lines.map((l) => l.text).join(' ');
  const print = parseJacketPrint(text);
  return { text, lines, print: print.groups.length > 0 ? print : null, ms: Math.round(performance.now() - started) };
}
