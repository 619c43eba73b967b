import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DictId, ZDictData } from '@scrapbridge/domain/catalog';
import { syncReferenceData } from '../../seed/catalog.ts';
import { COUNTRY_ID_BASE, DESTINATION_PORT_ID_BASE, locodeNumber, referenceCountries, referencePorts } from '../../seed/reference-data.ts';
import { call, countRows, post } from '../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../test/test-app.ts';

describe(`[CATALOG] reference data: ISO 3166-1 countries and UN/LOCODE seaports (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'catalog+demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('derives one id per country and per port, never colliding with each other or the curated ids', () => {
    const countries = referenceCountries();
    const ports = referencePorts();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(ports.length).toBeGreaterThan(2 * 1500);
    const ids = [...countries, ...ports].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(COUNTRY_ID_BASE);
    expect(Math.max(...ids)).toBeLessThan(2 ** 31);
    expect(countries.find((c) => c.value === 'NO')).toMatchObject({ id: COUNTRY_ID_BASE + 578, labelZh: '挪威', labelEn: 'Norway' });
    expect(ports.every((p) => !/\bApt\b/.test(p.labelEn))).toBe(true);
  });

  it('lists every ISO 3166-1 country in zh and en; the curated rows keep their ids and names', async () => {
    const zh = await call(t, 'GET', '/app-v2/system/dict/data/list?dictType=Country', { lang: 'zh' });
    const rows = zh.body.data.rows.map((r: unknown) => ZDictData.parse(r));
    expect(rows.length).toBeGreaterThanOrEqual(249);
    expect(rows.every((r: { dictLabelZh: string; dictLabelEn: string }) => r.dictLabelZh.length > 0 && r.dictLabelEn.length > 0)).toBe(true);
    expect(new Set(rows.map((r: { dictValue: string }) => r.dictValue)).size).toBe(rows.length);
    // The curated countries first, as before, under the ids users and asks refer to.
    expect(rows[0]).toMatchObject({ dictDataId: DictId.CountryUS, dictLabel: '美国', dictLabelEn: 'United States', dictValue: 'US' });
    expect(rows.find((r: { dictValue: string }) => r.dictValue === 'TW')).toMatchObject({ dictDataId: 121, dictLabelZh: '中国台湾', dictLabelEn: 'Taiwan, China' });
    expect(rows.find((r: { dictValue: string }) => r.dictValue === 'DO')).toMatchObject({ dictDataId: 142 });
    expect(rows.find((r: { dictValue: string }) => r.dictValue === 'MO')).toMatchObject({ dictLabelZh: '中国澳门', dictLabelEn: 'Macao, China' });
    expect(rows.find((r: { dictValue: string }) => r.dictValue === 'NO')).toMatchObject({ dictDataId: COUNTRY_ID_BASE + 578, dictLabel: '挪威' });
  });

  it('searches the seaports in zh and en, each with its coordinates', async () => {
    const en = await post(t, '/app-v2/dict/data/portDictList', { keyword: 'rotterdam' }, { lang: 'en' });
    expect(en.body.data.rows[0]).toMatchObject({ dictDataId: 312, dictValue: 'NLRTM', dictLabel: 'Rotterdam', countryCode: 'NL' });
    expect(en.body.data.rows[0].latitude).toBeCloseTo(51.9, 0);
    expect(en.body.data.rows[0].longitude).toBeCloseTo(4.5, 0);

    const zh = await post(t, '/app-v2/dict/data/portDictList', { dictType: 'DESTINATION PORT', keyword: '拉各斯' }, { lang: 'zh' });
    expect(zh.body.data.rows[0]).toMatchObject({ dictDataId: DESTINATION_PORT_ID_BASE + locodeNumber('NGLOS'), dictValue: 'NGLOS', dictLabel: '拉各斯' });
    expect(typeof zh.body.data.rows[0].latitude).toBe('number');

    // A port without a curated Chinese name is found by its country's Chinese name.
    const byCountry = await post(t, '/app-v2/dict/data/portDictList', { keyword: '挪威', pageSize: 100 }, { lang: 'zh' });
    expect(byCountry.body.data.total).toBeGreaterThan(10);
    expect(byCountry.body.data.rows.every((r: { countryCode: string }) => r.countryCode === 'NO')).toBe(true);

    const byCode = await post(t, '/app-v2/dict/data/portDictList', { keyword: 'nglos' });
    expect(byCode.body.data.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['NGLOS']);
  });

  it('gives a database made before the reference data its countries and ports at start-up, once', async () => {
    // A database as it was: the curated rows only, without coordinates.
    await t.database.db.execute(sql.raw(`delete from dict_data where id >= ${COUNTRY_ID_BASE}`));
    await t.database.db.execute(sql`update dict_data set latitude = null, longitude = null`);
    expect(await countRows(t, 'dict_data', `dict_type = 'Country'`)).toBe(42);

    const added = await t.database.db.transaction((tx) => syncReferenceData(tx));
    expect(added).toBeGreaterThan(3000);
    expect(await countRows(t, 'dict_data', `dict_type = 'Country'`)).toBeGreaterThanOrEqual(249);
    expect(await countRows(t, 'dict_data', `id = 312 and latitude is not null`)).toBe(1);
    const total = await countRows(t, 'dict_data');
    expect(await t.database.db.transaction((tx) => syncReferenceData(tx))).toBe(0);
    expect(await countRows(t, 'dict_data')).toBe(total);
  });
});
