import { Readable } from 'node:stream';
import type { TTestApp } from './test-app.ts';

/**
 * A tus 1.0.0 client for app.inject() (issue 15: resumable claim file uploads), sending what tus-js-client sends:
 * creation (POST with Upload-Length and base64 Upload-Metadata), offset (HEAD), bytes (PATCH from an offset),
 * termination (DELETE).
 */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('base64')}`)
    .join(',');
}

const base = (token: string | undefined, lang: 'zh' | 'en' = 'en') => ({
  'tus-resumable': '1.0.0',
  appLang: lang === 'zh' ? 'zh-CN' : 'en-US',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
const json = (payload: string): { code: number; msg: string; data: any } | null => (payload.startsWith('{') ? JSON.parse(payload) : null);

export async function tusCreate(t: TTestApp, token: string | undefined, length: number | string, meta: Record<string, string>, lang: 'zh' | 'en' = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-v2/files/resumable',
    headers: { ...base(token, lang), 'upload-length': String(length), 'upload-metadata': tusMetadata(meta) },
  });
  const location = res.headers['location'] as string | undefined;
  return { status: res.statusCode, headers: res.headers, body: json(res.payload), location, uploadId: location?.split('/').pop() };
}

export async function tusHead(t: TTestApp, token: string | undefined, uploadId: string) {
  const res = await t.app.inject({ method: 'HEAD', url: `/app-v2/files/resumable/${uploadId}`, headers: base(token) });
  return { status: res.statusCode, headers: res.headers, offset: res.headers['upload-offset'] === undefined ? null : Number(res.headers['upload-offset']) };
}

export async function tusPatch(t: TTestApp, token: string | undefined, uploadId: string, offset: number, bytes: Buffer | Readable, lang: 'zh' | 'en' = 'en') {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/app-v2/files/resumable/${uploadId}`,
    headers: {
      ...base(token, lang),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(Buffer.isBuffer(bytes) ? { 'content-length': String(bytes.length) } : {}),
    },
    payload: bytes,
  });
  return { status: res.statusCode, headers: res.headers, body: json(res.payload) };
}

export async function tusDelete(t: TTestApp, token: string | undefined, uploadId: string) {
  const res = await t.app.inject({ method: 'DELETE', url: `/app-v2/files/resumable/${uploadId}`, headers: base(token) });
  return { status: res.statusCode, body: json(res.payload) };
}

/** A body that sends `bytes` and then breaks off, as a dropped connection does. */
export function brokenStream(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else {
        setImmediate(() => this.destroy(new Error('connection reset')));
      }
    },
  });
}
