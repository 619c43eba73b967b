import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type TRequestContext } from './api-client.ts';
import { i18n } from './i18n.ts';
import { uploadWithProgress } from './upload.ts';

const tEn = i18n.getFixedT('en');
const t = (key: string, params?: Record<string, string | number>) => tEn(key, params ?? {});

const CTX: TRequestContext = { token: 'tok-1', browserId: 'b-1', accountId: 'u-1', lang: 'zh', market: 'intl', aiToken: null };

/** Just enough XMLHttpRequest for the helper: records what it was given, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const notify = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch: vi.fn() as unknown as typeof fetch, context: () => CTX, notify, t, onUnauthorized, timeoutMs: 1234 });
  return { client, notify, onUnauthorized };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('upload with progress (XMLHttpRequest, the api client\'s headers and §8 reactions)', () => {
  it('posts to the prefixed path with the §7 headers, reports progress and settles the envelope', async () => {
    const { client } = setup();
    const progress: number[] = [];
    const form = new FormData();
    const pending = uploadWithProgress<{ fileId: string }>('/file/upload', form, { onProgress: (p) => progress.push(p) }, client);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/ai-system/file/upload');
    expect(xhr.timeout).toBe(1234);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok-1', appLang: 'zh-CN', market: 'intl', platform: 'recycle-web', browser: 'b-1' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { code: 200, msg: 'ok', data: { fileId: 'f-1' } });
    expect(await pending).toMatchObject({ success: true, data: { fileId: 'f-1' } });
    expect(progress).toEqual([25, 100]);
  });

  it('words 403 as "file too large" and 1000 with the server message, like every call', async () => {
    const { client, notify } = setup();
    const big = uploadWithProgress('/file/upload', new FormData(), {}, client);
    FakeXhr.last!.answer(403, { code: 403, msg: 'too big', data: null });
    expect(await big).toMatchObject({ success: false, code: 403, msg: t('errors.403') });
    const wrong = uploadWithProgress('/file/upload', new FormData(), {}, client);
    FakeXhr.last!.answer(422, { code: 1000, msg: 'x.exe: incorrect file format', data: null });
    expect(await wrong).toMatchObject({ success: false, code: 1000, msg: 'x.exe: incorrect file format' });
    expect(notify).toHaveBeenCalledWith('warning', 'x.exe: incorrect file format');
  });

  it('shows the server message of too many uploads (429) and of a full storage quota (1501) as an error', async () => {
    const { client, notify } = setup();
    const busy = uploadWithProgress('/file/upload', new FormData(), {}, client);
    const tooMany = 'Too many uploads: at most 60 files a minute, please try again in 12 s';
    FakeXhr.last!.answer(429, { code: 429, msg: tooMany, data: null });
    expect(await busy).toMatchObject({ success: false, code: 429, msg: tooMany });
    expect(notify).toHaveBeenCalledWith('error', tooMany);
    const full = uploadWithProgress('/file/upload', new FormData(), {}, client);
    const quota = 'Storage limit reached: this account may keep 200 MB of files and 199.5 MB is used; this file does not fit';
    FakeXhr.last!.answer(413, { code: 1501, msg: quota, data: null });
    expect(await full).toMatchObject({ success: false, code: 1501, msg: quota });
    expect(notify).toHaveBeenCalledWith('error', quota);
    // Without a server message, the catalog's words for the code (not the generic failure).
    const bare = uploadWithProgress('/file/upload', new FormData(), { quiet: true }, client);
    FakeXhr.last!.answer(413, { code: 1501, msg: '', data: null });
    expect((await bare).msg).toMatch(/^Storage limit reached/);
  });

  it('clears the session on 401 and reports network failures and cancels', async () => {
    const { client, onUnauthorized } = setup();
    const gone = uploadWithProgress('/file/upload', new FormData(), {}, client);
    FakeXhr.last!.answer(401, { code: 401, msg: '', data: null });
    await gone;
    expect(onUnauthorized).toHaveBeenCalled();
    const offline = uploadWithProgress('/file/upload', new FormData(), { quiet: true }, client);
    FakeXhr.last!.onerror?.();
    expect(await offline).toMatchObject({ success: false, transport: 'network' });
    const controller = new AbortController();
    const cancelled = uploadWithProgress('/file/upload', new FormData(), { signal: controller.signal }, client);
    controller.abort();
    expect(await cancelled).toMatchObject({ success: false, transport: 'aborted' });
  });
});
