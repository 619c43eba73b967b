import type { TConfig } from '../../../../config.ts';
import type { TDbOrTx } from '../../../../db/client.ts';
import type { TFeatureExtractor } from '../feature-extractor.ts';
import { referencePhotos } from '../recognition-index.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOnnxProvider } from './onnx-provider.ts';
import { createOpenAiRecognitionProvider } from './openai-provider.ts';
import type { TRecognitionProvider } from './recognition-provider.ts';

/** The provider RECOGNITION_PROVIDER names (config.ts checked its settings at start-up). */
export function createRecognitionProvider(opts: { db: TDbOrTx; config: TConfig['recognition']; extractor: TFeatureExtractor }): TRecognitionProvider {
  const { config } = opts;
  if (config.provider === 'openai') return createOpenAiRecognitionProvider(config.openai);
  if (config.provider === 'onnx') return createOnnxProvider(config.onnx);
  return createBuiltinProvider({ extractor: opts.extractor, references: () => referencePhotos(opts.db, opts.extractor.id) });
}
