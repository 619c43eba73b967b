import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, queryRows } from '../../../../test/api.ts';
import { createTestApp, type TTestApp } from '../../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  await queryRows(t, 'delete from reference_prices');
  await queryRows(
    t,
    `insert into reference_prices (basis, unit, price_date, price, source) values
       ('LME', 'USD_PER_MT', '2026-11-24', 9400, null), ('LME', 'USD_PER_MT', '2026-11-25', 9500, null),
       ('CMX', 'US_CENTS_PER_LB', '2026-11-25', 450, null), ('BTAL', 'CNY_PER_MT', '2026-11-25', 20000, 'demo')`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('AI tools (/ai-system/tools, public; issue 17 items 3–5)', () => {
  it('lists the latest settlement of each series under the calculator’s tokens', async () => {
    const res = await call(t, 'GET', '/ai-system/tools/settlements');
    expect(res.body.code).toBe(200);
    expect(res.body.data.rows).toEqual([
      { token: 'LME', basis: 'LME', unit: 'USD_PER_MT', price: '9500', date: '2026-11-25', demo: false },
      { token: 'COMEX', basis: 'CMX', unit: 'US_CENTS_PER_LB', price: '450', date: '2026-11-25', demo: false },
      { token: 'BTAL', basis: 'BTAL', unit: 'CNY_PER_MT', price: '20000', date: '2026-11-25', demo: true },
    ]);
  });

  it('estimates a lot’s recovery at the latest settlement; bad input is 1000 naming the field', async () => {
    // 20 MT × 77 % = 15.4 MT × 9500 USD = 146,300.00
    const res = await call(t, 'POST', '/ai-system/tools/recovery', { body: { grade: 'insulatedCuNo1', lotMt: '20' } });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ isri: 'Druid', recoveredMt: '15.400000', lines: [{ metal: 'Cu', basis: 'LME', value: '146300.00', priceDate: '2026-11-25' }] });
    // Copper at COMEX: 450 ¢/lb × 22.0462 = 9920.79 USD/MT; 10 × 60 % = 6 MT → 59,524.74
    const cmx = await call(t, 'POST', '/ai-system/tools/recovery', { body: { grade: 'radiatorsCuBrass', lotMt: 10, metals: { Cu: { percent: '60', basis: 'CMX' } } } });
    expect(cmx.body.data.lines[0]).toMatchObject({ recoveredMt: '6.000000', pricePerMt: '9920.79', value: '59524.74' });

    const bad = await call(t, 'POST', '/ai-system/tools/recovery', { body: { grade: 'insulatedCuNo1', lotMt: '-3' } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.errors[0].field).toBe('lotMt');
    const zh = await call(t, 'POST', '/ai-system/tools/recovery', { lang: 'zh', body: { grade: 'gold', lotMt: '1' } });
    expect(zh.body.code).toBe(1000);
    expect(zh.body.data.errors[0].field).toBe('grade');
    expect(zh.body.msg).toContain('品类');
  });

  it('estimates a cable’s metal by geometry, and refuses a size it cannot read', async () => {
    const body = {
      metal: 'cu',
      groups: [{ cores: 1, size: '2.5', unit: 'mm2', strands: 1 }],
      insulation: 'pvc',
      insulationMm: 0.8,
      sheath: 'pvc',
      sheathMm: 0,
      amount: { kind: 'length', metres: 1000 },
    };
    // BV 2.5: 22.4 g/m copper of 31.36 g/m (71.42 %); 1000 m → 0.0224 MT × 9500 = 212.80 USD
    const res = await call(t, 'POST', '/ai-system/tools/cable', { body });
    expect(res.body.data).toMatchObject({ metalPercent: '71.42', metalMt: '0.022400', value: '212.80', basis: 'LME' });

    const badAwg = await call(t, 'POST', '/ai-system/tools/cable', { body: { ...body, groups: [{ cores: 1, size: '13/0', unit: 'awg', strands: 1 }] } });
    expect(badAwg.body.code).toBe(1000);
    expect(badAwg.body.data.errors[0].field).toBe('groups.0.size');
    const noAmount = await call(t, 'POST', '/ai-system/tools/cable', { body: { ...body, amount: { kind: 'length', metres: 0 } } });
    expect(noAmount.body.code).toBe(1000);
    expect(noAmount.body.data.errors[0].field).toBe('amount.metres');
  });

  it('reads a jacket print, and says so when it names no size', async () => {
    const res = await call(t, 'POST', '/ai-system/tools/jacket-print', { body: { text: '3×2.5 mm² H07RN-F' } });
    expect(res.body.data).toMatchObject({ groups: [{ cores: 3, size: '2.5', unit: 'mm2' }], insulation: 'rubber', sheath: 'pcp' });
    const none = await call(t, 'POST', '/ai-system/tools/jacket-print', { body: { text: 'made in somewhere' } });
    expect(none.body.code).toBe(1831);
    const empty = await call(t, 'POST', '/ai-system/tools/jacket-print', { body: { text: '' } });
    expect(empty.body.code).toBe(1000);
    expect(empty.body.data.errors[0].field).toBe('text');
  });

  it('evaluates a formula at the latest settlements, never runs code, and names the formula when it is wrong', async () => {
    // 9500 × 0.96 × 0.92 − 150 = 8390.4 − 150 = 8240.4
    const res = await call(t, 'POST', '/ai-system/tools/formula', { body: { formula: 'LME × Cu% × 92% − 150', elements: { Cu: '96' } } });
    expect(res.body.data).toEqual({ formula: 'LME × Cu% × 92% − 150', value: '8240.4000', used: [{ token: 'LME', value: '9500', date: '2026-11-25', own: false }] });
    // One's own LME: 9000 × 0.95 = 8550
    const own = await call(t, 'POST', '/ai-system/tools/formula', { body: { formula: 'LME*95%', prices: { LME: '9000' } } });
    expect(own.body.data).toMatchObject({ value: '8550.0000', used: [{ token: 'LME', value: '9000', own: true, date: null }] });

    for (const formula of ['import("fs")', 'constructor.constructor("return process")()', '1 ÷ 0', '(1 + 2', 'FOO × 2', 'LME × Cu%']) {
      const bad = await call(t, 'POST', '/ai-system/tools/formula', { body: { formula } });
      expect(bad.body.code, formula).toBe(1000);
      expect(bad.body.data.errors[0].field).toBe('formula');
    }
    const zh = await call(t, 'POST', '/ai-system/tools/formula', { lang: 'zh', body: { formula: '1/0' } });
    expect(zh.body.msg).toContain('除数为零');
    // No settlement for SHCU yet: 1830, naming the token.
    const noPrice = await call(t, 'POST', '/ai-system/tools/formula', { body: { formula: 'SHCU - 100' } });
    expect(noPrice.body.code).toBe(1830);
    expect(noPrice.body.msg).toContain('SHCU');
  });
});
