import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { countRows } from './api.ts';
import type { TTestApp } from './test-app.ts';

/**
 * Test material for uploads: real images made with sharp, a minimal MP4 that file-type recognises, disguised
 * executables, and a multipart body builder for app.inject().
 */

export async function solidPng(width: number, height: number, rgb: [number, number, number] = [120, 120, 120]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();
}

export async function solidJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 184, g: 115, b: 51 } } }).jpeg().toBuffer();
}

/** Random pixels barely compress, so size ≈ width × height × 3: a cheap way to a real image above a limit. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A 24-bit bottom-up BMP (what Windows Paint writes). */
export function bmp24(width: number, height: number, rgb: [number, number, number]): Buffer {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const size = 54 + stride * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = 54 + y * stride + x * 3;
      b[p] = rgb[2];
      b[p + 1] = rgb[1];
      b[p + 2] = rgb[0];
    }
  }
  return b;
}

/** An MP4 as small as it gets: an ftyp box (isom brand) and an mdat box of `payloadBytes`. */
export function tinyMp4(payloadBytes = 64): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const mdat = Buffer.alloc(8 + payloadBytes);
  mdat.writeUInt32BE(8 + payloadBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** The first bytes of a Linux executable (ELF), padded: what a renamed binary looks like. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), randomBytes(8000)]);
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

/** A multipart/form-data body with text fields and at most one file, as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /ai-system/file/upload as the web client does. */
export async function upload(
  t: TTestApp,
  token: string | undefined,
  file: { name: string; content: Buffer; type?: string } | undefined,
  fields: Record<string, string> = { fileType: 'ask' },
  lang: 'zh' | 'en' = 'en',
) {
  const body = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/ai-system/file/upload',
    headers: {
      'content-type': body.contentType,
      appLang: lang === 'zh' ? 'zh-CN' : 'en-US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
}

/** GET a stored file; raw bytes and headers. */
export async function fetchFile(t: TTestApp, url: string, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** Every file under a directory (a refused upload must leave nothing behind, temporary files included). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Nothing stored by `run`: no files row, no object in the data dir, no temporary file left. */
export async function expectNothingStored(t: TTestApp, run: () => Promise<unknown>): Promise<void> {
  const { dataDir } = t.app.deps.config;
  const rows = await countRows(t, 'files');
  const onDisk = filesUnder(dataDir).length;
  await run();
  expect(await countRows(t, 'files')).toBe(rows);
  expect(filesUnder(dataDir).length).toBe(onDisk);
  expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
}
