import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWikiAdminArticle, ZWikiArticle, ZWikiArticleRow, ZWikiCategory } from '@scrapbridge/domain/wiki';
import { WIKI_CATEGORIES, seedSiteData } from '../../../seed/site.ts';
import { loadWikiArticleFiles } from '../../../seed/wiki-articles.ts';
import { call, countRows, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const ARTICLES = '/app-v2/wiki/articles';
const ADMIN = '/admin/wiki/articles';

type TRow = { slug: string; title: string; category: { code: string } };

async function search(t: TTestApp, keyword: string, opts: { lang?: 'zh' | 'en'; pageSize?: number } = {}) {
  const res = await call(t, 'GET', `${ARTICLES}?pageSize=${opts.pageSize ?? 100}&keyword=${encodeURIComponent(keyword)}`, { lang: opts.lang ?? 'en' });
  expect(res.body.code, keyword).toBe(200);
  return res.body.data as { rows: TRow[]; total: number };
}

/** Published articles whose text contains every term, by plain substring match: what the search must answer. */
async function containing(t: TTestApp, terms: string[]): Promise<string[]> {
  const where = terms
    .map((term) => `(lower(search_zh) like '%${term.replace(/'/g, "''")}%' or lower(search_en) like '%${term.replace(/'/g, "''")}%')`)
    .join(' and ');
  const rows = await queryRows<{ slug: string }>(t, `select slug from wiki_articles where published and ${where} order by slug`);
  return rows.map((r) => r.slug);
}

describe(`[WIKI] public reading and search (${testLane()})`, () => {
  let t: TTestApp;
  const seeded = loadWikiArticleFiles();
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'demo' });
    await seedSiteData(t.database.db, { assetOrigins: t.app.deps.config.site.assetOrigins, demo: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the categories in order with their published article counts', async () => {
    const res = await call(t, 'GET', '/app-v2/wiki/categories', { lang: 'zh' });
    const rows = (res.body.data.rows as unknown[]).map((r) => ZWikiCategory.parse(r));
    expect(rows.map((r) => r.code)).toEqual(WIKI_CATEGORIES.map((c) => c.code));
    expect(rows[0]).toMatchObject({ code: 'copper', name: '铜', nameEn: 'Copper' });
    expect(rows.reduce((n, r) => n + r.articleCount, 0)).toBe(seeded.length);
    expect(rows.find((r) => r.code === 'aluminium')!.articleCount).toBe(seeded.filter((a) => a.category === 'aluminium').length);
  });

  it('pages the published articles without their bodies, and filters by category', async () => {
    const page = await call(t, 'GET', `${ARTICLES}?pageNum=2&pageSize=5`, { lang: 'zh' });
    expect(page.body.data.total).toBe(seeded.length);
    expect(page.body.data.rows).toHaveLength(5);
    for (const row of page.body.data.rows) {
      ZWikiArticleRow.parse(row);
      expect(row).not.toHaveProperty('bodyZh');
      expect(row.title).toBe(row.titleZh);
    }
    const aluminium = await call(t, 'GET', `${ARTICLES}?category=aluminium&pageSize=100`);
    expect(aluminium.body.data.rows.length).toBeGreaterThanOrEqual(7);
    expect(aluminium.body.data.rows.every((r: TRow) => r.category.code === 'aluminium')).toBe(true);
    expect((await call(t, 'GET', `${ARTICLES}?category=no-such-category`)).body.data).toEqual({ rows: [], total: 0 });
  });

  it('finds a Chinese article by a two-character word (Chinese has no spaces)', async () => {
    const brass = await search(t, '黄铜', { lang: 'zh' });
    expect(brass.rows.map((r) => r.slug)).toContain('brass-honey-yellow-brass');
    // Titles containing the word come first.
    expect(brass.rows[0]!.title).toContain('黄铜');
    const nodules = await search(t, '铜米', { lang: 'zh' });
    expect(nodules.rows[0]!.slug).toBe('copper-clove-cobra-nodules');
    // 铜线 sits inside longer words (光亮铜线, 带皮铜线): a substring match finds them.
    const wire = await search(t, '铜线', { lang: 'zh' });
    expect(wire.rows.map((r) => r.slug)).toEqual(expect.arrayContaining(['copper-barley-bare-bright', 'copper-druid-insulated-wire']));
  });

  it('finds an English article by a word, in any case', async () => {
    const res = await search(t, 'Busheling');
    expect(res.rows[0]!.slug).toBe('ferrous-busheling');
    const vgm = await search(t, 'vgm');
    expect(vgm.rows.map((r) => r.slug)).toContain('container-loading-guide');
  });

  it('answers exactly what a substring match answers, for short and long terms in both languages', async () => {
    for (const terms of [['铜'], ['铝'], ['铜线'], ['电缆'], ['cu'], ['再生铜'], ['gb/t'], ['copper'], ['黄铜', '标准'], ['lme', '百分比']]) {
      const res = await search(t, terms.join(' '));
      expect([...res.rows.map((r) => r.slug)].sort(), terms.join(' ')).toEqual(await containing(t, terms));
      expect(res.total, terms.join(' ')).toBe(res.rows.length);
    }
  });

  it('ranks by relevance, title over summary over body, in both languages; the category counts follow the search', async () => {
    const en = await search(t, 'copper', { lang: 'en' });
    const zh = await search(t, '铜', { lang: 'zh' });
    expect(en.rows[0]!.category.code).toBe('copper');
    expect(zh.rows[0]!.category.code).toBe('copper');
    // 铜 is the copper category's name: its articles come before the brass ones (黄铜 contains 铜 too).
    const zhCodes = zh.rows.map((r) => r.category.code);
    expect(zhCodes.lastIndexOf('copper')).toBeLessThan(zhCodes.indexOf('brass'));
    // Every article with the word in its title comes before every article without it.
    const titled = en.rows.map((r) => /copper/i.test(r.title));
    expect(titled.indexOf(false) === -1 || titled.lastIndexOf(true) < titled.indexOf(false)).toBe(true);
    // The tabs count what the search finds, per category; no keyword: every published article.
    const counts = async (keyword?: string) => {
      const res = await call(t, 'GET', `/app-v2/wiki/categories${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`, { lang: 'en' });
      return Object.fromEntries((res.body.data.rows as { code: string; articleCount: number }[]).map((r) => [r.code, r.articleCount]));
    };
    const found = await counts('copper');
    const byCategory = (rows: TRow[]) => rows.reduce<Record<string, number>>((m, r) => ({ ...m, [r.category.code]: (m[r.category.code] ?? 0) + 1 }), {});
    for (const [code, n] of Object.entries(found)) expect(n, code).toBe(byCategory(en.rows)[code] ?? 0);
    expect(Object.values(found).reduce((a, b) => a + b, 0)).toBe(en.total);
    const none = await counts('no-such-word-anywhere');
    expect(Object.values(none).every((n) => n === 0)).toBe(true);
    expect(Object.values(await counts()).reduce((a, b) => a + b, 0)).toBe(seeded.length);
  });

  it('treats LIKE wildcards typed by a visitor as plain characters', async () => {
    expect((await search(t, '_')).total).toBe(0);
    expect((await search(t, '%%')).total).toBe(0);
    expect((await search(t, '92%')).rows.map((r) => r.slug)).toEqual(expect.arrayContaining(['formula-pricing']));
  });

  it('bounds the keyword', async () => {
    const res = await call(t, 'GET', `${ARTICLES}?keyword=${'x'.repeat(101)}`, { lang: 'en' });
    expect(res.body.code).toBe(1000);
    // The field's name comes from the catalogs (another area may word it, e.g. "Search").
    expect(res.body.msg).toMatch(/^\S.*: must be at most 100 characters$/);
  });

  it('reads one article with both bodies and related articles, counting a view', async () => {
    const url = `${ARTICLES}/copper-barley-bare-bright`;
    const first = await call(t, 'GET', url, { lang: 'en' });
    const article = ZWikiArticle.parse(first.body.data);
    expect(article.title).toBe('Barley: bare bright copper wire, how to recognise and sell it');
    expect(article.bodyZh).toContain('<h2>什么是 Barley</h2>');
    expect(article.bodyEn).toContain('<h2>What Barley is</h2>');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(4);
    expect(article.related.map((r) => r.slug)).not.toContain('copper-barley-bare-bright');
    const second = await call(t, 'GET', url);
    expect(second.body.data.viewCount).toBe(article.viewCount + 1);
    expect((await call(t, 'GET', `${ARTICLES}/no-such-article`)).body.code).toBe(404);
    expect((await call(t, 'GET', `${ARTICLES}/Not%20A%20Slug`)).body.code).toBe(404);
  });
});

describe(`[WIKI] staff editing (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'demo' });
    await seedSiteData(t.database.db, { assetOrigins: t.app.deps.config.site.assetOrigins, demo: true });
    staff = await passwordLogin(t, 'staff@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const article = {
    slug: 'zirconium-scrap-basics',
    category: 'mixed-stainless',
    titleZh: '锆废料入门',
    titleEn: 'Zirconium scrap basics',
    summaryZh: '锆废料的来源和计价。',
    summaryEn: 'Where zirconium scrap comes from.',
    bodyZh: '<p>锆合金废料主要来自核电和化工设备。</p>',
    bodyEn: '<p>Zirconium alloy scrap comes from nuclear and chemical equipment.</p>',
    tags: ['zirconium', ' 锆 ', 'zirconium'],
    published: true,
  };

  it('sanitizes bodies on write: no scripts, handlers, javascript: links, frames or foreign images', async () => {
    const dirty = [
      '<h1>Heading</h1>',
      '<script>alert(1)</script>',
      '<p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)">bad link</a> and <a href="https://example.com/spec">ISRI spec</a></p>',
      '<img src="/files/wiki/zr.webp" alt="zr" onerror="alert(1)">',
      '<img src="https://evil.example/track.gif">',
      '<img src="data:image/png;base64,AAAA">',
      '<iframe src="https://evil.example"></iframe>',
      '<table><tr><td colspan="2" onmouseover="x()">cell</td></tr></table>',
    ].join('');
    const res = await post(t, ADMIN, { ...article, slug: 'sanitize-check', bodyEn: dirty }, { token: staff });
    expect(res.body.code).toBe(200);
    const saved = ZWikiAdminArticle.parse(res.body.data);
    const body = saved.bodyEn;
    for (const bad of ['<script', 'alert(1)', 'onclick', 'onerror', 'onmouseover', 'style=', 'javascript:', 'evil.example', 'data:image', '<iframe', '<h1']) {
      expect(body, bad).not.toContain(bad);
    }
    expect(body).toContain('<h2>Heading</h2>');
    expect(body).toContain('<img src="/files/wiki/zr.webp" alt="zr" />');
    expect(body).toContain('<a href="https://example.com/spec" target="_blank" rel="noopener noreferrer nofollow">ISRI spec</a>');
    expect(body).toContain('<td colspan="2">cell</td>');
    expect(saved).toMatchObject({ tags: ['zirconium', '锆'], version: 1, published: true, category: { code: 'mixed-stainless' } });
    // The public read serves exactly the sanitized body.
    const read = await call(t, 'GET', `${ARTICLES}/sanitize-check`);
    expect(read.body.data.bodyEn).toBe(body);
  });

  it('keeps search in step with writes', async () => {
    expect((await post(t, ADMIN, article, { token: staff })).body.code).toBe(200);
    expect((await search(t, '核电')).rows.map((r) => r.slug)).toEqual(expect.arrayContaining([article.slug, 'sanitize-check']));
    expect((await search(t, 'nuclear')).rows.map((r) => r.slug)).toEqual([article.slug]);
    const [row] = await queryRows<{ id: string }>(t, `select id from wiki_articles where slug = '${article.slug}'`);
    const updated = await call(t, 'PUT', `${ADMIN}/${row!.id}`, {
      token: staff,
      body: { ...article, bodyZh: '<p>锆合金废料主要来自化工设备。</p>', bodyEn: '<p>Mostly chemical equipment.</p>', version: 1 },
    });
    expect(updated.body.data.version).toBe(2);
    expect((await search(t, '核电')).rows.map((r) => r.slug)).toEqual(['sanitize-check']);
    expect((await search(t, 'nuclear')).total).toBe(0);
    expect((await search(t, '化工')).rows.map((r) => r.slug)).toContain(article.slug);
  });

  it('refuses a slug in use (1000 naming it), an unknown category and a foreign cover', async () => {
    const taken = await post(t, ADMIN, { ...article, slug: 'copper-barley-bare-bright' }, { token: staff, lang: 'en' });
    expect(taken.body).toMatchObject({ code: 1000, msg: 'Address (slug): is already used by another article' });
    expect(taken.body.data.errors).toEqual([{ field: 'slug', message: 'Address (slug): is already used by another article' }]);
    const zh = await post(t, ADMIN, { ...article, slug: 'copper-barley-bare-bright' }, { token: staff, lang: 'zh' });
    expect(zh.body.msg).toBe('文章地址（slug）：已被其他文章使用');
    const category = await post(t, ADMIN, { ...article, slug: 'new-one', category: 'gold' }, { token: staff, lang: 'en' });
    expect(category.body).toMatchObject({ code: 1000, msg: 'Category: has an invalid value' });
    const cover = await post(t, ADMIN, { ...article, slug: 'new-two', coverUrl: 'https://evil.example/c.jpg' }, { token: staff, lang: 'en' });
    expect(cover.body).toMatchObject({ code: 1000, msg: 'Cover image: use an image uploaded to this site' });
    const slug = await post(t, ADMIN, { ...article, slug: 'Bad Slug' }, { token: staff, lang: 'en' });
    expect(slug.body).toMatchObject({ code: 1000, msg: 'Address (slug): has an invalid format' });
    expect(await countRows(t, 'wiki_articles', `slug in ('new-one', 'new-two')`)).toBe(0);
  });

  it('answers 110801 to an edit of an article changed since it was read, and changes nothing', async () => {
    const [row] = await queryRows<{ id: string }>(t, `select id from wiki_articles where slug = '${article.slug}'`);
    const current = await call(t, 'GET', `${ADMIN}/${row!.id}`, { token: staff });
    expect(current.body.data.version).toBe(2);
    const stale = await call(t, 'PUT', `${ADMIN}/${row!.id}`, { token: staff, lang: 'en', body: { ...article, titleEn: 'Overwritten', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 110801, msg: 'Please refresh and try again' });
    expect((await call(t, 'GET', `${ADMIN}/${row!.id}`, { token: staff })).body.data.titleEn).toBe(article.titleEn);
  });

  it('lists drafts for staff only and unpublishes from the public side', async () => {
    const draft = await post(t, ADMIN, { ...article, slug: 'draft-article', published: false }, { token: staff });
    expect(draft.body.data.published).toBe(false);
    expect((await call(t, 'GET', `${ARTICLES}/draft-article`)).body.code).toBe(404);
    const drafts = await call(t, 'GET', `${ADMIN}?status=draft`, { token: staff });
    expect(drafts.body.data.rows.map((r: TRow) => r.slug)).toEqual(['draft-article']);
    expect([...(await search(t, 'zirconium')).rows.map((r) => r.slug)].sort()).toEqual(['sanitize-check', article.slug]);
  });

  it('deletes, audits every write, and keeps the editor for staff', async () => {
    const [row] = await queryRows<{ id: string }>(t, `select id from wiki_articles where slug = 'draft-article'`);
    expect((await call(t, 'DELETE', `${ADMIN}/${row!.id}`, { token: buyer })).body.code).toBe(1403);
    expect((await call(t, 'DELETE', `${ADMIN}/${row!.id}`)).body.code).toBe(401);
    expect((await post(t, ADMIN, article, { token: buyer })).body.code).toBe(1403);
    expect((await call(t, 'GET', ADMIN)).body.code).toBe(401);
    expect((await call(t, 'DELETE', `${ADMIN}/${row!.id}`, { token: staff })).body).toMatchObject({ code: 200, data: null });
    expect((await call(t, 'DELETE', `${ADMIN}/${row!.id}`, { token: staff })).body.code).toBe(404);
    const actions = await queryRows<{ action: string; detail: { slug: string } }>(
      t,
      `select action, detail from audit_log where action like 'wiki.%' order by created_at`,
    );
    expect(actions.map((a) => `${a.action} ${a.detail.slug}`)).toEqual([
      'wiki.create sanitize-check',
      `wiki.create ${article.slug}`,
      `wiki.update ${article.slug}`,
      'wiki.create draft-article',
      'wiki.delete draft-article',
    ]);
  });
});

/**
 * The search must stay an index lookup as the wiki grows (ARCHITECTURE.md: PGlite blocks the event loop on long
 * queries). 5,000 filler articles make the planner choose as it would on a real table.
 */
describe(`[WIKI] search uses its indexes on a realistic row count (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSiteData(t.database.db, { assetOrigins: t.app.deps.config.site.assetOrigins, demo: true });
    await queryRows(
      t,
      `insert into wiki_articles (slug, category_id, title_zh, title_en, search_zh, search_en, search_grams, published)
       select 'filler-' || g, (select id from wiki_categories where code = 'copper'), '填充 ' || g, 'Filler ' || g,
              repeat(md5(g::text), 8), repeat(md5((g + 7)::text), 8),
              array[substr(md5(g::text), 1, 2), substr(md5(g::text), 3, 2), substr(md5(g::text), 5, 1)], true
       from generate_series(1, 5000) g`,
    );
    // VACUUM as autovacuum would: it also flushes GIN pending lists, which the planner otherwise counts against
    // the indexes right after a bulk insert.
    await queryRows(t, 'vacuum analyze wiki_articles');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function plan(where: string): Promise<string> {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(t, `explain select id from wiki_articles where published and ${where}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('serves a two-character Chinese term from the grams index', async () => {
    expect(await plan(`search_grams @> array['铜线']::text[]`)).toContain('wiki_articles_search_grams_idx');
  });

  it('serves three or more characters from the trigram indexes, in both languages', async () => {
    const zh = await plan(`(search_zh ilike '%再生铜%' or search_en ilike '%再生铜%')`);
    expect(zh).toContain('wiki_articles_search_zh_trgm_idx');
    expect(zh).toContain('wiki_articles_search_en_trgm_idx');
    expect(await plan(`(search_zh ilike '%busheling%' or search_en ilike '%busheling%')`)).toContain('wiki_articles_search_en_trgm_idx');
  });

  it('would scan every row for a two-character ILIKE, which is why short terms use the grams', async () => {
    expect(await plan(`search_zh ilike '%铜线%'`)).not.toContain('trgm_idx');
  });

  it('still finds the article by a two-character word among them', async () => {
    const res = await search(t, '黄铜', { pageSize: 5 });
    expect(res.rows.map((r) => r.slug)).toContain('brass-honey-yellow-brass');
    expect(res.total).toBe((await containing(t, ['黄铜'])).length);
  });
});
