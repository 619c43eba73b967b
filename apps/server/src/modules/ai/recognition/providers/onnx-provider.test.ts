import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { createOnnxProvider, toProbabilities } from './onnx-provider.ts';
import type { TCatalogueGrade } from './recognition-provider.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-onnx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const grades: TCatalogueGrade[] = [
  { categoryId: 11, parentId: 1, code: 'barley', nameEn: 'Barley', nameZh: '光亮铜线' },
  { categoryId: 12, parentId: 1, code: 'berry', nameEn: 'Berry', nameZh: '一号铜线' },
  { categoryId: 21, parentId: 2, code: 'zorba', nameEn: 'Zorba', nameZh: '破碎有色' },
];

/**
 * A stand-in for onnxruntime-node (injected through the provider's loader): no operator model exists here to run, so
 * the adapter's own work is checked — the tensor it builds (layout, 0–1 scaling, size), the averaging over photos and
 * the mapping of outputs to catalogue codes. The "model" scores each output from the mean of one colour channel.
 */
function fakeOrt(seen: { dims: number[]; data: Float32Array }[]) {
  class Tensor {
    constructor(
      readonly type: string,
      readonly data: Float32Array,
      readonly dims: number[],
    ) {}
  }
  return {
    Tensor,
    InferenceSession: {
      create: async () => ({
        inputNames: ['pixels'],
        outputNames: ['logits'],
        run: async (feeds: Record<string, Tensor>) => {
          const t = feeds['pixels']!;
          seen.push({ dims: t.dims, data: t.data });
          const plane = t.data.length / 3;
          const mean = (ch: number) => t.data.slice(ch * plane, (ch + 1) * plane).reduce((a, b) => a + b, 0) / plane;
          // Outputs in label-map order: red → barley, green → made-up code, blue → zorba (logits).
          return { logits: { data: new Float32Array([mean(0) * 10, mean(1) * 10, mean(2) * 10]) } };
        },
      }),
    },
  };
}

describe('onnx recognition provider (RECOGNITION_PROVIDER=onnx)', () => {
  it('turns logits into probabilities and keeps probabilities as they are', () => {
    const p = toProbabilities([2, 1, 0]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(p[0]).toBeCloseTo(Math.exp(2) / (Math.exp(2) + Math.exp(1) + 1), 9);
    expect(toProbabilities([0.7, 0.2, 0.1])).toEqual([0.7, 0.2, 0.1]);
  });

  it('feeds an NCHW 0–1 tensor of the configured size, averages the photos and names outputs by catalogue code', async () => {
    const labels = path.join(dir, 'labels.json');
    fs.writeFileSync(labels, JSON.stringify(['barley', 'not-in-catalogue', 'zorba']));
    const seen: { dims: number[]; data: Float32Array }[] = [];
    const provider = createOnnxProvider({ modelPath: path.join(dir, 'model.onnx'), labelsPath: labels, size: 32, layout: 'nchw' }, async () => fakeOrt(seen) as never);
    const red = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    const out = await provider.identify({ images: [red, red], grades });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.dims).toEqual([1, 3, 32, 32]);
    expect(seen[0]!.data[0]).toBeCloseTo(1, 2);
    expect(seen[0]!.data[32 * 32]).toBeCloseTo(0, 2);
    // The made-up code is dropped; barley first (red), zorba after.
    expect(out.candidates.map((c) => c.categoryId)).toEqual([11, 21]);
    expect(out.candidates[0]!.confidence).toBeCloseTo(Math.exp(10) / (Math.exp(10) + 2), 6);
    expect(out.referenceCount).toBeNull();
  });

  it('answers 1841 when the model cannot be loaded', async () => {
    const provider = createOnnxProvider({ modelPath: path.join(dir, 'missing.onnx'), labelsPath: path.join(dir, 'missing.json'), size: 32, layout: 'nhwc' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const err = await provider.identify({ images: [png], grades }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(1841);
  });
});
