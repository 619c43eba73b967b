import { describe, expect, it, vi } from 'vitest';
import { CLIENT_API_VERSION } from '@scrapbridge/domain/constants';
import { ApiError, buildUrl, createApiClient, requestHeaders, type TApiClientDeps, type TRequestContext } from './api-client.ts';
import { i18n } from './i18n.ts';

const tEn = i18n.getFixedT('en');
const t = (key: string, params?: Record<string, string | number>) => tEn(key, params ?? {});

const CTX: TRequestContext = {
  token: 'tok-123',
  browserId: 'browser-1',
  accountId: 'user-9',
  lang: 'zh',
  market: 'cn',
  aiToken: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response, ctx: Partial<TRequestContext> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const notify = vi.fn<TApiClientDeps['notify']>();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond(String(input), init ?? {});
    }) as typeof fetch,
    context: () => ({ ...CTX, ...ctx }),
    notify,
    t,
    onUnauthorized,
    timeoutMs: 50,
  });
  const headersOf = (i: number) => calls[i]?.init.headers as Record<string, string>;
  return { client, calls, notify, onUnauthorized, headersOf };
}

describe('api client: §7 prefixes', () => {
  it.each([
    ['/account/login', '/saas-v1/account/login'],
    ['/getInfo', '/app-v2/getInfo'],
    ['/account/captcha', '/app-v2/account/captcha'],
    ['/user/info/market/switch', '/app-v2/user/info/market/switch'],
    ['/admin/outbox', '/admin/outbox'],
    ['/recycle/anything', '/recycle/anything'],
    ['/chat/send', '/ai-chat/chat/send'],
    ['/file/upload', '/ai-system/file/upload'],
  ])('%s → %s', async (path, expected) => {
    const { client, calls } = setup(() => json(200, { code: 200, msg: 'ok', data: null }));
    await client.get(path);
    expect(calls[0]?.url).toBe(expected);
  });

  it('adds the query string and skips empty values', () => {
    expect(buildUrl('/admin/outbox', { pageNum: 2, pageSize: 20, q: undefined, x: null, y: '' })).toBe(
      '/admin/outbox?pageNum=2&pageSize=20',
    );
  });
});

describe('api client: §7 headers', () => {
  it('sends every header with the session', async () => {
    const { client, headersOf } = setup(() => json(200, { code: 200, msg: 'ok', data: {} }));
    await client.get('/getInfo');
    expect(headersOf(0)).toMatchObject({
      Accept: 'application/json',
      version: CLIENT_API_VERSION,
      browser: 'browser-1',
      platform: 'recycle-web',
      Authorization: 'Bearer tok-123',
      accountId: 'user-9',
      languageType: 'China',
      appLang: 'zh-CN',
      market: 'cn',
    });
  });

  it('blanks Authorization and market on /account/login', () => {
    const h = requestHeaders('/saas-v1/account/login', CTX);
    expect(h.Authorization).toBe('');
    expect(h.market).toBe('');
    expect(h.appLang).toBe('zh-CN');
  });

  it('uses the English values and no Bearer without a token', () => {
    const h = requestHeaders('/app-v2/getInfo', { ...CTX, token: null, lang: 'en', market: 'intl', accountId: '' });
    expect(h).toMatchObject({ Authorization: '', languageType: 'English', appLang: 'en-US', market: 'intl', accountId: '' });
  });

  it('gives /ai-system the AI token when there is one', () => {
    expect(requestHeaders('/ai-system/file/upload', { ...CTX, aiToken: 'ai-1' }).Authorization).toBe('Bearer ai-1');
    expect(requestHeaders('/ai-system/file/upload', CTX).Authorization).toBe('Bearer tok-123');
  });

  it('sends JSON bodies with a content type', async () => {
    const { client, calls, headersOf } = setup(() => json(200, { code: 200, msg: 'ok', data: null }));
    await client.post('/account/logout', {});
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{}');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it('adds per-request headers to that call only, never replacing the §7 ones', async () => {
    const { client, headersOf } = setup(() => json(200, { code: 200, msg: 'ok', data: { quoteId: 'q-1' } }));
    await expect(
      client.data('/quote', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged', market: 'intl' } }),
    ).resolves.toEqual({ quoteId: 'q-1' });
    await client.put('/quote/q-1', {}, { headers: { 'Idempotency-Key': 'key-2' } });
    await client.get('/getInfo');
    expect(headersOf(0)).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer tok-123', market: 'cn' });
    expect(headersOf(1)['Idempotency-Key']).toBe('key-2');
    expect(headersOf(2)).not.toHaveProperty('Idempotency-Key');
  });
});

describe('api client: §8 reactions', () => {
  it('200 → data', async () => {
    const { client, notify } = setup(() => json(200, { code: 200, msg: 'ok', data: { id: 'u1' } }));
    const r = await client.get<{ id: string }>('/getInfo');
    expect(r).toEqual({ success: true, code: 200, msg: 'ok', data: { id: 'u1' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads old-style lists with rows beside the code', async () => {
    const { client } = setup(() => json(200, { code: 200, message: 'ok', rows: [1, 2], total: 2 }));
    const r = await client.get('/ask/list/buyer');
    expect(r.success && r.data).toEqual({ rows: [1, 2], total: 2 });
  });

  it('401 → clears the session (callback) and fails', async () => {
    const { client, onUnauthorized, notify } = setup(() => json(401, { code: 401, msg: '请重新登录', data: null }));
    const r = await client.get('/getInfo');
    expect(r.success).toBe(false);
    expect(r.data).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('warning', t('errors.401'));
  });

  it('401 without a token still clears, but says nothing', async () => {
    const { client, onUnauthorized, notify } = setup(() => json(401, { code: 401, msg: 'x', data: null }), { token: null });
    await client.get('/getInfo');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('1000 → the server message as a warning, field errors kept', async () => {
    const body = { code: 1000, msg: 'Password: must be at least 6 characters', data: { errors: [{ field: 'password', message: 'Password: must be at least 6 characters' }] } };
    const { client, notify } = setup(() => json(422, body));
    const r = await client.post('/account/register', {});
    expect(notify).toHaveBeenCalledWith('warning', body.msg);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.fieldErrors).toEqual(body.data.errors);
  });

  it('110801 → warning "Please refresh and try again" from the catalog', async () => {
    const { client, notify } = setup(() => json(409, { code: 110801, msg: 'stale', data: null }));
    const r = await client.post('/x', {});
    expect(notify).toHaveBeenCalledWith('warning', t('errors.110801'));
    expect(r.success || r.msg).toBe(t('errors.110801'));
  });

  it('403 → the image-too-large warning', async () => {
    const { client, notify } = setup(() => json(403, { code: 403, msg: 'too big', data: null }));
    await client.post('/file/upload', {});
    expect(notify).toHaveBeenCalledWith('warning', t('errors.403'));
  });

  it('HTTP 502 → server message plus the upgrading text; the failure carries the upgrading text', async () => {
    const { client, notify } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const r = await client.get('/getInfo');
    expect(notify).toHaveBeenCalledWith('error', t('common.upgrading'));
    expect(r).toMatchObject({ success: false, code: 502, msg: t('common.upgrading'), data: null });

    const withMsg = setup(() => json(502, { code: 502, msg: 'Gateway down', data: null }));
    await withMsg.client.get('/getInfo');
    expect(withMsg.notify).toHaveBeenCalledWith('error', `Gateway down ${t('common.upgrading')}`);
  });

  it('other codes → the server message as an error', async () => {
    const { client, notify } = setup(() => json(400, { code: 1001, msg: '账号或密码错误', data: null }));
    const r = await client.post('/account/login', {});
    expect(notify).toHaveBeenCalledWith('error', '账号或密码错误');
    expect(r).toMatchObject({ success: false, code: 1001, msg: '账号或密码错误', data: null });
  });

  it('translates a code on the client when the server sent no message', async () => {
    const { client, notify } = setup(() => json(400, { code: 1002, msg: '', data: null }));
    const r = await client.post('/account/login', {});
    expect(notify).toHaveBeenCalledWith('error', t('errors.1002'));
    expect(r.success || r.msg).toBe(t('errors.1002'));
  });

  it('quiet silences the toast for the listed codes only', async () => {
    const a = setup(() => json(409, { code: 1201, msg: 'no', data: null }));
    await a.client.post('/user/info/market/switch', {}, { quiet: [1201] });
    expect(a.notify).not.toHaveBeenCalled();
    const b = setup(() => json(400, { code: 1001, msg: 'no', data: null }));
    await b.client.post('/x', {}, { quiet: [1201] });
    expect(b.notify).toHaveBeenCalledTimes(1);
  });

  it('a transport error resolves to a failure object (never throws)', async () => {
    const { client, notify } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const r = await client.get('/getInfo');
    expect(r).toEqual({ success: false, code: 0, msg: t('common.networkError'), data: null, transport: 'network' });
    expect(notify).toHaveBeenCalledWith('error', t('common.networkError'));
  });

  it('times out (120 s in the app) through AbortController', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const r = await client.get('/getInfo');
    expect(r).toMatchObject({ success: false, data: null, transport: 'timeout', msg: t('common.timeout') });
  });

  it('a cancelled request fails quietly', async () => {
    const controller = new AbortController();
    const { client, notify } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/getInfo', undefined, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ success: false, transport: 'aborted' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('data() returns data or throws ApiError carrying the failure', async () => {
    const ok = setup(() => json(200, { code: 200, msg: 'ok', data: 7 }));
    await expect(ok.client.data('/n')).resolves.toBe(7);
    const bad = setup(() => json(400, { code: 1001, msg: 'no', data: null }));
    const error = await bad.client.data('/n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1001);
    expect((error as ApiError).failure.success).toBe(false);
  });
});
