import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadedFile } from '@scrapbridge/domain/media';
import { call, passwordLogin, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { bmp24, elfBytes, expectNothingStored, fetchFile, noisePng, pdfBytes, solidJpeg, solidPng, tinyMp4, upload } from '../../../../test/upload-fixtures.ts';

describe(`[FILES] uploads (${testLane()})`, () => {
  let t: TTestApp;
  let seller: string;
  let buyer: string;
  let staff: string;
  let dataDir: string;
  const VIDEO_LIMIT = 64 * 1024;

  beforeAll(async () => {
    // The real image limit (10 MB); the video limit made small so a too-large video is cheap to send.
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', UPLOAD_VIDEO_MAX_BYTES: String(VIDEO_LIMIT) }, { template: 'demo' });
    seller = await passwordLogin(t, 'seller@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
    staff = await passwordLogin(t, 'staff@demo.test');
    dataDir = t.app.deps.config.dataDir;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a picture, resizes it to 1000 px wide and serves it with its real type', async () => {
    const res = await upload(t, seller, { name: 'yard photo.PNG', content: await solidPng(1600, 800), type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = ZUploadedFile.parse(res.body.data);
    expect(data).toMatchObject({ mime: 'image/png', ext: 'png', kind: 'image', width: 1000, height: 500, fileName: 'yard photo.png' });
    expect(data.fileFullPath).toBe(`/app-v2/file/${data.fileId}.png`);
    expect(data.generateUrl).toBe(`http://localhost:3000/app-v2/file/${data.fileId}.png`);

    const file = await fetchFile(t, data.fileFullPath, { token: seller });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('private');
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 500]);

    const [row] = await queryRows<{ owner_email: string; storage_driver: string; storage_key: string; size: number; sha256: string }>(
      t,
      `select u.email as owner_email, f.storage_driver, f.storage_key, f.size, f.sha256 from files f join users u on u.id = f.owner_user_id where f.id = '${data.fileId}'`,
    );
    expect(row).toMatchObject({ owner_email: 'seller@demo.test', storage_driver: 'disk', size: data.size });
    // The disk driver keeps it under DATA_DIR/uploads.
    expect(fs.existsSync(path.join(dataDir, 'uploads', ...row!.storage_key.split('/')))).toBe(true);
    expect(file.headers.etag).toBe(`"${row!.sha256}"`);
  });

  it('keeps pictures up to 1000 px as they are, turns BMP into PNG and accepts JPEG', async () => {
    const small = await upload(t, seller, { name: 'a.jpg', content: await solidJpeg(640, 480) });
    expect(small.body.data).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 640, height: 480 });
    const bmp = await upload(t, seller, { name: 'scan.bmp', content: bmp24(300, 200, [10, 200, 30]) });
    expect(bmp.body.data).toMatchObject({ mime: 'image/png', ext: 'png', width: 300, height: 200, fileName: 'scan.png' });
    const stored = await fetchFile(t, bmp.body.data.fileFullPath, { token: seller });
    const { data } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([10, 200, 30]);
  });

  it('stamps the brand watermark bottom-left when asked, and only there', async () => {
    const source = await solidPng(600, 400, [40, 90, 160]);
    const plain = await upload(t, seller, { name: 'p.png', content: source });
    const marked = await upload(t, seller, { name: 'p.png', content: source }, { fileType: 'ask', watermark: '1', watermarkLang: 'zh' });
    expect(marked.body.code).toBe(200);
    const pixels = async (url: string) => sharp((await fetchFile(t, url, { token: seller })).body).removeAlpha().raw().toBuffer();
    const a = await pixels(plain.body.data.fileFullPath);
    const b = await pixels(marked.body.data.fileFullPath);
    const differing = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) if (a[(y * 600 + x) * 3 + c] !== b[(y * 600 + x) * 3 + c]) n++;
      return n;
    };
    expect(differing(0, 340, 200, 400)).toBeGreaterThan(100);
    expect(differing(400, 0, 600, 200)).toBe(0);
  });

  it('compresses a picture still over the stored-image budget after resizing', async () => {
    const source = await noisePng(900, 700);
    const budget = t.app.deps.config.uploads.imageCompressAboveBytes;
    expect(source.length).toBeGreaterThan(budget);
    const res = await upload(t, seller, { name: 'noise.png', content: source });
    expect(res.body.code).toBe(200);
    expect(res.body.data.size).toBeLessThanOrEqual(budget);
    expect(res.body.data.mime).toBe('image/webp');
    expect(res.body.data).toMatchObject({ width: 900, height: 700 });
  });

  it('refuses a picture over 10 MB with 403, cut off while streaming, and stores nothing', async () => {
    const big = await noisePng(2000, 1800);
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    await expectNothingStored(t, async () => {
      const en = await upload(t, seller, { name: 'huge.png', content: big });
      expect(en.status).toBe(403);
      expect(en.body).toEqual({ code: 403, msg: 'The picture cannot exceed 10 MB, please choose again', data: null });
      // The rest is not read: the connection closes after the answer.
      expect(en.headers.connection).toBe('close');
      const zh = await upload(t, seller, { name: 'huge.png', content: big }, { fileType: 'ask' }, 'zh');
      expect(zh.body.msg).toBe('图片大小不能超过 10 MB，请重新选择');
    });
  });

  it('refuses a video over its limit with 403 and stores nothing', async () => {
    await expectNothingStored(t, async () => {
      const res = await upload(t, seller, { name: 'clip.mp4', content: tinyMp4(VIDEO_LIMIT + 10) });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('The video cannot exceed 0.1 MB, please choose again');
    });
  });

  it('refuses a disguised executable, a PDF and text named as pictures (1000 naming the file), storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const elf = await upload(t, seller, { name: 'invoice.jpg', content: elfBytes(), type: 'image/jpeg' });
      expect(elf.status).toBe(422);
      expect(elf.body).toEqual({ code: 1000, msg: 'invoice.jpg: incorrect file format', data: null });
      const zh = await upload(t, seller, { name: '发票.jpg', content: elfBytes() }, { fileType: 'ask' }, 'zh');
      expect(zh.body.msg).toBe('发票.jpg：文件格式不正确');
      const pdf = await upload(t, seller, { name: 'photo.png', content: pdfBytes(), type: 'image/png' });
      expect(pdf.body).toMatchObject({ code: 1000, msg: 'photo.png: incorrect file format' });
      const text = await upload(t, seller, { name: 'x.gif', content: Buffer.from('just text, no picture at all') });
      expect(text.body.code).toBe(1000);
    });
  });

  it('refuses a picture whose signature is right but whose bytes are broken', async () => {
    const png = await solidPng(50, 50);
    await expectNothingStored(t, async () => {
      const res = await upload(t, seller, { name: 'broken.png', content: Buffer.concat([png.subarray(0, 40), Buffer.alloc(5000)]) });
      expect(res.body).toMatchObject({ code: 1000, msg: 'broken.png: the picture cannot be read, please choose another' });
    });
  });

  it('stores an MP4 as it is and streams ranges of it', async () => {
    const mp4 = tinyMp4(2000);
    const res = await upload(t, seller, { name: 'walkaround.mp4', content: mp4, type: 'video/mp4' });
    expect(res.body.data).toMatchObject({ mime: 'video/mp4', ext: 'mp4', kind: 'video', size: mp4.length, width: null, height: null });
    expect(res.body.data.fileFullPath).toMatch(/\.mp4$/);
    const whole = await fetchFile(t, res.body.data.fileFullPath, { token: seller });
    expect(Buffer.compare(whole.body, mp4)).toBe(0);
    const part = await fetchFile(t, res.body.data.fileFullPath, { token: seller, headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.body.toString('latin1')).toBe('ftypisom');
    const bad = await fetchFile(t, res.body.data.fileFullPath, { token: seller, headers: { range: `bytes=${mp4.length + 5}-` } });
    expect(bad.status).toBe(416);
    const cached = await fetchFile(t, res.body.data.fileFullPath, { token: seller, headers: { 'if-none-match': whole.headers.etag as string } });
    expect(cached.status).toBe(304);
  });

  it('accepts only what the fileType allows: no videos or WebP among verification documents', async () => {
    const video = await upload(t, seller, { name: 'licence.mp4', content: tinyMp4() }, { fileType: 'user_info' });
    expect(video.body).toMatchObject({ code: 1000, msg: 'licence.mp4: incorrect video format, only MP4 is supported' });
    const webp = await upload(t, seller, { name: 'licence.webp', content: await sharp(await solidPng(20, 20)).webp().toBuffer() }, { fileType: 'user_info' });
    expect(webp.body).toMatchObject({ code: 1000, msg: 'licence.webp: incorrect file format' });
    const badType = await upload(t, seller, { name: 'a.png', content: await solidPng(20, 20) }, { fileType: 'nope' });
    expect(badType.body).toMatchObject({ code: 1000, msg: 'File type: has an invalid value' });
  });

  it('needs a signed-in caller, a multipart body and a file', async () => {
    const anon = await upload(t, undefined, { name: 'a.png', content: await solidPng(20, 20) });
    expect(anon.status).toBe(401);
    const json = await call(t, 'POST', '/ai-system/file/upload', { token: seller, body: { file: 'x' } });
    expect(json.body.code).toBe(1000);
    const none = await upload(t, seller, undefined);
    expect(none.body).toMatchObject({ code: 1000, msg: 'File: Please choose a file to upload' });
  });

  it('lets only the owner and staff read a file no public ask uses; others get 404', async () => {
    const res = await upload(t, seller, { name: 'private.png', content: await solidPng(30, 30) });
    const url = res.body.data.fileFullPath as string;
    expect((await fetchFile(t, url, { token: seller })).status).toBe(200);
    expect((await fetchFile(t, url, { token: staff })).status).toBe(200);
    expect((await fetchFile(t, url, { token: buyer })).status).toBe(404);
    const anon = await fetchFile(t, url);
    expect(anon.status).toBe(404);
    expect(JSON.parse(anon.body.toString()).code).toBe(404);
    // The token cookie works too (<img> tags cannot send a header).
    expect((await fetchFile(t, url, { headers: { cookie: `token=${seller}` } })).status).toBe(200);
    expect((await fetchFile(t, '/app-v2/file/00000000-0000-4000-8000-000000000000.png', { token: staff })).status).toBe(404);
  });
});
