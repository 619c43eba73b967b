import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { createOpenAiRecognitionProvider } from './openai-provider.ts';
import type { TCatalogueGrade } from './recognition-provider.ts';

const grades: TCatalogueGrade[] = [
  { categoryId: 11, parentId: 1, code: 'barley', nameEn: 'Barley', nameZh: '光亮铜线' },
  { categoryId: 21, parentId: 2, code: 'zorba', nameEn: 'Zorba', nameZh: '破碎有色' },
];

/** A stub OpenAI-compatible endpoint on 127.0.0.1 whose next answer each test sets. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
const stub = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    setTimeout(() => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  stub.closeAllConnections();
  stub.close();
});

const photo = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 60 } } }).jpeg().toBuffer();
const content = (text: string) => JSON.stringify({ choices: [{ message: { content: text } }] });
async function codeOf(run: Promise<unknown>): Promise<number | string> {
  const err = await run.then(() => 'answered', (e: unknown) => e);
  return err instanceof AppError ? err.code : String(err);
}

describe('openai recognition provider against a stub endpoint', () => {
  it('reads the JSON answer even inside a code fence, keeping catalogue codes only, likeliest first', async () => {
    answer = { status: 200, body: content('```json\n{"candidates":[{"code":"ZORBA","confidence":0.3},{"code":"barley","confidence":0.6},{"code":"nope","confidence":0.1}]}\n```') };
    const out = await createOpenAiRecognitionProvider({ url, apiKey: undefined, model: 'm', timeoutMs: 5000 }).identify({ images: [await photo()], grades });
    expect(out).toEqual({
      referenceCount: null,
      candidates: [
        { categoryId: 11, confidence: 0.6, support: [] },
        { categoryId: 21, confidence: 0.3, support: [] },
      ],
    });
  });

  it('answers 1841 for an HTTP error, an unreadable answer and a timeout', async () => {
    const provider = createOpenAiRecognitionProvider({ url, apiKey: 'k', model: 'm', timeoutMs: 300 });
    const images = [await photo()];
    answer = { status: 500, body: '{"error":"boom"}' };
    expect(await codeOf(provider.identify({ images, grades }))).toBe(1841);
    answer = { status: 200, body: content('I think it is copper.') };
    expect(await codeOf(provider.identify({ images, grades }))).toBe(1841);
    answer = { status: 200, body: content('{}'), delayMs: 1000 };
    expect(await codeOf(provider.identify({ images, grades }))).toBe(1841);
  });

  it('answers 1840 for a file that is not a picture', async () => {
    answer = { status: 200, body: content('{"candidates":[]}') };
    const provider = createOpenAiRecognitionProvider({ url, apiKey: 'k', model: 'm', timeoutMs: 5000 });
    expect(await codeOf(provider.identify({ images: [Buffer.from('not an image')], grades }))).toBe(1840);
  });
});
