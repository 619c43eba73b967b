import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, countRows, post } from '../../../../test/api.ts';
import { liveAsk, negotiationTestApp, placed, quoteBody, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';
import { seedReferencePrices } from './seed-reference-prices.ts';

let n: TNegotiation;
beforeAll(async () => {
  n = await negotiationTestApp();
});
afterAll(async () => {
  await n?.t.close();
});

describe('reference prices (daily settlement per basis; staff CRUD and CSV import)', () => {
  it('staff enter, correct, import and delete; others may only read the latest', async () => {
    expect((await post(n.t, '/admin/reference-price', { basis: 'LME', priceDate: '2026-03-02', price: '9800' }, { token: n.tokens.buyer })).body.code).toBe(1403);
    const created = await post(n.t, '/admin/reference-price', { basis: 'LME', priceDate: '2026-03-02', price: '9800', source: 'LME' }, { token: n.tokens.staff });
    expect(created.body.data).toMatchObject({ basis: 'LME', unit: 'USD_PER_MT', price: 9800, priceDate: '2026-03-02' });
    const dup = await post(n.t, '/admin/reference-price', { basis: 'LME', priceDate: '2026-03-02', price: '9900' }, { token: n.tokens.staff });
    expect(dup.body).toMatchObject({ code: 1000, msg: 'Settlement date: A price for this basis and date already exists' });
    const fixed = await call(n.t, 'PUT', `/admin/reference-price/${created.body.data.id}`, { token: n.tokens.staff, body: { basis: 'LME', priceDate: '2026-03-02', price: '9810.5' } });
    expect(fixed.body.data.price).toBe(9810.5);

    const bad = await post(n.t, '/admin/reference-price/import', { csv: 'basis,date,price\nLME,2026-03-03,9820\nGOLD,2026-03-03,1' }, { token: n.tokens.staff });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toContain('line 3');
    expect(await countRows(n.t, 'reference_prices')).toBe(1);
    const imported = await post(
      n.t,
      '/admin/reference-price/import',
      { csv: 'basis,date,price,source\nLME,2026-03-03,9820,LME\nLME,2026-03-02,9811\nCMX,2026-03-03,450\nUSDCNY,2026-03-03,7.2\nSHCU,2026-03-03,72000' },
      { token: n.tokens.staff },
    );
    expect(imported.body.data).toEqual({ imported: 4, updated: 1 });
    const latest = await call(n.t, 'GET', '/app-v2/reference-price/latest', { token: n.tokens.buyer });
    expect(Object.fromEntries(latest.body.data.rows.map((r: { basis: string; price: number }) => [r.basis, r.price]))).toEqual({ LME: 9820, CMX: 450, USDCNY: 7.2, SHCU: 72000 });
    const page = await call(n.t, 'GET', '/admin/reference-price?basis=LME', { token: n.tokens.staff });
    expect(page.body.data.total).toBe(2);
    expect((await call(n.t, 'DELETE', `/admin/reference-price/${created.body.data.id}`, { token: n.tokens.staff })).body.code).toBe(200);
    expect(await countRows(n.t, 'reference_prices', `basis = 'LME'`)).toBe(1);
  });

  it('ranks formula and fixed offers together at USD/MT at the latest reference prices', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [a, b, c] = await verifiedBuyers(n.t.database.db, 3, 'ref');
    // LME 9820: 95% = 9329; CMX 450 − 20 ¢/lb = 9479.87; fixed 9400.
    const lme = await placed(n.t, a!.token, { ...quoteBody(askId, detailId, {}, { quoteType: 'LME', price: '95' }), confirmMethodMismatch: true });
    const cmx = await placed(n.t, b!.token, { ...quoteBody(askId, detailId, {}, { quoteType: 'CMX', price: '20' }), confirmMethodMismatch: true });
    const fixed = await placed(n.t, c!.token, quoteBody(askId, detailId, {}, { price: '9400' }));
    const list = await call(n.t, 'GET', `/app-v2/quote/ask/${askId}`, { token: n.tokens.seller });
    expect(list.body.data.rows.map((r: { quoteId: string; normalisedUsdPerMt: number; rank: number }) => [r.quoteId, r.normalisedUsdPerMt, r.rank])).toEqual([
      [cmx.quoteId, 9479.87, 1],
      [fixed.quoteId, 9400, 2],
      [lme.quoteId, 9329, 3],
    ]);
    expect(list.body.data.references.map((r: { basis: string }) => r.basis).sort()).toEqual(['CMX', 'LME', 'SHCU', 'USDCNY']);
  });
});

describe('demo reference prices', () => {
  it('seeds five working days of every basis into an empty table only, once', async () => {
    // Settlements staff entered above: the demo series stays out.
    expect(await seedReferencePrices(n.t.database.db)).toBe(0);
    expect(await countRows(n.t, 'reference_prices', `source = 'demo'`)).toBe(0);

    await n.t.database.db.execute(sql`delete from reference_prices`);
    expect(await seedReferencePrices(n.t.database.db)).toBe(35);
    expect(await seedReferencePrices(n.t.database.db)).toBe(0);
    const latest = await call(n.t, 'GET', '/app-v2/reference-price/latest', { token: n.tokens.buyer });
    expect(latest.body.data.rows.map((r: { basis: string }) => r.basis).sort()).toEqual(['BTAL', 'CJCU', 'CMX', 'JLCU', 'LME', 'SHCU', 'USDCNY']);
    expect(await countRows(n.t, 'reference_prices', `source = 'demo'`)).toBe(35);
  });
});
