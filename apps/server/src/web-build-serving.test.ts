import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLane, type TTestApp } from '../test/test-app.ts';
import { writeWebBuild, type TWebBuild } from '../test/web-build.ts';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>废料桥 · ScrapBridge</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = 'console.log("landing");\n';

/**
 * The built web app as the server hands it out (app.ts, @fastify/static behind one wildcard route): files with their
 * caching and pre-compressed siblings, everything else without an extension to the page fallback, and what the build
 * keeps for the server (its .vite manifest) never served.
 */
describe(`[WEB] serving the web build (${testLane()})`, () => {
  let t: TTestApp;
  let build: TWebBuild;
  beforeAll(async () => {
    build = writeWebBuild({
      'index.html': INDEX_HTML,
      'assets/index-abc123.js': SCRIPT,
      'assets/index-abc123.js.br': zlib.brotliCompressSync(SCRIPT),
      'robots-extra.txt': 'hello\n',
      '.vite/manifest.json': '{}',
    });
    t = await createTestApp({ WEB_DIST_DIR: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('serves a hashed asset for a year, brotli-compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
  });

  it('serves other files of the build revalidated at every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots-extra.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello\n');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the page for the home, a client route and a folder of the build', async () => {
    for (const url of ['/', '/market-price', '/assets/', '/assets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file, an unknown API address and the build manifest', async () => {
    for (const url of ['/assets/missing-123.js', '/app-v2/no-such-thing', '/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, data: null });
    }
  });
});
