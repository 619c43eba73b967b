import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUniverse } from '@scrapbridge/domain/site';
import { seedSiteData } from '../../../seed/site.ts';
import { call, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { writeWebBuild, type TWebBuild } from '../../../../test/web-build.ts';
import { createUniverseCache, getUniverse } from './get-universe.ts';
import { createPublicSiteHooks } from './public-site-hooks.ts';

/** A built SPA as Vite writes it: its own title and description, which the server replaces per page. */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="ScrapBridge 废料桥 — bilingual B2B marketplace" />
    <title>废料桥 · ScrapBridge</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"><div class="sb-boot"></div><!--page-shell--></div></body>
</html>
`;

async function page(t: TTestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, type: String(res.headers['content-type']), html: res.body };
}

function metaOf(html: string, property: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(html);
  return m?.[1];
}

describe(`[SITE] share previews, sitemap and robots (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  let build: TWebBuild;
  beforeAll(async () => {
    build = writeWebBuild({ 'index.html': INDEX_HTML });
    t = await createTestApp({ WEB_DIST_DIR: build.dir, PUBLIC_URL: 'https://www.scrapbridge.test/', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'demo' });
    await seedSiteData(t.database.db, { assetOrigins: t.app.deps.config.site.assetOrigins, demo: true });
    staff = await passwordLogin(t, 'staff@demo.test');
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('writes the landing’s hero into the page in the reader’s language, a language chosen in the app first (issue 19)', async () => {
    const en = await page(t, '/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.html).toContain('<div id="root"><div class="sb-boot"></div><div class="sb-landing sb-page-shell">');
    expect(en.html).toContain('<h1 class="sb-hero-title">ScrapBridge</h1>');
    expect(en.html).toContain('Connecting scrap suppliers and buyers worldwide');
    expect(en.html).toContain('<a class="sb-btn sb-btn-accent sb-btn-lg" href="/login">Start free trial</a>');
    expect(en.html).not.toContain('<!--page-shell-->');
    // The reader chose Chinese in the app (the lang cookie): the page follows it, not the browser's language.
    const chosen = await page(t, '/index', { 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=zh' });
    expect(chosen.html).toContain('<h1 class="sb-hero-title">废料桥</h1>');
    expect(chosen.html).toContain('<html lang="zh-CN">');
    // Other pages keep the bare shell (their first paint is React's).
    const other = await page(t, '/news', { 'accept-language': 'en-US' });
    expect(other.html).not.toContain('sb-page-shell');
  });

  it('serves the landing with the brand as title (§2), in the language the browser asks for', async () => {
    const zh = await page(t, '/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.status).toBe(200);
    expect(zh.type).toContain('text/html');
    expect(zh.html).toContain('<title>废料桥</title>');
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html.match(/<title>/g)).toHaveLength(1);
    expect(zh.html.match(/name="description"/g)).toHaveLength(1);
    expect(metaOf(zh.html, 'og:url')).toBe('https://www.scrapbridge.test/');
    expect(metaOf(zh.html, 'og:image')).toBe('https://www.scrapbridge.test/og-image.png');
    expect(metaOf(zh.html, 'og:locale')).toBe('zh_CN');
    // The app still loads: the template's script is untouched.
    expect(zh.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    const en = await page(t, '/index?lang=en&utm_source=wechat');
    expect(en.html).toContain('<title>ScrapBridge</title>');
    expect(en.html).toContain('<html lang="en-US">');
    expect(metaOf(en.html, 'og:url')).toBe('https://www.scrapbridge.test/index');
  });

  it('gives static public pages their own title and description', async () => {
    const about = await page(t, '/about-us', { 'accept-language': 'en-US' });
    expect(about.html).toContain('<title>About us · ScrapBridge</title>');
    expect(metaOf(about.html, 'og:description')).toContain('trading desk');
    const universe = await page(t, '/universe?lang=zh');
    expect(metaOf(universe.html, 'og:title')).toBe('贸易版图 · 废料桥');
    // A signed-in route gets the default preview: the SPA decides what to show.
    const orders = await page(t, '/order-list');
    expect(orders.html).toContain('<title>ScrapBridge</title>');
  });

  it("previews a wiki article with its title, summary and URL, and the path's default for an unknown slug", async () => {
    const res = await page(t, '/wiki-detail?slug=copper-barley-bare-bright&lang=zh');
    expect(res.html).toContain('<title>Barley 光亮铜线：最干净的铜废料怎么认、怎么卖 · 废料桥</title>');
    expect(metaOf(res.html, 'og:type')).toBe('article');
    expect(metaOf(res.html, 'og:description')).toMatch(/^Barley 是价值最高的铜废料品种/);
    expect(metaOf(res.html, 'og:url')).toBe('https://www.scrapbridge.test/wiki-detail?slug=copper-barley-bare-bright');
    // A preview is not a read: crawlers do not inflate the view count.
    const [row] = await queryRows<{ view_count: number }>(t, `select view_count from wiki_articles where slug = 'copper-barley-bare-bright'`);
    expect(row!.view_count).toBe(0);
    const unknown = await page(t, '/wiki-detail?slug=no-such-article', { 'accept-language': 'en' });
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<title>Scrap wiki · ScrapBridge</title>');
  });

  it('escapes a title containing markup everywhere it is written into the head', async () => {
    const evil = 'Brass "><script>alert(1)</script> & <b>bold</b>';
    const created = await post(
      t,
      '/admin/wiki/articles',
      { slug: 'escaping-check', category: 'brass', titleZh: evil, titleEn: evil, summaryEn: `"'><img src=x onerror=alert(2)>`, bodyZh: '<p>正文</p>', bodyEn: '<p>body</p>', published: true },
      { token: staff },
    );
    expect(created.body.code).toBe(200);
    const res = await page(t, '/wiki-detail?slug=escaping-check&lang=en');
    const head = res.html.slice(0, res.html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<img');
    expect(head).not.toContain('"><script');
    expect(head).not.toContain('alert(1)</script>');
    expect(head).toContain('<title>Brass &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; · ScrapBridge</title>');
    expect(metaOf(res.html, 'og:title')).toBe('Brass &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; · ScrapBridge');
    expect(metaOf(res.html, 'og:description')).toBe('&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;');
    // The only <script> in the page is the app's own.
    expect(res.html.match(/<script/g)).toHaveLength(1);
  });

  it('lets another area register a preview (the /share resolver of listings), and survives one that fails', async () => {
    t.app.publicSite.registerPage('/share', async ({ query, lang }) =>
      query.get('askId') === 'ask-1' ? { title: lang === 'zh' ? '光亮铜线 20 吨' : 'Bare bright 20 t', description: 'CNF Ningbo', image: '/files/ask-1/cover.webp' } : null,
    );
    const res = await page(t, '/share?askId=ask-1', { 'accept-language': 'en' });
    expect(res.html).toContain('<title>Bare bright 20 t · ScrapBridge</title>');
    expect(metaOf(res.html, 'og:image')).toBe('https://www.scrapbridge.test/files/ask-1/cover.webp');
    expect(metaOf(res.html, 'og:url')).toBe('https://www.scrapbridge.test/share?askId=ask-1');
    const other = await page(t, '/share?askId=unknown', { 'accept-language': 'en' });
    expect(other.html).toContain('<title>Scrap for sale · ScrapBridge</title>');
    expect(() => t.app.publicSite.registerPage('/SHARE/', async () => null)).toThrow(/already registered/);

    // /share-shop is the shops module's (issue 6): a shop id it does not know keeps the path's default preview.
    const shop = await page(t, '/share-shop?shopId=1', { 'accept-language': 'en' });
    expect(shop.status).toBe(200);
    expect(shop.html).toContain('<title>Seller shop · ScrapBridge</title>');
    t.app.publicSite.registerPage('/download', async () => {
      throw new Error('resolver broke');
    });
    const broken = await page(t, '/download', { 'accept-language': 'en' });
    expect(broken.status).toBe(200);
    expect(broken.html).toContain('<title>Download the app · ScrapBridge</title>');
  });

  it('describes the site and wiki routes in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/docs/json');
    const paths = Object.keys((res.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/app-v2/site/config', '/app-v2/site/news', '/app-v2/site/stories', '/app-v2/site/universe', '/app-v2/contact/save',
        '/app-v2/wiki/categories', '/app-v2/wiki/articles', '/app-v2/wiki/articles/{slug}',
        '/admin/site/news', '/admin/site/news/{id}', '/admin/site/stories/{id}', '/admin/contact/messages',
        '/admin/contact/messages/{id}/handled', '/admin/wiki/articles', '/admin/wiki/articles/{id}',
      ]),
    );
    expect(paths).not.toContain('/sitemap.xml');
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const res = await call(t, 'GET', '/app-v2/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('lists public pages, published wiki articles and internal news links in sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const p of ['/', '/wiki', '/about-us', '/download', '/mobile', '/videoX', '/universe']) {
      expect(xml).toContain(`<loc>https://www.scrapbridge.test${p}</loc>`);
    }
    expect(xml).toMatch(/<loc>https:\/\/www.scrapbridge.test\/wiki-detail\?slug=copper-barley-bare-bright<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    const [published] = await queryRows<{ n: number }>(t, `select count(*)::int as n from wiki_articles where published`);
    expect(xml.match(/wiki-detail\?slug=/g)).toHaveLength(published!.n);
    // Every URL once; news links into the wiki do not repeat the article.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain('/order-list');
  });

  it('leaves drafts out of the sitemap', async () => {
    await post(t, '/admin/wiki/articles', { slug: 'draft-only', category: 'copper', titleZh: '草稿', titleEn: 'Draft', bodyZh: '', bodyEn: '' }, { token: staff });
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).not.toContain('draft-only');
  });

  it('lets crawlers in to the public pages and keeps them out of the API and signed-in routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/app-v2/', '/saas-v1/', '/admin/', '/ai-system/', '/docs', '/order-list', '/quoteList', '/account', '/staff', '/deal-detail/']) {
      expect(lines, p).toContain(`Disallow: ${p}`);
    }
    // The public read endpoints the public pages render from stay crawlable (the longer rule wins).
    expect(lines).toContain('Allow: /app-v2/wiki/');
    for (const p of ['/wiki', '/share', '/share-shop', '/about-us', '/universe', '/download']) {
      expect(lines.filter((l) => l.startsWith('Disallow: ') && p.startsWith(l.slice(10))), p).toEqual([]);
    }
    expect(lines).toContain('Sitemap: https://www.scrapbridge.test/sitemap.xml');
  });
});

describe(`[SITE] universe from live data (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is public and empty while no country can be named and no deal exists', async () => {
    const res = await call(t, 'GET', '/app-v2/site/universe');
    expect(res.body.code).toBe(200);
    const universe = ZUniverse.parse(res.body.data);
    expect(universe.countries).toEqual([]);
    expect(universe.lanes).toEqual([]);
  });

  it('counts verified sellers and buyers per country once countries can be named, and only real lanes', async () => {
    const { db } = t.database;
    // Staff and blocked accounts never count; a general (unverified) user is neither seller nor buyer.
    await queryRows(t, `update users set country_id = 86 where email in ('seller@demo.test', 'staff@demo.test')`);
    await queryRows(t, `update users set country_id = 61 where email in ('buyer@demo.test', 'user@demo.test')`);
    await queryRows(t, `update users set country_id = 999 where email = 'blocked@demo.test'`);
    const hooks = createPublicSiteHooks();
    const cache = createUniverseCache();
    // No resolver yet (the catalog area brings it): nothing is guessed.
    expect((await getUniverse({ db, hooks, cache, now: 0 })).countries).toEqual([]);

    hooks.countryCodes = async (_db, ids) => new Map(ids.map((id) => [id, id === 86 ? 'CN' : id === 61 ? 'au' : 'XX'] as const));
    hooks.tradeLanes = async () => [
      { from: 'CN', to: 'AU', weightMt: 21.1234567, deals: 1 },
      { from: 'US', to: 'CN', weightMt: 125.5, deals: 3 },
      { from: 'ZZ', to: 'CN', weightMt: 5, deals: 1 },
    ];
    const fresh = await getUniverse({ db, hooks, cache: createUniverseCache(), now: 0 });
    expect(fresh.countries).toEqual([
      { code: 'AU', nameZh: '澳大利亚', nameEn: 'Australia', sellers: 0, buyers: 1 },
      { code: 'CN', nameZh: '中国', nameEn: 'China', sellers: 1, buyers: 0 },
    ]);
    expect(fresh.lanes).toEqual([
      { from: 'US', to: 'CN', weightMt: 125.5, deals: 3 },
      { from: 'CN', to: 'AU', weightMt: 21.123, deals: 1 },
    ]);
  });

  it('computes at most once a minute', async () => {
    const hooks = createPublicSiteHooks();
    let calls = 0;
    hooks.tradeLanes = async () => {
      calls++;
      return [];
    };
    const cache = createUniverseCache();
    await getUniverse({ db: t.database.db, hooks, cache, now: 1_000 });
    await getUniverse({ db: t.database.db, hooks, cache, now: 50_000 });
    expect(calls).toBe(1);
    await getUniverse({ db: t.database.db, hooks, cache, now: 62_000 });
    expect(calls).toBe(2);
  });
});
