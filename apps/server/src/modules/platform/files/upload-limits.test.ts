import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '@scrapbridge/domain/media';
import { countRows, passwordLogin, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { expectNothingStored, fetchFile, filesUnder, solidPng, tinyMp4, upload } from '../../../../test/upload-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';

/** A GIF's head (header, screen, palette, extensions before the first frame) and its frames (each with its graphic control extension). */
function gifParts(gif: Buffer): { head: Buffer; frames: Buffer[] } {
  const skipSubBlocks = (q: number) => {
    while (gif[q] !== 0) q += gif[q]! + 1;
    return q + 1;
  };
  const paletteBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let p = 13 + paletteBytes(gif[10]!);
  let headEnd = -1;
  let frameStart = p;
  const frames: Buffer[] = [];
  while (gif[p] !== 0x3b) {
    if (gif[p] === 0x21) {
      if (gif[p + 1] === 0xf9) {
        if (headEnd < 0) headEnd = p;
        frameStart = p;
      }
      p = skipSubBlocks(p + 2);
    } else if (gif[p] === 0x2c) {
      if (headEnd < 0) headEnd = frameStart = p;
      p = skipSubBlocks(p + 10 + paletteBytes(gif[p + 9]!) + 1);
      frames.push(gif.subarray(frameStart, p));
      frameStart = p;
    } else {
      throw new Error(`unexpected GIF block ${gif[p]} at ${p}`);
    }
  }
  return { head: gif.subarray(0, headEnd), frames };
}

/**
 * The probe's picture (issue 13): an animated GIF of `frames` frames of width × height, about 100 KB, whose every
 * frame must be decoded to show it (decoding and re-encoding all of them takes about 16 CPU-seconds). Two different
 * frames are encoded with sharp and repeated in turn, so making it costs a fraction of a second.
 */
async function animatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const frameBytes = width * height * 3;
  const raw = Buffer.alloc(frameBytes * 2);
  raw.fill(255, frameBytes);
  raw.fill(128, 0, width * 3 * 10);
  const two = await sharp(raw, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif({ colours: 2, effort: 1, dither: 0, interFrameMaxError: 0, reuse: true })
    .toBuffer();
  const parts = gifParts(two);
  return Buffer.concat([parts.head, ...Array.from({ length: frames }, (_, i) => parts.frames[i % 2]!), Buffer.from([0x3b])]);
}

describe(`[FILES] upload cost: decode bound, uploads a minute, storage quota (${testLane()})`, () => {
  let t: TTestApp;
  let dataDir: string;
  let staff: string;
  const PER_MINUTE = 5;

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_UPLOADS_PER_MINUTE: String(PER_MINUTE), UPLOAD_QUOTA_GENERAL_MB: '1', UPLOAD_QUOTA_VERIFIED_MB: '2' },
      { template: 'demo' },
    );
    dataDir = t.app.deps.config.dataDir;
    staff = await passwordLogin(t, 'staff@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Fresh accounts without files: verified (VIP) ones, or general ones (the same, before verification). */
  async function accounts(n: number, kind: 'verified' | 'general'): Promise<{ userId: string; token: string }[]> {
    const made = await verifiedBuyers(t.database.db, n, kind);
    if (kind === 'general') {
      const ids = made.map((a) => `'${a.userId}'`).join(',');
      await queryRows(t, `update users set user_type = 'General' where id in (${ids})`);
    }
    return made;
  }

  const storedBytes = async (userId: string) =>
    Number((await queryRows<{ bytes: string }>(t, `select coalesce(sum(size), 0) as bytes from files where owner_user_id = '${userId}'`))[0]!.bytes);

  it('stores only the first frame of an animated GIF of 60 frames at 1000 × 1000, without decoding the others', async () => {
    const [a] = await accounts(1, 'verified');
    const gif = await animatedGif(60, 1000, 1000);
    const source = await sharp(gif, { animated: true }).metadata();
    expect(source.pages).toBe(60);
    expect(gif.length).toBeLessThan(200 * 1024);

    const cpu = process.cpuUsage();
    const res = await upload(t, a!.token, { name: 'probe.gif', content: gif });
    const used = process.cpuUsage(cpu);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/gif', width: 1000, height: 1000 });
    // Decoding and re-encoding all 60 frames takes about 16 CPU-seconds; the first frame alone a few tens of
    // milliseconds. Generous for a shared machine, far below the whole animation.
    expect((used.user + used.system) / 1e6).toBeLessThan(2.5);

    const stored = await fetchFile(t, res.body.data.fileFullPath, { token: a!.token });
    const meta = await sharp(stored.body, { animated: true }).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([1000, 1000]);
  });

  it('refuses a picture of more than 60 megapixels before decoding it (1000 naming the file), storing nothing', async () => {
    const [a] = await accounts(1, 'verified');
    // A small PNG whose header says 8000 × 8000: were it decoded, it would fail as unreadable, not as too large.
    const huge = await solidPng(20, 20);
    huge.writeUInt32BE(8000, 16);
    huge.writeUInt32BE(8000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    await expectNothingStored(t, async () => {
      const en = await upload(t, a!.token, { name: 'bomb.png', content: huge });
      expect(en.status).toBe(422);
      expect(en.body).toEqual({ code: 1000, msg: 'bomb.png: the picture is too large (64 megapixels, at most 60), please choose a smaller one', data: null });
      const zh = await upload(t, a!.token, { name: 'bomb.png', content: huge }, { fileType: 'ask' }, 'zh');
      expect(zh.body.msg).toBe('bomb.png：图片像素过大（64 百万像素，最多 60），请选择较小的图片');
    });
  });

  it('limits uploads per account a minute with the 429 envelope and Retry-After; another account is not held up', async () => {
    const [a, b] = await accounts(2, 'verified');
    const png = await solidPng(20, 20);
    for (let i = 0; i < PER_MINUTE; i++) expect((await upload(t, a!.token, { name: `p${i}.png`, content: png })).body.code).toBe(200);
    await expectNothingStored(t, async () => {
      const limited = await upload(t, a!.token, { name: 'one-more.png', content: png });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(429);
      expect(limited.body.msg).toMatch(/^Too many uploads: at most 5 files a minute, please try again in \d+ s$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Answered before the file was read: the connection closes rather than take the rest of it.
      expect(limited.headers.connection).toBe('close');
      const zh = await upload(t, a!.token, { name: 'one-more.png', content: png }, { fileType: 'ask' }, 'zh');
      expect(zh.body.msg).toMatch(/^上传过于频繁：每分钟最多上传 5 个文件，请 \d+ 秒后再试$/);
    });
    // The count is the account's, not the address's (every injected request comes from 127.0.0.1).
    expect((await upload(t, b!.token, { name: 'b.png', content: png })).body.code).toBe(200);
  });

  it('gives a general account a smaller storage quota than a verified one, states it when full, and stores nothing over it', async () => {
    const [general] = await accounts(1, 'general');
    const [verified] = await accounts(1, 'verified');
    const video = (bytes: number) => ({ name: 'walkaround.mp4', content: tinyMp4(bytes - 40) });

    expect((await upload(t, general!.token, video(700 * 1024))).body.code).toBe(200);
    await expectNothingStored(t, async () => {
      const en = await upload(t, general!.token, video(400 * 1024));
      expect(en.status).toBe(413);
      expect(en.body).toEqual({
        code: 1501,
        msg: 'Storage limit reached: this account may keep 1 MB of files and 0.7 MB is used; this file does not fit. Verified enterprise accounts may keep 2 MB',
        data: null,
      });
      const zh = await upload(t, general!.token, video(400 * 1024), { fileType: 'ask' }, 'zh');
      expect(zh.body.msg).toBe('存储空间已满：本账号最多可存储 1 MB 的文件，已使用 0.7 MB，无法再存储此文件。企业认证账号可存储 2 MB');
    });
    expect(await storedBytes(general!.userId)).toBe(700 * 1024);

    // The same two files fit a verified account's quota.
    expect((await upload(t, verified!.token, video(700 * 1024))).body.code).toBe(200);
    expect((await upload(t, verified!.token, video(400 * 1024))).body.code).toBe(200);
  });

  it('fills a quota to the byte, then refuses before reading the next file', async () => {
    const [a] = await accounts(1, 'verified');
    expect((await upload(t, a!.token, { name: 'full.mp4', content: tinyMp4(2 * MB - 40) })).body.code).toBe(200);
    expect(await storedBytes(a!.userId)).toBe(2 * MB);
    await expectNothingStored(t, async () => {
      const res = await upload(t, a!.token, { name: 'p.png', content: await solidPng(20, 20) });
      expect(res.body).toEqual({ code: 1501, msg: 'Storage limit reached: this account may keep 2 MB of files and 2 MB is used; this file does not fit', data: null });
      // Refused before the file was read: the connection closes rather than take the rest of it.
      expect(res.headers.connection).toBe('close');
    });
  });

  it('lets parallel uploads of one account together store no more than its quota', async () => {
    const [a] = await accounts(1, 'verified');
    const results = await Promise.all(
      Array.from({ length: PER_MINUTE }, (_, i) => upload(t, a!.token, { name: `part${i}.mp4`, content: tinyMp4(600 * 1024 - 40 + i) })),
    );
    const codes = results.map((r) => r.body.code).sort((x, y) => x - y);
    // 3 × 600 KB fit in 2 MB; a fourth would not.
    expect(codes).toEqual([200, 200, 200, 1501, 1501]);
    expect(await storedBytes(a!.userId)).toBeLessThanOrEqual(2 * MB);
    expect(await countRows(t, 'files', `owner_user_id = '${a!.userId}'`)).toBe(3);
    expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('does not limit staff uploads by a quota', async () => {
    const res = await upload(t, staff, { name: 'survey.mp4', content: tinyMp4(3 * MB) });
    expect(res.body.code).toBe(200);
  });
});
