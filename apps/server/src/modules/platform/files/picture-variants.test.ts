import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadedFile } from '@scrapbridge/domain/media';
import { pictureSrcSet } from '@scrapbridge/domain/picture-variants';
import { passwordLogin } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { fetchFile, noisePng, solidJpeg, tinyMp4, upload } from '../../../../test/upload-fixtures.ts';

/** Issue 19 item 2: cards ask for small AVIF/WebP copies of the stored pictures (srcset) instead of the 1000 px original. */
describe(`[FILES] picture copies for srcset (${testLane()})`, () => {
  let t: TTestApp;
  let seller: string;
  let buyer: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'demo' });
    seller = await passwordLogin(t, 'seller@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const uploaded = async (name: string, content: Buffer) => ZUploadedFile.parse((await upload(t, seller, { name, content })).body.data);
  const errorOf = (body: Buffer) => JSON.parse(body.toString('utf8')) as { code: number; msg: string };

  it('answers a 320 px AVIF and a 640 px WebP copy of a picture, kept for the next reader, at a fraction of its bytes', async () => {
    const photo = await uploaded('yard.png', await noisePng(1000, 750));
    const srcset = pictureSrcSet(photo.fileFullPath, 'avif')!;
    expect(srcset).toBe(`${photo.fileFullPath}?w=320&f=avif 320w, ${photo.fileFullPath}?w=640&f=avif 640w`);

    const avif = await fetchFile(t, `${photo.fileFullPath}?w=320&f=avif`, { token: seller });
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toContain('private');
    const avifMeta = await sharp(avif.body).metadata();
    expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 320, 240]);
    expect(avif.body.length).toBeLessThan(photo.size / 4);

    const webp = await fetchFile(t, `${photo.fileFullPath}?w=640&f=webp`, { token: seller });
    const webpMeta = await sharp(webp.body).metadata();
    expect([webp.headers['content-type'], webpMeta.format, webpMeta.width]).toEqual(['image/webp', 'webp', 640]);

    // Kept beside the upload; the next reader gets the same bytes, and a browser holding them a 304.
    expect(fs.existsSync(path.join(t.app.deps.config.dataDir, 'uploads', 'variants', photo.fileId, 'w320.avif'))).toBe(true);
    const again = await fetchFile(t, `${photo.fileFullPath}?w=320&f=avif`, { token: seller });
    expect(again.body.equals(avif.body)).toBe(true);
    const cached = await fetchFile(t, `${photo.fileFullPath}?w=320&f=avif`, { token: seller, headers: { 'if-none-match': String(avif.headers.etag) } });
    expect(cached.status).toBe(304);
  });

  it('never makes a copy wider than the stored picture', async () => {
    const small = await uploaded('small.jpg', await solidJpeg(200, 150));
    const copy = await fetchFile(t, `${small.fileFullPath}?w=640&f=webp`, { token: seller });
    expect((await sharp(copy.body).metadata()).width).toBe(200);
  });

  it('lets only those who may read the file read its copies; others get 404', async () => {
    const own = await uploaded('private.jpg', await solidJpeg(400, 300));
    expect((await fetchFile(t, `${own.fileFullPath}?w=320&f=webp`, { token: buyer })).status).toBe(404);
    expect((await fetchFile(t, `${own.fileFullPath}?w=320&f=webp`)).status).toBe(404);
    expect(fs.existsSync(path.join(t.app.deps.config.dataDir, 'uploads', 'variants', own.fileId))).toBe(false);
  });

  it('names the field of a bad request (1000) and makes nothing: a width not offered, a width without a format, a video', async () => {
    const photo = await uploaded('p.jpg', await solidJpeg(400, 300));
    const odd = await fetchFile(t, `${photo.fileFullPath}?w=500&f=avif`, { token: seller, headers: { appLang: 'en' } });
    expect([odd.status, errorOf(odd.body).code]).toEqual([422, 1000]);
    expect(errorOf(odd.body).msg).toContain('Picture width');
    const half = await fetchFile(t, `${photo.fileFullPath}?w=320`, { token: seller, headers: { appLang: 'zh' } });
    expect(errorOf(half.body)).toMatchObject({ code: 1000, msg: expect.stringContaining('图片格式') });

    const video = ZUploadedFile.parse((await upload(t, seller, { name: 'v.mp4', content: tinyMp4() })).body.data);
    const res = await fetchFile(t, `${video.fileFullPath}?w=320&f=webp`, { token: seller, headers: { appLang: 'en' } });
    expect(errorOf(res.body)).toMatchObject({ code: 1000, msg: expect.stringContaining('Picture width') });
    expect(errorOf(res.body).msg).toContain('pictures only');
    expect(fs.existsSync(path.join(t.app.deps.config.dataDir, 'uploads', 'variants', video.fileId))).toBe(false);
  });
});
