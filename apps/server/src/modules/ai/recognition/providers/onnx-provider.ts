import { readFile } from 'node:fs/promises';
import type * as ortModule from 'onnxruntime-node';
import type { InferenceSession as TSession } from 'onnxruntime-node';
import { z } from 'zod';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TConfig } from '../../../../config.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { decodeForModel } from '../feature-extractor.ts';
import type { TRecognitionProvider } from './recognition-provider.ts';

type TOnnxConfig = TConfig['recognition']['onnx'];
type TOrt = typeof ortModule;

/** The label map: one catalogue code per model output, in output order (e.g. ["barley", "berry", "zorba"]). */
const ZLabels = z.array(z.string().min(1)).min(2);

/** Scores to probabilities: the outputs are logits unless they already sum to 1 (a softmax head). */
export function toProbabilities(scores: ArrayLike<number>): number[] {
  const values = Array.from(scores);
  const sum = values.reduce((a, b) => a + b, 0);
  if (values.every((v) => v >= 0 && v <= 1) && Math.abs(sum - 1) < 1e-3) return values;
  const max = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/**
 * The operator's own ONNX classifier (issue 17 item 1, RECOGNITION_PROVIDER=onnx): a model trained elsewhere on their
 * photos, with RECOGNITION_ONNX_LABELS naming each output by catalogue code. Each photo is cropped to the model's
 * square (RECOGNITION_ONNX_SIZE), scaled to 0–1 in its layout (NCHW or NHWC); the photos' probabilities are averaged
 * and the three likeliest grades of the catalogue answered. Loaded once, on first use; a model that cannot be loaded
 * or run is 1841 (the configured provider failed), and the log says why.
 */
export function createOnnxProvider(config: TOnnxConfig, loadOrt: () => Promise<TOrt> = () => import('onnxruntime-node')): TRecognitionProvider {
  let loaded: Promise<{ ort: TOrt; session: TSession; labels: string[] }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const ort = await loadOrt();
      const labels = ZLabels.parse(JSON.parse(await readFile(config.labelsPath, 'utf8')));
      const session = await ort.InferenceSession.create(config.modelPath, { intraOpNumThreads: 1 });
      return { ort, session, labels };
    })();
    loaded.catch(() => {
      loaded = null;
    });
    return loaded;
  };
  return {
    name: 'onnx',
    async identify({ images, grades }) {
      const pixels = await Promise.all(images.map((image) => decodeForModel(image, config.size)));
      let model: Awaited<ReturnType<typeof load>>;
      try {
        model = await load();
      } catch (err) {
        throw Object.assign(new AppError(ErrorCode.RecognitionProviderFailed), { cause: err });
      }
      const { ort, session, labels } = model;
      const size = config.size;
      const sums = new Array<number>(labels.length).fill(0);
      for (const rgb of pixels) {
        const data = new Float32Array(3 * size * size);
        for (let i = 0; i < size * size; i++) {
          for (let ch = 0; ch < 3; ch++) {
            const v = rgb[i * 3 + ch]! / 255;
            if (config.layout === 'nchw') data[ch * size * size + i] = v;
            else data[i * 3 + ch] = v;
          }
        }
        const dims = config.layout === 'nchw' ? [1, 3, size, size] : [1, size, size, 3];
        let scores: ArrayLike<number>;
        try {
          const out = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', data, dims) });
          scores = out[session.outputNames[0]!]!.data as Float32Array;
        } catch (err) {
          throw Object.assign(new AppError(ErrorCode.RecognitionProviderFailed), { cause: err });
        }
        if (scores.length !== labels.length) throw new AppError(ErrorCode.RecognitionProviderFailed);
        toProbabilities(scores).forEach((p, i) => (sums[i]! += p / pixels.length));
      }
      const byCode = new Map(grades.map((g) => [g.code.toLowerCase(), g]));
      const candidates = labels
        .map((code, i) => ({ grade: byCode.get(code.toLowerCase()), confidence: sums[i]! }))
        .filter((c): c is { grade: NonNullable<typeof c.grade>; confidence: number } => c.grade !== undefined)
        .sort((a, b) => b.confidence - a.confidence)
        .slice(0, 3)
        .map((c) => ({ categoryId: c.grade.categoryId, confidence: c.confidence, support: [] }));
      return { referenceCount: null, candidates };
    },
  };
}
