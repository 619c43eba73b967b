import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBuyerAskListQuery } from '@scrapbridge/domain/ask';
import { ZAskCard, ZAskCardPage, ZAskDetail } from '@scrapbridge/domain/ask-view';
import { DictId } from '@scrapbridge/domain/catalog';
import { DEMO_ASKS, seedDemoAsks } from '../../../seed/demo-asks.ts';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { fetchFile } from '../../../../test/upload-fixtures.ts';
import { askTestApp, detailOf } from '../../../../test/ask-fixtures.ts';
import { buyerAskListStatement } from './asks.repository.ts';
import { listBuyerAsks } from './list-buyer-asks.ts';

type TCard = { askId: string; askName: string; weight: number; clickCount: number; tags: string[]; market: string };

describe(`[ASKS] browse: public, buyer and seller lists, detail, clicks (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;
  const liveIntl = DEMO_ASKS.filter((a) => a.state === 'active' && a.market === 'intl');

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
    expect(await seedDemoAsks(t.database.db, t.app.deps.config)).toBe(DEMO_ASKS.length);
  });
  afterAll(async () => {
    await t.close();
  });

  const buyerList = async (query: string, lang: 'zh' | 'en' = 'en') => {
    const res = await call(t, 'GET', `/app-v2/ask/list/buyer?${query}`, { token: tokens.buyer, lang });
    expect(res.body.code, query).toBe(200);
    return res.body.data as { rows: TCard[]; total: number };
  };

  it('seeds the demo asks once, with their pictures stored and served', async () => {
    expect(await seedDemoAsks(t.database.db, t.app.deps.config)).toBe(0);
    const states = await queryRows<{ state: string; n: number }>(t, `select state, count(*)::int as n from asks group by state order by state`);
    expect(states).toEqual([
      { state: 'active', n: liveIntl.length + 1 },
      { state: 'auditing', n: 1 },
      { state: 'refused', n: 1 },
    ]);
    const [file] = await queryRows<{ id: string; ext: string; width: number }>(t, `select id, ext, width from files limit 1`);
    expect(file!.width).toBe(1000);
    const res = await fetchFile(t, `/app-v2/file/${file!.id}.${file!.ext}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('shows anonymous visitors the 8 newest live asks, without seller identity', async () => {
    const res = await call(t, 'GET', '/app-v2/ask/list/buyer/pub?pageNum=1&pageSize=8&market=intl');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(liveIntl.length);
    expect(res.body.data.rows).toHaveLength(8);
    const rows = res.body.data.rows.map((r: unknown) => ZAskCard.parse(r));
    expect(rows[0].askName).toBe(liveIntl.sort((a, b) => a.hoursAgo - b.hoursAgo)[0]!.askName);
    for (const r of rows) {
      expect(r).toMatchObject({ mine: false, askState: 'active', refuseReason: null });
      expect(r.images.length).toBeGreaterThan(0);
    }
    const text = JSON.stringify(res.body.data);
    for (const secret of ['seller@demo.test', '恒信', 'sellerUserId', 'companyName']) expect(text).not.toContain(secret);
    expect((await call(t, 'GET', '/app-v2/ask/list/buyer/pub?pageSize=9')).body.code).toBe(1000);
    expect((await call(t, 'GET', '/app-v2/ask/list/buyer')).status).toBe(401);
  });

  it('fills every §2 card field, localized', async () => {
    const { rows } = await buyerList('keyword=Barley', 'zh');
    const card = rows[0] as unknown as ReturnType<typeof ZAskCard.parse>;
    expect(card).toMatchObject({
      askNameZh: 'Barley 光亮铜线（2×20 尺柜）',
      productNames: ['光亮铜线'],
      originCountryDict: { dictDataId: DictId.CountryUS, dictLabel: '美国', dictValue: 'US' },
      loadingCountryDict: { dictLabel: '美国' },
      categoryDict: { categoryCn: '铜', categoryEn: 'Copper' },
      weight: 38.5,
      weightLbs: 84877.87,
      statusKey: 'active',
      statusText: '在售',
      tags: ['new'],
      hasVideo: false,
      currency: 'USD',
      deliveryTerm: 'FOB',
    });
    expect(card.images).toHaveLength(2);
    expect(card.images[0]!.url).toMatch(/^\/app-v2\/file\/[0-9a-f-]{36}\.jpg$/);
    expect(card.images[0]).toEqual({ url: card.images[0]!.url, isVideo: false });
    // Only what the §2 card shows: a line is the link target; prices, grades and covers are the detail page's.
    expect(card.askDetailList).toEqual([{ detailId: expect.any(String) }]);
    expect(card.quoteEndSeconds).toBeGreaterThan(0);
  });

  it('filters by category, grade, origin, loading country, port, quote type, weight and market', async () => {
    expect((await buyerList(`categoryId=${cat['copper']}`)).total).toBe(4);
    expect((await buyerList(`subCategoryId=${cat['berry']}`)).rows.map((r) => r.askName)).toEqual(['Berry #1 copper wire on LME']);
    expect((await buyerList(`originCountryId=103`)).rows.map((r) => r.askName)).toEqual(['Birch/Cliff #2 copper, COMEX minus']);
    expect((await buyerList(`loadingCountryId=${DictId.CountryUS}`)).total).toBe(5);
    expect((await buyerList(`portId=410`)).rows.map((r) => r.askName)).toEqual(['Taldon UBC bales, CIF Busan']);
    expect((await buyerList(`portId=306`)).rows.map((r) => r.askName)).toEqual(['Zorba 95/2 shredded non-ferrous']);
    expect((await buyerList('quoteType=CMX')).total).toBe(1);
    expect((await buyerList('quoteType=LME')).total).toBe(3);
    expect((await buyerList('weightMin=30&weightMax=50')).rows.map((r) => r.weight).sort()).toEqual([38.5, 40]);
    // 88,184.8 lb = 40 MT.
    expect((await buyerList('weightMin=88184.8&weightMax=88184.8&weightUnit=LBS')).rows.map((r) => r.weight)).toEqual([40]);
    const cn = await buyerList('market=cn');
    expect(cn.rows.map((r) => r.market)).toEqual(['cn']);
    // The market header is the default.
    const viaHeader = await call(t, 'GET', '/app-v2/ask/list/buyer', { token: tokens.buyer, headers: { market: 'cn' } });
    expect(viaHeader.body.data.total).toBe(1);
    const combined = await buyerList(`categoryId=${cat['aluminium']}&quoteType=LME&keyword=${encodeURIComponent('铝轮毂')}`);
    expect(combined.rows.map((r) => r.askName)).toEqual(['Tense castings and Troma wheels']);
  });

  it('shows only the followed categories with followed=3: a family, a grade, none followed → nothing (§2, §4)', async () => {
    const [buyer] = await queryRows<{ id: string }>(t, `select id from users where email = 'buyer@demo.test'`);
    await queryRows(t, `delete from wanted_categories where user_id = '${buyer!.id}'`);
    expect(await buyerList('followed=3')).toEqual({ rows: [], total: 0 });
    // Another value of followed is no filter at all.
    expect((await buyerList('followed=1')).total).toBe(liveIntl.length);

    expect((await post(t, '/app-v2/wanted', { categoryIdList: [cat['aluminium']] }, { token: tokens.buyer })).body.code).toBe(200);
    const aluminium = await buyerList(`categoryId=${cat['aluminium']}`);
    const followed = await buyerList('followed=3');
    expect(aluminium.total).toBeGreaterThan(0);
    expect(followed.rows.map((r) => r.askId).sort()).toEqual(aluminium.rows.map((r) => r.askId).sort());
    expect(followed.total).toBe(aluminium.total);

    // A followed grade adds the asks of that grade only; other filters still apply on top.
    expect((await post(t, '/app-v2/wanted', { categoryIdList: [cat['berry']] }, { token: tokens.buyer })).body.code).toBe(200);
    const withBerry = await buyerList('followed=3');
    expect(withBerry.total).toBe(aluminium.total + 1);
    expect(withBerry.rows.map((r) => r.askName)).toContain('Berry #1 copper wire on LME');
    expect((await buyerList('followed=3&quoteType=CMX')).total).toBe(0);
    // What another user follows changes nothing for this one.
    expect((await call(t, 'GET', '/app-v2/ask/list/buyer?followed=3', { token: tokens.seller })).body.data.rows.map((r: TCard) => r.askName)).not.toContain(
      'Berry #1 copper wire on LME',
    );
    await queryRows(t, `delete from wanted_categories where user_id = '${buyer!.id}'`);
  });

  it('counts only ten pages ahead of the page asked for, so a filtered search never counts thousands of rows', () => {
    const capOf = (pageNum: number, pageSize: number) =>
      buyerAskListStatement({ viewerUserId: null, market: 'intl', scope: 'open', searchPatterns: [], sort: 'newest', order: 'desc', limit: pageSize, offset: (pageNum - 1) * pageSize }).params;
    expect(capOf(1, 20)).toContain(200);
    expect(capOf(10, 20)).toContain(380);
    expect(capOf(50, 20)).toContain(1000);
  });

  it('sorts by weight, price and clicks, and pages', async () => {
    const byWeight = await buyerList('sort=weight&order=desc&pageSize=3');
    expect(byWeight.rows.map((r) => r.weight)).toEqual([125, 40, 38.5]);
    const asc = await buyerList('sort=weight&order=asc&pageSize=2');
    expect(asc.rows.map((r) => r.weight)).toEqual([19.8, 20.2]);
    const cheapest = await buyerList('sort=price&order=asc&pageSize=1');
    expect(cheapest.rows[0]!.askName).toBe('HMS 1&2 80:20 bulk');
    // Formula-only asks have no comparable price: last in both directions.
    const dearest = await buyerList('sort=price&order=desc&pageSize=50');
    expect(dearest.rows[0]!.askName).toBe('Barley – bare bright copper wire, 2×20GP');
    const fixedPriced = new Set(
      (await queryRows<{ id: string }>(t, `select id from asks where 'FIXED' = any(quote_types)`)).map((r) => r.id),
    );
    const formulaOnly = (r: TCard) => !fixedPriced.has(r.askId);
    const firstFormula = dearest.rows.findIndex(formulaOnly);
    expect(firstFormula).toBeGreaterThan(0);
    expect(dearest.rows.slice(firstFormula).every(formulaOnly)).toBe(true);
    const page1 = await buyerList('pageNum=1&pageSize=4');
    const page3 = await buyerList('pageNum=3&pageSize=4');
    expect(page1.total).toBe(liveIntl.length);
    expect(page3.rows).toHaveLength(liveIntl.length - 8);
    const beyond = await buyerList('pageNum=9&pageSize=4');
    expect(beyond).toEqual({ rows: [], total: liveIntl.length });
    expect((await call(t, 'GET', '/app-v2/ask/list/buyer?pageSize=51', { token: tokens.buyer, lang: 'zh' })).body).toMatchObject({ code: 1000, msg: '每页条数：不能大于 50' });
  });

  it('counts a card click once per viewer and day, never the seller’s, never on asks in review', async () => {
    const target = (await buyerList('keyword=Zorba')).rows[0]!;
    const click = (token: string, askId = target.askId) => post(t, '/app-v2/user/event/ask_click', { askId }, { token });
    expect((await click(tokens.seller)).body.data).toEqual({ recorded: true, clickCount: 0 });
    expect((await click(tokens.buyer)).body.data).toEqual({ recorded: true, clickCount: 1 });
    expect((await click(tokens.buyer)).body.data).toEqual({ recorded: true, clickCount: 1 });
    expect((await click(tokens.staff)).body.data).toEqual({ recorded: true, clickCount: 2 });
    const after = (await buyerList('keyword=Zorba')).rows[0]!;
    expect(after).toMatchObject({ clickCount: 2, tags: [] });
    expect((await buyerList('sort=clicks&pageSize=1')).rows[0]!.askId).toBe(target.askId);

    const [auditing] = await queryRows<{ id: string }>(t, `select id from asks where state = 'auditing'`);
    // An ask in review answers as a random id would: nothing counted, no count shown (issue 13 item 8).
    const unknown = (await click(tokens.buyer, '00000000-0000-4000-8000-000000000000')).body;
    expect((await click(tokens.buyer, auditing!.id)).body).toEqual(unknown);
    expect(unknown.data).toEqual({ recorded: true, clickCount: null });
    expect(await countRows(t, 'user_events', `func_key = 'ask_click'`)).toBe(6);
    expect((await post(t, '/app-v2/user/event/share_copy_link', undefined, { token: tokens.buyer })).body.data).toEqual({ recorded: true, clickCount: null });
    expect((await post(t, '/app-v2/user/event/ask_click', { askId: target.askId })).status).toBe(401);
    expect((await post(t, '/app-v2/user/event/bad key!', {}, { token: tokens.buyer })).body.code).toBe(1000);
  });

  it('records function logs for visitors too, never in another user’s name', async () => {
    const res = await post(t, '/app-v2/func/log', { funcKey: 'home_view_more', userId: 'someone-else' });
    expect(res.body.code).toBe(200);
    const [row] = await queryRows<{ user_id: string | null; source: string }>(t, `select user_id, source from user_events where func_key = 'home_view_more'`);
    expect(row).toEqual({ user_id: null, source: 'func_log' });
  });

  it('gives the seller their asks by state tab with the count of every tab, refusals with their reason', async () => {
    const res = await call(t, 'GET', '/app-v2/ask/list/seller?state=all&pageSize=50', { token: tokens.seller });
    expect(res.body.data.counts).toEqual({ all: DEMO_ASKS.length, draft: 0, auditing: 1, active: liveIntl.length + 1, refused: 1, deal: 0, expired: 0 });
    expect(res.body.data.rows.every((r: TCard & { mine: boolean; tags: string[] }) => r.mine && !r.tags.includes('new'))).toBe(true);
    const refused = await call(t, 'GET', '/app-v2/ask/list/seller?state=refused', { token: tokens.seller });
    expect(refused.body.data.rows[0].refuseReason).toMatch(/close-ups/);
    const auditing = await call(t, 'GET', '/app-v2/ask/list/seller?state=auditing', { token: tokens.seller, lang: 'zh' });
    expect(auditing.body.data.rows[0]).toMatchObject({ statusKey: 'auditingOwner', statusText: '平台审核中' });
    // The buyer has published nothing.
    const buyers = await call(t, 'GET', '/app-v2/ask/list/seller', { token: tokens.buyer });
    expect(buyers.body.data).toMatchObject({ rows: [], total: 0, counts: { all: 0 } });
  });

  it('opens the detail with every field and priceVo per quote type; picks the line by detailId', async () => {
    const ask = (await buyerList(`keyword=${encodeURIComponent('Ocean')}`)).rows[0]!;
    const res = await call(t, 'GET', `/app-v2/ask/${ask.askId}`, { token: tokens.buyer });
    const d = ZAskDetail.parse(res.body.data);
    expect(d.askDetailList).toHaveLength(2);
    expect(d.currentDetailId).toBe(d.askDetailList[0]!.detailId);
    expect(d.askDetailList.map((l) => l.quoteDetail.priceVo?.sellerPriceStr)).toEqual(['62% LME', '78% LME']);
    expect(d).toMatchObject({ mine: false, refuseReason: null, agentUserId: null, portDict: { dictLabel: 'Hamburg' }, preferredQuoteTypeStr: 'LME percentage' });
    const second = await call(t, 'GET', `/app-v2/ask/${ask.askId}?detailId=${d.askDetailList[1]!.detailId}`, { token: tokens.buyer });
    expect(second.body.data.currentDetailId).toBe(d.askDetailList[1]!.detailId);
    const wrongLine = await call(t, 'GET', `/app-v2/ask/${ask.askId}?detailId=00000000-0000-4000-8000-000000000000`, { token: tokens.buyer });
    expect(wrongLine.body.code).toBe(404);

    const cmx = (await buyerList('quoteType=CMX')).rows[0]!;
    const cmxDetail = (await detailOf(t, tokens.buyer, cmx.askId)).body.data;
    expect(cmxDetail.askDetailList[0].quoteDetail.priceVo).toMatchObject({ sellerPriceStr: 'CMX - 38¢/lb', sellerPriceFormula: 'CMX - 38¢/lb' });
  });

  it('gives the seller their latest ask to start a new one from', async () => {
    const latest = await call(t, 'GET', '/app-v2/ask/latest', { token: tokens.seller });
    expect(latest.body.code).toBe(200);
    ZAskDetail.parse(latest.body.data);
    expect(latest.body.data.mine).toBe(true);
    expect((await call(t, 'GET', '/app-v2/ask/latest', { token: tokens.buyer })).body.data).toBeNull();
  });

  it('exposes the buyer list as one statement with bound parameters, for the benchmark', () => {
    const q = buyerAskListStatement({
      viewerUserId: null,
      market: 'intl',
      scope: 'open',
      categoryId: 1,
      searchPatterns: ['%q094dcq07ebf%'],
      sort: 'newest',
      order: 'desc',
      limit: 20,
      offset: 0,
    });
    expect(q.text).toMatch(/^\s*with counted as/);
    expect(q.text).toContain('a.search_key like $');
    expect(q.params).toEqual(expect.arrayContaining(['intl', 1, '%q094dcq07ebf%', 20, 0]));
    expect(q.text.split(';')).toHaveLength(1);
  });

  it('builds the buyer list page exactly as its zod response schema encodes it (the route writes it as plain JSON, in tests and production alike)', async () => {
    const [buyer] = await queryRows<{ id: string }>(t, `select id from users where email = 'buyer@demo.test'`);
    for (const lang of ['en', 'zh'] as const) {
      const query = ZBuyerAskListQuery.parse({ pageNum: '1', pageSize: '20', market: 'intl' });
      const page = await listBuyerAsks({ ...query, db: t.database.db, viewerUserId: buyer!.id, headerMarket: null, lang });
      expect(page.rows.length).toBeGreaterThan(0);
      const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
      expect(json(page)).toEqual(json(z.encode(ZAskCardPage, page)));
    }
  });

  it('uses the trigram index for the material search', async () => {
    // Enough rows that a sequential scan is not simply the cheapest plan.
    await queryRows(t, 'set enable_seqscan = off');
    const plan = await queryRows<{ 'QUERY PLAN': string }>(t, `explain select id from asks where search_key like '%q094dcq07ebf%'`);
    await queryRows(t, 'set enable_seqscan = on');
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('asks_search_trgm_idx');
  });

  it('lists the ask, catalogue and file routes in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/docs/json');
    const paths = Object.keys((res.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/app-v2/ask',
        '/app-v2/ask/{askId}',
        '/app-v2/ask/list/buyer',
        '/app-v2/ask/list/buyer/pub',
        '/app-v2/ask/list/seller',
        '/app-v2/ask/latest',
        '/admin/ask/review',
        '/admin/ask/{askId}/approve',
        '/admin/ask/{askId}/refuse',
        '/app-v2/func/log',
        '/app-v2/user/event/{funcKey}',
        '/app-v2/sys/category/list',
        '/app-v2/system/dict/data/list',
        '/app-v2/dictData/getDictDataList',
        '/app-v2/dict/data/portDictList',
        '/app-v2/quote/method/list',
        '/ai-system/file/upload',
        '/app-v2/file/{fileRef}',
        '/app-v2/picture',
        '/app-v2/album/group/{id}',
      ]),
    );
  });
});
