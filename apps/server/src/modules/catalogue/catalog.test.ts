import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictId, ZCategory, ZDictData } from '@scrapbridge/domain/catalog';
import { ZQuoteMethod } from '@scrapbridge/domain/quote-method';
import { CATALOG } from '../../seed/catalog-data.ts';
import { seedCatalog } from '../../seed/catalog.ts';
import { call, countRows, post } from '../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../test/test-app.ts';

describe(`[CATALOG] categories, dictionaries, ports, quote methods (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedCatalog(t.database.db)).toEqual({ categories: true, dictionaries: true, quoteMethods: true, skipped: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds once: a second run writes nothing (its fingerprint matches, so it is skipped with one query)', async () => {
    const before = [await countRows(t, 'categories'), await countRows(t, 'dict_data'), await countRows(t, 'quote_methods')];
    expect(await seedCatalog(t.database.db)).toEqual({ categories: false, dictionaries: false, quoteMethods: false, skipped: true });
    expect([await countRows(t, 'categories'), await countRows(t, 'dict_data'), await countRows(t, 'quote_methods')]).toEqual(before);
    const grades = CATALOG.reduce((n, f) => n + (f.children?.length ?? 0), 0);
    expect(before[0]).toBe(CATALOG.length + grades);
  });

  it('lists the families (parentId 0), then a family’s ISRI grades, names localized by appLang', async () => {
    const families = await call(t, 'GET', '/app-v2/sys/category/list?parentId=0&status=0', { lang: 'zh' });
    expect(families.body.code).toBe(200);
    const rows = families.body.data.rows.map((r: unknown) => ZCategory.parse(r));
    expect(rows.map((r: { code: string }) => r.code)).toEqual(CATALOG.map((f) => f.code));
    const copper = rows[0];
    expect(copper).toMatchObject({ parentId: 0, categoryCn: '铜', categoryEn: 'Copper', categoryName: '铜' });
    const grades = await call(t, 'GET', `/app-v2/sys/category/list?parentId=${copper.categoryId}`, { lang: 'en' });
    expect(grades.body.data.rows.map((r: { code: string }) => r.code)).toEqual(CATALOG[0]!.children!.map((g) => g.code));
    expect(grades.body.data.rows[0]).toMatchObject({ parentId: copper.categoryId, categoryName: 'Barley – bare bright copper wire', categoryCn: 'Barley 光亮铜线' });
    const all = await call(t, 'GET', '/app-v2/sys/category/list');
    expect(all.body.data.total).toBe(await countRows(t, 'categories'));
    const ferrous = all.body.data.rows.filter((r: { code: string }) => ['hms-1', 'hms-2', 'hms-80-20', 'busheling', 'shredded'].includes(r.code));
    expect(ferrous).toHaveLength(5);
  });

  it('serves each dictionary with real data: countries, validity (872 Until Sold), ports, destination ports, ramps', async () => {
    const countries = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=Country', { lang: 'zh' });
    const cRows = countries.body.data.rows.map((r: unknown) => ZDictData.parse(r));
    expect(cRows.length).toBeGreaterThanOrEqual(40);
    expect(cRows[0]).toMatchObject({ dictDataId: DictId.CountryUS, dictLabel: '美国', dictLabelEn: 'United States', dictValue: 'US' });
    const validity = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=biz_prescription');
    const vRows = validity.body.data.rows as { dictDataId: number; dictValue: string; dictLabel: string }[];
    expect(vRows.find((r) => r.dictDataId === 872)).toMatchObject({ dictLabel: 'Until sold', dictValue: '0' });
    expect(vRows.filter((r) => r.dictDataId !== 872).map((r) => Number(r.dictValue))).toEqual([24, 48, 72, 168, 336, 720]);
    const ports = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=PORT');
    const names = ports.body.data.rows.map((r: { dictLabel: string }) => r.dictLabel);
    for (const p of ['Los Angeles', 'Long Beach', 'Oakland', 'Houston', 'Savannah', 'New York/New Jersey', 'Rotterdam', 'Hamburg', 'Antwerp', 'Felixstowe', 'Santos', 'Durban', 'Melbourne', 'Sydney', 'Jebel Ali']) {
      expect(names).toContain(p);
    }
    const destinations = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=DESTINATION%20PORT', { lang: 'zh' });
    const cn = destinations.body.data.rows.filter((r: { countryCode: string }) => r.countryCode === 'CN').map((r: { dictLabel: string }) => r.dictLabel);
    expect(cn).toEqual(expect.arrayContaining(['上海', '宁波', '青岛', '天津（新港）', '厦门', '黄埔（广州）', '盐田（深圳）', '连云港']));
    const ramps = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=RAMP');
    expect(ramps.body.data.rows.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(expect.arrayContaining(['Chicago', 'Kansas City', 'Dallas', 'Memphis']));
    const bad = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=Planet', { lang: 'zh' });
    expect(bad.body).toMatchObject({ code: 1000, msg: '字典：取值无效' });
  });

  it('returns several dictionaries at once, keyed by type', async () => {
    const res = await post(t, '/app-v2/dictData/getDictDataList', { dictTypes: ['Country', 'biz_prescription'] });
    expect(Object.keys(res.body.data).sort()).toEqual(['Country', 'biz_prescription']);
    expect(res.body.data.biz_prescription).toHaveLength(7);
    expect((await post(t, '/app-v2/dictData/getDictDataList', { dictTypes: [] })).body.code).toBe(1000);
  });

  it('searches ports by name in either language or by UN/LOCODE, per country', async () => {
    const byName = await post(t, '/app-v2/dict/data/portDictList', { keyword: 'long' });
    // The curated ports come first, then the UN/LOCODE reference ports (Longkou, Long Beach's neighbours …).
    expect(byName.body.data.rows[0]).toMatchObject({ dictValue: 'USLGB', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(byName.body.data.rows.map((r: { dictValue: string }) => r.dictValue)).toContain('CNLKU');
    const byZh = await post(t, '/app-v2/dict/data/portDictList', { dictType: 'DESTINATION PORT', keyword: '宁波' }, { lang: 'zh' });
    expect(byZh.body.data.rows[0]).toMatchObject({ dictValue: 'CNNGB', dictLabel: '宁波' });
    const us = await post(t, '/app-v2/dict/data/portDictList', { countryCode: 'us', pageSize: 5 });
    expect(us.body.data.rows).toHaveLength(5);
    expect(us.body.data.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['USLAX', 'USLGB', 'USOAK', 'USSEA', 'USTIW']);
    expect(us.body.data.total).toBeGreaterThan(100);
    const wild = await post(t, '/app-v2/dict/data/portDictList', { keyword: '%' });
    expect(wild.body.data.total).toBe(0);
  });

  it('lists the quote methods with formula support and deduction, filtered by market', async () => {
    const all = await call(t, 'GET', '/app-v2/quote/method/list', { lang: 'zh' });
    const rows = all.body.data.rows.map((r: unknown) => ZQuoteMethod.parse(r));
    expect(rows.map((r: { quoteType: string }) => r.quoteType)).toEqual(['FIXED', 'LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL']);
    expect(rows[2]).toMatchObject({ quoteType: 'CMX', supportFormula: true, deduction: 2, discountUnit: 'US_CENTS_PER_LB', quoteTypeName: 'COMEX 铜减价' });
    const cn = await call(t, 'GET', '/app-v2/quote/method/list?market=cn');
    expect(cn.body.data.rows.map((r: { quoteType: string }) => r.quoteType)).toEqual(['FIXED', 'SHCU', 'CJCU', 'JLCU', 'BTAL']);
    const intl = await call(t, 'GET', '/app-v2/quote/method/list?market=intl');
    expect(intl.body.data.rows.map((r: { quoteType: string }) => r.quoteType)).toEqual(['FIXED', 'LME', 'CMX']);
  });
});
