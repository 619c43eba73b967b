import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContainerPhotoReading, ZJacketPhotoReading } from '@scrapbridge/domain/ai-tools/ocr';
import { queryRows } from '../../../../test/api.ts';
import { askTestApp } from '../../../../test/ask-fixtures.ts';
import { containerDoorPhoto, jacketPrintPhoto } from '../../../../test/container-door-photos.ts';
import { multipart, solidPng } from '../../../../test/upload-fixtures.ts';
import type { TTestApp } from '../../../../test/test-app.ts';

let t: TTestApp;
let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
beforeAll(async () => {
  ({ t, tokens } = await askTestApp());
});
afterAll(async () => {
  await t?.close();
});

async function send(url: string, token: string | undefined, file: Buffer, fields: Record<string, string> = {}, lang: 'zh' | 'en' = 'en') {
  const body = multipart(fields, { name: 'door.jpg', content: file, type: 'image/jpeg' });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType, appLang: lang === 'zh' ? 'zh-CN' : 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

// One door, one print, read once each: the engine loads its models on the first photo (shared by the whole file).
describe('OCR of photos (/ai-system/ocr; issue 17 items 2 and 4)', () => {
  it('reads a generated container door: the number whose check digit holds, the size-type code and the seal, kept as evidence', { timeout: 60_000 }, async () => {
    const door = await containerDoorPhoto(4242, { containerNo: 'MSKU9070323', sizeType: '45G1', sealNo: 'CN1234567', font: 'DejaVu Sans', rotation: 3, blur: 0.8, sealLabel: 'SEAL NO.' });
    const res = await send('/ai-system/ocr/container', tokens.staff, door.image, { purpose: 'shipment' });
    expect(res.body.code).toBe(200);
    const data = ZContainerPhotoReading.parse(res.body.data);
    expect(data.containers[0]).toMatchObject({ containerNo: 'MSKU9070323' });
    expect(data.containers[0]!.confidence).toBeGreaterThan(0.5);
    expect(data.sizeTypes[0]).toMatchObject({ code: '45G1', lengthFt: 40, highCube: true, group: 'GP' });
    expect(data.seals[0]).toMatchObject({ sealNo: 'CN1234567', labelled: true });
    // The evidence row holds the text and confidences as read, and who read it for what.
    const [row] = await queryRows<{ purpose: string; lines: Array<{ text: string; confidence: number }>; engine: string; image_bytes: number; suggestions: { containers: unknown[] } }>(
      t,
      `select purpose, lines, engine, image_bytes, suggestions from ocr_readings where id = '${data.readingId}'`,
    );
    expect(row).toMatchObject({ purpose: 'shipment', engine: 'paddle-ppocr-v4', image_bytes: door.image.length });
    expect(row!.lines.map((l) => l.text).join(' ')).toContain('45G1');
    expect(row!.suggestions.containers).toHaveLength(data.containers.length);
  });

  it('lets a buyer read seals for a claim, but not as staff for a shipment; refuses a visitor and a bad purpose', async () => {
    const blank = await solidPng(64, 64);
    const asShipment = await send('/ai-system/ocr/container', tokens.buyer, blank, { purpose: 'shipment' });
    expect(asShipment.status).toBe(403);
    const visitor = await send('/ai-system/ocr/container', undefined, blank, { purpose: 'claim' });
    expect(visitor.status).toBe(401);
    const bad = await send('/ai-system/ocr/container', tokens.buyer, blank, { purpose: 'album' }, 'zh');
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.errors[0].field).toBe('purpose');
    // A blank picture has no text: 1850, worded in the caller's language.
    const empty = await send('/ai-system/ocr/container', tokens.buyer, blank, { purpose: 'claim' }, 'zh');
    expect(empty.body.code).toBe(1850);
    expect(empty.body.msg).toContain('未能从照片中读出文字');
  });

  it('reads a cable jacket print photo into the estimator’s inputs (public)', { timeout: 30_000 }, async () => {
    const photo = await jacketPrintPhoto('H07RN-F 3G2.5 mm² 450/750V');
    const res = await send('/ai-system/ocr/jacket-print', undefined, photo);
    expect(res.body.code).toBe(200);
    const data = ZJacketPhotoReading.parse(res.body.data);
    expect(data.print).toMatchObject({ groups: [{ cores: 3, size: '2.5', unit: 'mm2' }], insulation: 'rubber', sheath: 'pcp', earth: true });
    // What is not a picture is refused as the uploads refuse it (1000).
    const notImage = await send('/ai-system/ocr/jacket-print', undefined, Buffer.from('%PDF-1.4 nothing'));
    expect(notImage.body.code).toBe(1000);
  });
});
