import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLane, type TTestApp } from '../test/test-app.ts';
import { writeWebBuild, type TWebBuild } from '../test/web-build.ts';

// A page the size of the real one: the build writes the entry's CSS inline (~12 KB), well past the 1 KB threshold.
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>废料桥 · ScrapBridge</title>
    <style>${'.sb-landing-hero{display:grid;gap:16px;padding:24px}\n'.repeat(120)}</style>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * Answers written per request — a page's HTML and the JSON of the API — go compressed to a browser that accepts it
 * (app.ts, issue 19 item 2), and plain to a client that does not ask for it.
 */
describe(`[WEB] compressed pages and JSON answers (${testLane()})`, () => {
  let t: TTestApp;
  let build: TWebBuild;
  beforeAll(async () => {
    build = writeWebBuild({ 'index.html': INDEX_HTML });
    t = await createTestApp({ WEB_DIST_DIR: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('sends a page brotli-compressed when the browser accepts it, the same page plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/wiki' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('.sb-landing-hero');
    const br = await t.app.inject({ method: 'GET', url: '/wiki', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    const html = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(html).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends a JSON answer (the OpenAPI document of the API) gzip-compressed to a client that accepts only gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a small answer plain (under 1 KB the framing costs more than it saves)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
