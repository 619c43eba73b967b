import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeModules } from '../../../../../web/build/route-modules.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { writeWebBuild, type TWebBuild } from '../../../../test/web-build.ts';

/**
 * A web build as Vite writes it with `build.manifest`: index.html with the entry and its modulepreloads, the manifest
 * (hashed file names, static imports), and the route table the build writes beside it (from the web's own route
 * table, apps/web/src/app/screen-modules.ts).
 */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>废料桥 · ScrapBridge</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'], dynamicImports: ['src/features/asks/pages/quote-list-page.tsx'] },
  '_react-R1.js': { file: 'assets/react-R1.js', name: 'react' },
  '_antd-A1.js': { file: 'assets/antd-A1.js', name: 'antd', imports: ['_react-R1.js'] },
  '_asks-S1.js': { file: 'assets/asks-S1.js', name: 'asks', imports: ['_react-R1.js', 'index.html'] },
  '_ask-card-C1.js': { file: 'assets/ask-card-C1.js', name: 'ask-card', imports: ['_antd-A1.js', '_asks-S1.js'] },
  'src/features/asks/pages/quote-list-page.tsx': {
    file: 'assets/quote-list-page-Q1.js',
    src: 'src/features/asks/pages/quote-list-page.tsx',
    isDynamicEntry: true,
    imports: ['_react-R1.js', '_antd-A1.js', 'index.html', '_ask-card-C1.js', '_asks-S1.js'],
  },
  'src/features/orders/pages/deal-detail-page.tsx': { file: 'assets/deal-detail-page-D1.js', isDynamicEntry: true, imports: ['_antd-A1.js'] },
  'src/features/staff/pages/staff-layout.tsx': { file: 'assets/staff-layout-L1.js', isDynamicEntry: true, imports: ['_antd-A1.js'] },
  'src/features/staff/pages/outbox-page.tsx': { file: 'assets/outbox-page-O1.js', isDynamicEntry: true, imports: ['_antd-A1.js'] },
  'src/lib/catalogs/core-zh.ts': { file: 'assets/core-zh-Z1.js', isDynamicEntry: true },
  'src/lib/catalogs/core-en.ts': { file: 'assets/core-en-N1.js', isDynamicEntry: true },
  'src/lib/catalogs/zh.ts': { file: 'assets/zh-Z2.js', isDynamicEntry: true },
  'src/lib/catalogs/en.ts': { file: 'assets/en-N2.js', isDynamicEntry: true },
};

/** The modulepreload links the server added to the template. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" data-page-preload>/g)].map((m) => m[1]);

describe(`[SITE] modulepreload of a route's chunks in index.html (issue 19, ${testLane()})`, () => {
  let t: TTestApp;
  let build: TWebBuild;
  beforeAll(async () => {
    build = writeWebBuild({
      'index.html': INDEX_HTML,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
      '.vite/route-modules.json': JSON.stringify(routeModules()),
    });
    t = await createTestApp({ WEB_DIST_DIR: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  /** A page as a signed-in user's browser asks for it (a session cookie; its value is not checked for preloads). */
  async function page(url: string, lang: string, session: 'user' | 'visitor' = 'user') {
    const headers: Record<string, string> = { 'accept-language': lang, ...(session === 'user' ? { cookie: 'token=a-session' } : {}) };
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it("lists /quoteList's chunks from the manifest: its texts in the page's language, the page and what it imports", async () => {
    const zh = preloads(await page('/quoteList?tab=all', 'zh-CN,zh;q=0.9'));
    expect(zh).toEqual([
      '/assets/core-zh-Z1.js',
      '/assets/zh-Z2.js',
      '/assets/quote-list-page-Q1.js',
      '/assets/antd-A1.js',
      '/assets/ask-card-C1.js',
      '/assets/asks-S1.js',
    ]);
    // What index.html already loads (the entry, Vite's own preloads) is not repeated.
    const html = await page('/quoteList', 'zh-CN');
    expect(html.match(/react-R1\.js/g)).toHaveLength(1);
    expect(html.match(/index-E1\.js/g)).toHaveLength(1);
    const en = preloads(await page('/quotelist/', 'en-US'));
    expect(en.slice(0, 2)).toEqual(['/assets/core-en-N1.js', '/assets/en-N2.js']);
    expect(en).toContain('/assets/quote-list-page-Q1.js');
  });

  it('matches route parameters and the staff console, and gives the landing only its texts', async () => {
    expect(preloads(await page('/deal-detail/C-20260101-0001', 'en'))).toEqual(['/assets/core-en-N1.js', '/assets/en-N2.js', '/assets/deal-detail-page-D1.js', '/assets/antd-A1.js']);
    expect(preloads(await page('/staff', 'en'))).toEqual([
      '/assets/core-en-N1.js',
      '/assets/en-N2.js',
      '/assets/staff-layout-L1.js',
      '/assets/antd-A1.js',
      '/assets/outbox-page-O1.js',
    ]);
    const landing = await page('/', 'zh-CN');
    expect(preloads(landing)).toEqual(['/assets/core-zh-Z1.js']);
    // The preloads sit in the head, after the template's own.
    expect(landing.indexOf('core-zh-Z1.js')).toBeLessThan(landing.indexOf('</head>'));
    expect(landing.indexOf('react-R1.js')).toBeLessThan(landing.indexOf('core-zh-Z1.js'));
    expect(preloads(await page('/no-such-page', 'en'))).toEqual(['/assets/core-en-N1.js']);
  });

  it('gives a visitor without a session only the texts on a private screen (the app sends them to the landing), and a public screen its chunks', async () => {
    expect(preloads(await page('/quoteList', 'en', 'visitor'))).toEqual(['/assets/core-en-N1.js']);
    expect(preloads(await page('/staff', 'zh-CN', 'visitor'))).toEqual(['/assets/core-zh-Z1.js']);
    expect(preloads(await page('/news', 'en', 'visitor'))).toEqual(['/assets/core-en-N1.js', '/assets/en-N2.js']);
  });
});
