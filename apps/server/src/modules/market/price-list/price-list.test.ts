import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { liveAsk } from '../../../../test/negotiation-fixtures.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { demoPriceDays, seedDemoPriceList } from './seed-demo-price-list.ts';

let o: TOrders;
const items: Record<string, string> = {};

const itemBody = (patch: Record<string, unknown> = {}) => ({
  code: 'cu-barley-t1',
  market: 'intl',
  categoryId: o.cat['copper'],
  subCategoryId: o.cat['barley'],
  description: 'Bare bright copper wire',
  descriptionZh: '光亮铜线',
  location: 'Chicago, US',
  port: 'Los Angeles',
  ...patch,
});

beforeAll(async () => {
  o = await ordersTestApp();
});
afterAll(async () => {
  await o?.t.close();
});

describe('price management (staff, /market-price-index)', () => {
  it('refuses visitors and members; bad input names the field and stores nothing', async () => {
    expect((await post(o.t, '/admin/market-price/item', itemBody())).status).toBe(401);
    expect((await post(o.t, '/admin/market-price/item', itemBody(), { token: o.tokens.buyer })).body.code).toBe(1403);
    const badCode = await post(o.t, '/admin/market-price/item', itemBody({ code: 'cu barley!' }), { token: o.tokens.staff });
    expect(badCode.body.code).toBe(1000);
    expect(badCode.body.data.errors[0].field).toBe('code');
    // Named as the price list means it ("Item code"), not as the shared catalog's sign-in "Verification code".
    expect(badCode.body.msg).toMatch(/^Item code: /);
    const gradeAsGroup = await post(o.t, '/admin/market-price/item', itemBody({ categoryId: o.cat['barley'] }), { token: o.tokens.staff });
    expect(gradeAsGroup.body.data.errors).toEqual([{ field: 'categoryId', message: expect.stringContaining('choose a category group (a top-level category)') }]);
    const wrongGrade = await post(o.t, '/admin/market-price/item', itemBody({ subCategoryId: o.cat['honey'] }), { token: o.tokens.staff });
    expect(wrongGrade.body.data.errors[0].field).toBe('subCategoryId');
    const noText = await post(o.t, '/admin/market-price/item', itemBody({ description: '', descriptionZh: ' ' }), { token: o.tokens.staff });
    expect(noText.body.data.errors[0].field).toBe('description');
    expect(await countRows(o.t, 'price_items')).toBe(0);
  });

  it('adds, edits and retires items, each write audited; a code is unique', async () => {
    const created = await post(o.t, '/admin/market-price/item', itemBody(), { token: o.tokens.staff });
    expect(created.body.data).toMatchObject({ code: 'CU-BARLEY-T1', market: 'intl', currency: 'USD', categoryNameEn: 'Copper', retired: false, latest: null });
    items['barley'] = created.body.data.id;
    const dup = await post(o.t, '/admin/market-price/item', itemBody({ description: 'Again' }), { token: o.tokens.staff });
    expect(dup.body.data.errors).toEqual([{ field: 'code', message: expect.stringContaining('another price item already has this code') }]);
    const cn = await post(o.t, '/admin/market-price/item', itemBody({ code: 'CN-CU-T1', market: 'cn', description: '', descriptionZh: '光亮铜线（佛山）', port: '' }), {
      token: o.tokens.staff,
    });
    expect(cn.body.data).toMatchObject({ currency: 'CNY', description: null, port: null });
    items['cn'] = cn.body.data.id;
    const alu = await post(o.t, '/admin/market-price/item', itemBody({ code: 'AL-UBC-T1', categoryId: o.cat['aluminium'], subCategoryId: o.cat['taldon-ubc'], description: 'UBC' }), {
      token: o.tokens.staff,
    });
    items['alu'] = alu.body.data.id;

    const edited = await call(o.t, 'PUT', `/admin/market-price/item/${items['barley']}`, { token: o.tokens.staff, body: itemBody({ location: 'Detroit, US' }) });
    expect(edited.body.data.location).toBe('Detroit, US');
    const retired = await post(o.t, `/admin/market-price/item/${items['alu']}/retire`, { retired: true }, { token: o.tokens.staff });
    expect(retired.body.data.retired).toBe(true);
    const staffList = await call(o.t, 'GET', '/admin/market-price/item?retired=all', { token: o.tokens.staff });
    expect(staffList.body.data.total).toBe(3);
    const actions = await queryRows<{ action: string }>(o.t, `select action from audit_log where target_type = 'price_item' order by created_at`);
    expect(actions.map((a) => a.action)).toEqual(['price_item.create', 'price_item.create', 'price_item.create', 'price_item.update', 'price_item.retire']);
  });

  it('saves a day of many items from the grid, all or nothing; the same prices again change nothing', async () => {
    const notLive = await call(o.t, 'PUT', '/admin/market-price/grid', {
      token: o.tokens.staff,
      body: { priceDate: '2026-03-02', rows: [{ itemId: items['barley'], purchasePrice: '8900' }, { itemId: items['alu'], purchasePrice: '1400' }] },
    });
    expect(notLive.body.code).toBe(1000);
    expect(notLive.body.data.errors[0].field).toBe('rows.1.itemId');
    const noPrice = await call(o.t, 'PUT', '/admin/market-price/grid', { token: o.tokens.staff, body: { priceDate: '2026-03-02', rows: [{ itemId: items['barley'], remark: 'x' }] } });
    expect(noPrice.body.data.errors[0].field).toBe('rows.0.purchasePrice');
    expect(await countRows(o.t, 'price_points')).toBe(0);

    const day1 = { priceDate: '2026-03-02', rows: [{ itemId: items['barley'], purchasePrice: '8900', exportSalesPrice: '9250.5', cifCnfPrice: '9380' }, { itemId: items['cn'], purchasePrice: '64800', domesticSalesPrice: '65700' }] };
    expect((await call(o.t, 'PUT', '/admin/market-price/grid', { token: o.tokens.staff, body: day1 })).body.data).toEqual({ imported: 2, updated: 0, unchanged: 0 });
    expect((await call(o.t, 'PUT', '/admin/market-price/grid', { token: o.tokens.staff, body: day1 })).body.data).toEqual({ imported: 0, updated: 0, unchanged: 2 });
    const day2 = { priceDate: '2026-03-03', rows: [{ itemId: items['barley'], purchasePrice: '8811', exportSalesPrice: '9250.50', cifCnfPrice: '9400' }, { itemId: items['cn'], purchasePrice: '65000' }] };
    expect((await call(o.t, 'PUT', '/admin/market-price/grid', { token: o.tokens.staff, body: day2 })).body.data).toEqual({ imported: 2, updated: 0, unchanged: 0 });

    const grid = await call(o.t, 'GET', '/admin/market-price/grid?priceDate=2026-03-03', { token: o.tokens.staff });
    const row = grid.body.data.rows.find((r: { item: { id: string } }) => r.item.id === items['barley']);
    expect(row.point).toMatchObject({ priceDate: '2026-03-03', purchasePrice: '8811.00' });
    expect(row.previous).toMatchObject({ priceDate: '2026-03-02', purchasePrice: '8900.00' });
    expect(grid.body.data.rows).toHaveLength(2);
  });

  it('imports CSV with every bad row named and nothing stored; a re-import adds nothing', async () => {
    const bad = await post(
      o.t,
      '/admin/market-price/import',
      { csv: 'code,date,purchase,export\nCU-BARLEY-T1,2026-03-04,8850,9200\nCU-BARLEY-T1,2026-02-31,8850,\nNOPE-1,2026-03-04,1,\nAL-UBC-T1,2026-03-04,1400,' },
      { token: o.tokens.staff },
    );
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      'File: row 3: the date is missing or not a valid date (YYYY-MM-DD)',
      'File: row 4: no live price item has the code NOPE-1',
      'File: row 5: no live price item has the code AL-UBC-T1',
    ]);
    expect(await countRows(o.t, 'price_points', `price_date = '2026-03-04'`)).toBe(0);

    const csv = '编码,日期,收购价,出口销售价,单位\nCU-BARLEY-T1,2026/3/4,4.01,4.2,LBS\nCN-CU-T1,2026-03-04,"65,100",,\nCU-BARLEY-T1,2026-03-02,8900,9250.5,MT';
    const first = await post(o.t, '/admin/market-price/import', { csv }, { token: o.tokens.staff });
    // The 2 March row differs from the grid's (no CIF/CNF price in the file): updated.
    expect(first.body.data).toEqual({ imported: 2, updated: 1, unchanged: 0 });
    const again = await post(o.t, '/admin/market-price/import', { csv }, { token: o.tokens.staff });
    expect(again.body.data).toEqual({ imported: 0, updated: 0, unchanged: 3 });
    const [lb] = await queryRows<{ purchase_price: string }>(o.t, `select purchase_price::text from price_points where item_id = '${items['barley']}' and price_date = '2026-03-04'`);
    // 4.01 $/lb × 2204.62 = 8840.53 $/MT.
    expect(lb!.purchase_price).toBe('8840.53');
  });

  it('imports the first sheet of an .xlsx the same way', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('prices');
    ws.addRow(['code', 'date', 'purchase', 'remark']);
    ws.addRow(['CU-BARLEY-T1', new Date(Date.UTC(2026, 2, 5)), 8870, 'holiday trading']);
    ws.addRow(['CN-CU-T1', '2026-03-05', 65200, '']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    expect((await post(o.t, '/admin/market-price/import-xlsx', { xlsx }, { token: o.tokens.staff })).body.data).toEqual({ imported: 2, updated: 0, unchanged: 0 });
    expect((await post(o.t, '/admin/market-price/import-xlsx', { xlsx }, { token: o.tokens.staff })).body.data).toEqual({ imported: 0, updated: 0, unchanged: 2 });
    const broken = await post(o.t, '/admin/market-price/import-xlsx', { xlsx: Buffer.from('not a workbook').toString('base64') }, { token: o.tokens.staff });
    expect(broken.body.data.errors[0].field).toBe('xlsx');
    const audited = await countRows(o.t, 'audit_log', `action = 'price_point.import'`);
    expect(audited).toBe(4);
  });
});

describe('the public price list (/market-price, /price-detail)', () => {
  it('lists live items with the latest prices, daily change and last update, per MT or per lb', async () => {
    const list = await call(o.t, 'GET', '/saas-v1/market-price/list');
    expect(list.body.data.total).toBe(2);
    const barley = list.body.data.rows.find((r: { id: string }) => r.id === items['barley']);
    expect(barley).toMatchObject({ lastUpdate: '2026-03-05', following: false, unit: 'MT', latest: { purchasePrice: '8870.00', exportSalesPrice: null, remark: 'holiday trading' } });
    // 8840.53 → 8870: +29.47, +0.33 %.
    expect(barley.changes.purchasePrice).toEqual({ change: '29.47', changePercent: '0.33', direction: 'up' });
    expect(barley.changes.exportSalesPrice).toBeNull();

    const lbs = await call(o.t, 'GET', '/saas-v1/market-price/list?unit=LBS');
    const barleyLb = lbs.body.data.rows.find((r: { id: string }) => r.id === items['barley']);
    // 8870 / 2204.62 = 4.023; the change 29.47 / 2204.62 = 0.013.
    expect(barleyLb).toMatchObject({ unit: 'LBS', latest: { purchasePrice: '4.023' }, changes: { purchasePrice: { change: '0.013', changePercent: '0.33' } } });
    const cnLb = lbs.body.data.rows.find((r: { id: string }) => r.id === items['cn']);
    expect(cnLb).toMatchObject({ unit: 'MT', currency: 'CNY', latest: { purchasePrice: '65200.00' } });

    expect((await call(o.t, 'GET', '/saas-v1/market-price/list?keyword=佛山')).body.data.rows.map((r: { id: string }) => r.id)).toEqual([items['cn']]);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/list?keyword=50%25')).body.data.total).toBe(0);
    expect((await call(o.t, 'GET', `/saas-v1/market-price/list?categoryId=${o.cat['aluminium']}`)).body.data.total).toBe(0);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/list?market=cn')).body.data.total).toBe(1);
    const groups = await call(o.t, 'GET', '/saas-v1/category-group/list');
    expect(groups.body.data.rows).toEqual([{ categoryId: o.cat['copper'], code: 'copper', nameEn: 'Copper', nameZh: '铜', itemCount: 2 }]);
    const badUnit = await call(o.t, 'GET', '/saas-v1/market-price/list?unit=KG');
    expect(badUnit.body.code).toBe(1000);
    expect(badUnit.body.data.errors[0].field).toBe('unit');
  });

  it('answers the detail, the history over a range with the settlement beside it, and its CSV', async () => {
    await post(o.t, '/admin/reference-price/import', { csv: 'basis,date,price\nLME,2026-03-02,9800\nLME,2026-03-03,9810\nLME,2026-01-02,9500' }, { token: o.tokens.staff });
    const detail = await call(o.t, 'GET', `/saas-v1/market-price/item/${items['barley']}`);
    expect(detail.body.data).toMatchObject({ code: 'CU-BARLEY-T1', subCategoryNameEn: 'Barley – bare bright copper wire' });
    const history = await call(o.t, 'GET', `/saas-v1/market-price/item/${items['barley']}/history?range=1M`);
    expect(history.body.data.from).toBe('2026-02-05');
    expect(history.body.data.points.map((p: { priceDate: string }) => p.priceDate)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(history.body.data.settlement).toEqual({ basis: 'LME', unit: 'USD_PER_MT', points: [{ priceDate: '2026-03-02', price: '9800.000000' }, { priceDate: '2026-03-03', price: '9810.000000' }] });
    const cmx = await call(o.t, 'GET', `/saas-v1/market-price/item/${items['barley']}/history?range=ALL&basis=CMX&unit=LBS`);
    expect(cmx.body.data).toMatchObject({ from: null, unit: 'LBS', settlement: { basis: 'CMX', points: [] } });
    expect(cmx.body.data.points[0].purchasePrice).toBe('4.037');

    const csv = await o.t.app.inject({ method: 'GET', url: `/saas-v1/market-price/item/${items['barley']}/history/csv?range=ALL`, headers: { appLang: 'zh-CN' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('日期,收购价,国内销售价,出口销售价,FAS 价,CIF/CNF 价,币种,单位,备注');
    expect(lines[1]).toBe('2026-03-05,8870.00,,,,,USD,MT,holiday trading');
    expect(lines).toHaveLength(5);

    expect((await call(o.t, 'GET', `/saas-v1/market-price/item/${items['alu']}`)).body.code).toBe(404);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/item/not-a-uuid')).body.data.errors[0].field).toBe('id');
  });

  it('shows sold history without counterparties and live firm quotes of the grade', async () => {
    const { askId } = await dealContract(o);
    const sold = await call(o.t, 'GET', `/saas-v1/market-price/item/${items['barley']}/sold`);
    expect(sold.body.data.rows).toHaveLength(1);
    expect(Object.keys(sold.body.data.rows[0]).sort()).toEqual(['currency', 'dealDate', 'pricePerMt', 'quoteType', 'tonnes']);
    expect(sold.body.data.rows[0]).toMatchObject({ tonnes: '20.500', pricePerMt: '9300.00', currency: 'USD', quoteType: 'FIXED' });
    expect(JSON.stringify(sold.body)).not.toContain(askId);
    // The CNY item is another market: no deal there.
    expect((await call(o.t, 'GET', `/saas-v1/market-price/item/${items['cn']}/sold`)).body.data.rows).toEqual([]);

    const other = await liveAsk(o, { firmPrice: '9280' });
    const firm = await call(o.t, 'GET', `/saas-v1/market-price/item/${items['barley']}/firm-quotes`);
    expect(firm.body.data.rows).toEqual([expect.objectContaining({ askId: other.askId, detailId: other.detailId, pricePerMt: '9280.00', currency: 'USD', weightMt: '20.500' })]);
  });
});

describe('following prices', () => {
  it('follows an item and a series with alert settings; "my following" lists them; visitors are asked to sign in', async () => {
    expect((await post(o.t, '/saas-v1/market-price/follow', { kind: 'item', key: items['barley'] })).status).toBe(401);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/list?tab=following')).status).toBe(401);
    const badKey = await post(o.t, '/saas-v1/market-price/follow', { kind: 'series', key: 'GOLD' }, { token: o.tokens.buyer });
    expect(badKey.body.code).toBe(1000);
    expect(badKey.body.data.errors[0].field).toBe('key');
    const badPct = await post(o.t, '/saas-v1/market-price/follow', { kind: 'item', key: items['barley'], alertPct: '-3' }, { token: o.tokens.buyer });
    expect(badPct.body.data.errors[0].field).toBe('alertPct');
    expect((await post(o.t, '/saas-v1/market-price/follow', { kind: 'item', key: items['alu'] }, { token: o.tokens.buyer })).body.data.errors[0].field).toBe('key');
    expect(await countRows(o.t, 'price_follows')).toBe(0);

    const followed = await post(o.t, '/saas-v1/market-price/follow', { kind: 'item', key: items['barley'], alertPct: '2.5', alertDirection: 'down' }, { token: o.tokens.buyer });
    expect(followed.body.data).toMatchObject({ kind: 'item', name: 'Bare bright copper wire', latestValue: '8870.00', latestDate: '2026-03-05', alertPct: '2.50', alertLevel: null, alertDirection: 'down', unit: 'USD_PER_MT' });
    // Following twice (a double click) is one follow, with the newer settings.
    await post(o.t, '/saas-v1/market-price/follow', { kind: 'item', key: items['barley'], alertPct: '3' }, { token: o.tokens.buyer });
    expect(await countRows(o.t, 'price_follows')).toBe(1);
    const series = await post(o.t, '/saas-v1/market-price/follow', { kind: 'series', key: 'LME', alertLevel: '10000' }, { token: o.tokens.buyer });
    expect(series.body.data).toMatchObject({ name: 'LME copper cash settlement (USD/MT)', latestValue: '9810.000000', change: { change: '10.00', direction: 'up' } });

    const mine = await call(o.t, 'GET', '/saas-v1/market-price/list?tab=following', { token: o.tokens.buyer });
    expect(mine.body.data.rows.map((r: { id: string; following: boolean }) => [r.id, r.following])).toEqual([[items['barley'], true]]);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/list?tab=following', { token: o.tokens.seller })).body.data.total).toBe(0);
    const follows = await call(o.t, 'GET', '/saas-v1/market-price/follow/list', { token: o.tokens.buyer });
    expect(follows.body.data.rows.map((f: { key: string; alertPct: string | null }) => [f.key, f.alertPct])).toEqual([[items['barley'], '3.00'], ['LME', null]]);

    const updated = await call(o.t, 'PUT', '/saas-v1/market-price/follow', { token: o.tokens.buyer, body: { kind: 'series', key: 'LME', alertPct: '1', alertLevel: '', alertDirection: 'up' } });
    expect(updated.body.data).toMatchObject({ alertPct: '1.00', alertLevel: null, alertDirection: 'up' });
    expect((await call(o.t, 'PUT', '/saas-v1/market-price/follow', { token: o.tokens.seller, body: { kind: 'series', key: 'LME' } })).body.code).toBe(404);
    // Another reader's follows are not this one's.
    expect((await call(o.t, 'GET', '/saas-v1/market-price/follow/list', { token: o.tokens.seller })).body.data.total).toBe(0);

    expect((await call(o.t, 'DELETE', `/saas-v1/market-price/follow/item/${items['barley']}`, { token: o.tokens.buyer })).body.code).toBe(200);
    expect((await call(o.t, 'DELETE', `/saas-v1/market-price/follow/item/${items['barley']}`, { token: o.tokens.buyer })).body.code).toBe(200);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/follow/list', { token: o.tokens.buyer })).body.data.total).toBe(1);
  });
});

describe('demo price list', () => {
  it('writes a year of weekday points ending on the given day, once, marked demo', async () => {
    const days = demoPriceDays(new Date('2026-11-26T08:00:00Z'));
    expect(days.at(-1)).toBe('2026-11-26');
    expect(days[0]).toBe('2025-11-26');
    expect(days).toHaveLength(262);
    // Staff items exist here: the demo stays out.
    expect(await seedDemoPriceList(o.t.database.db, new Date('2026-11-26T08:00:00Z'))).toBe(0);

    await o.t.database.db.execute(sql`delete from price_items`);
    expect(await seedDemoPriceList(o.t.database.db, new Date('2026-11-26T08:00:00Z'))).toBe(21);
    expect(await seedDemoPriceList(o.t.database.db, new Date('2026-11-26T08:00:00Z'))).toBe(0);
    expect(await countRows(o.t, 'price_items', 'demo')).toBe(21);
    expect(await countRows(o.t, 'price_points', 'demo')).toBe(21 * 262);
    const list = await call(o.t, 'GET', '/saas-v1/market-price/list?keyword=CU-BARLEY-US');
    const barley = list.body.data.rows[0];
    expect(barley).toMatchObject({ demo: true, lastUpdate: '2026-11-26', following: false });
    // Whole dollars, within a plausible band of the start level after a year's walk.
    expect(barley.latest.purchasePrice).toMatch(/^\d+\.00$/);
    expect(Number(barley.latest.purchasePrice)).toBeGreaterThan(6000);
    expect(Number(barley.latest.purchasePrice)).toBeLessThan(12000);
    expect(Number(barley.latest.exportSalesPrice) - Number(barley.latest.purchasePrice)).toBe(320);
    // The same walk on every database.
    const again = await queryRows<{ p: string }>(o.t, `select purchase_price::text as p from price_points p join price_items i on i.id = p.item_id where i.code = 'CN-CU-BARLEY' and price_date = '2026-06-01'`);
    expect(again[0]!.p).toMatch(/^\d+0\.00$/);
    expect((await call(o.t, 'GET', '/saas-v1/market-price/follow/list', { token: o.tokens.buyer })).body.data.rows.map((f: { name: string }) => f.name).sort()).toEqual([
      'Bare bright copper wire (Barley)',
      'LME copper cash settlement (USD/MT)',
      'Used beverage cans (Taldon)',
    ]);
  });
});
