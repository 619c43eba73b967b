import { createRequire } from 'node:module';
import path from 'node:path';
import type * as tfCore from '@tensorflow/tfjs-core';
import type { Tensor } from '@tensorflow/tfjs-core';
import type { LayersModel as TModel } from '@tensorflow/tfjs-layers';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../lib/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS } from '../../platform/index.ts';

/**
 * Turns a photo into a feature vector whose cosine similarity says how alike two photos look. The builtin recognition
 * and similar listings both read it; tests may inject a small one (a colour histogram) through the same type.
 */
export type TFeatureExtractor = {
  /** Model and layer: stored beside each vector, so vectors of another extractor are never compared with these. */
  id: string;
  dims: number;
  embed: (image: Buffer) => Promise<Float32Array>;
};

const SIZE = 224;
/**
 * The MobileNetV2 that ships inside the `nsfwjs` 4.3.0 registry package (weights in the package, nothing downloaded):
 * a Keras model whose body is ImageNet MobileNetV2 with a 5-class head. Cut at `flatten_1` (global 7×7 average pool
 * of the last 1280 channels), below the head, it is a generic frozen image descriptor. Versioned with the package.
 */
export const MOBILENET_EXTRACTOR_ID = 'nsfwjs-4.3.0/mobilenet_v2/flatten_1';

/** Decodes any stored picture (JPEG, PNG, WebP, GIF, AVIF …) into 224×224 RGB bytes, cropped to fill. 1840 if unreadable. */
export async function decodeForModel(image: Buffer, size = SIZE): Promise<Buffer> {
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(image, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .removeAlpha()
      .resize(size, size, { fit: 'cover' })
      .raw()
      .toBuffer();
  } catch {
    throw new AppError(ErrorCode.RecognitionImageUnreadable);
  }
}

type TTf = typeof tfCore;

let loading: Promise<{ tf: TTf; model: TModel }> | null = null;

/** Loads tfjs (wasm backend, its .wasm files from the installed package) and the cut model once per process. */
function loadModel(): Promise<{ tf: TTf; model: TModel }> {
  loading ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core');
    const tfl = await import('@tensorflow/tfjs-layers');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const require = createRequire(import.meta.url);
    // The .wasm binaries sit beside the package's entry file; the backend would otherwise look next to the caller.
    wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
    if (tf.getBackend() !== 'wasm') await tf.setBackend('wasm');
    await tf.ready();
    const { MobileNetV2Model } = await import('nsfwjs/models/mobilenet_v2');
    const topology = ((await MobileNetV2Model.modelJson()) as { default: { modelTopology: object; weightsManifest: { weights: unknown[] }[] } }).default;
    const weights = ((await MobileNetV2Model.weightBundles[0]!()) as { default: string }).default;
    const bytes = Buffer.from(weights, 'base64');
    const full = await tfl.loadLayersModel(
      tf.io.fromMemory({
        modelTopology: topology.modelTopology,
        weightSpecs: topology.weightsManifest[0]!.weights as never,
        weightData: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      }),
    );
    const model = tfl.model({ inputs: full.inputs, outputs: full.getLayer('flatten_1').output });
    return { tf, model };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The builtin extractor: ~0.1 s a photo on one core once loaded (bench/ai/recognition.ts measures it). */
export function mobileNetExtractor(): TFeatureExtractor {
  return {
    id: MOBILENET_EXTRACTOR_ID,
    dims: 1280,
    async embed(image) {
      const rgb = await decodeForModel(image);
      const { tf, model } = await loadModel();
      // The model was trained on pixels scaled to 0–1 (nsfwjs divides by 255).
      const out = tf.tidy(() => {
        const x = tf.div(tf.cast(tf.tensor4d(new Uint8Array(rgb), [1, SIZE, SIZE, 3], 'int32'), 'float32'), 255);
        return model.predict(x) as Tensor;
      });
      try {
        return new Float32Array(await out.data());
      } finally {
        out.dispose();
      }
    },
  };
}
