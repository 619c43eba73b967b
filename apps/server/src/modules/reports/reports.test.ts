import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictId } from '@scrapbridge/domain/catalog';
import { ZBusinessReport } from '@scrapbridge/domain/reports/business-report';
import { call, passwordLogin, queryRows } from '../../../test/api.ts';
import { gradeId, handDeal, handInvoice, handPriceItem, handShipment, trader, type TTrader } from '../../../test/deal-history-fixtures.ts';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';

/**
 * Business reports (issue 14 item 5) on a hand-made history whose figures were worked out by hand (comments below):
 * Alpha (China) buys copper from Bravo (US) and from Charlie (no country given), sells aluminium to Bravo, and has an
 * LME-priced deal with one of its two shipments fixed; a voided deal and deals outside the period never count.
 */

let t: TTestApp;
let staffToken: string;
let alpha: TTrader;
let alpha2: TTrader;
let bravo: TTrader;
let charlie: TTrader;
let delta: TTrader;
let copper: number;
let aluminium: number;
let lmeContractId: string;

const PERIOD = 'from=2026-01&to=2026-06';
const report = (token: string, query = PERIOD, lang: 'zh' | 'en' = 'en') => call(t, 'GET', `/app-v2/report/business?${query}`, { token, lang });

beforeAll(async () => {
  t = await createTestApp({}, { template: 'catalog+demo' });
  staffToken = await passwordLogin(t, 'staff@demo.test');
  copper = await gradeId(t, 'birch-cliff');
  aluminium = await gradeId(t, 'tense');
  alpha = await trader(t, { name: 'Alpha Metals', countryId: DictId.CountryCN });
  alpha2 = await trader(t, { companyId: alpha.companyId, countryId: DictId.CountryCN });
  bravo = await trader(t, { name: 'Bravo Recycling', countryId: DictId.CountryUS });
  charlie = await trader(t, { name: 'Charlie Scrap' });
  delta = await trader(t, { name: 'Delta Trading', countryId: DictId.CountryUS });

  // Staff price list of the copper grade: 8,800 on 14 Jan (deal 1 on the 15th), 9,000 on 19 Jan (deal 2 on the 20th).
  await handPriceItem(t, { subCategoryId: copper, points: [{ day: '2026-01-14', exportSales: '8800' }, { day: '2026-01-19', exportSales: '9000' }] });

  // 1. Alpha buys 20 MT copper from Bravo at 9,000 (FOB) = 180,000.
  const d1 = await handDeal(t, { buyer: alpha, seller: bravo, dealAt: '2026-01-15T10:00:00Z', lines: [{ subCategoryId: copper, price: '9000', weight: '20' }] });
  // 2. Alpha's second user buys 10 MT copper from Charlie at 9,300 = 93,000.
  await handDeal(t, { buyer: alpha2, seller: charlie, dealAt: '2026-01-20T10:00:00Z', lines: [{ subCategoryId: copper, price: '9300', weight: '10' }] });
  // 3. Alpha sells 42.5 MT aluminium to Bravo at 1,620 = 68,850.
  const d3 = await handDeal(t, { buyer: bravo, seller: alpha, dealAt: '2026-03-10T10:00:00Z', lines: [{ subCategoryId: aluminium, price: '1620', weight: '42.5' }] });
  // 4. Alpha buys 25 MT copper from Bravo at LME × 97.25 %; shipment 1 (12 MT) fixed at 9,800 → 9,530.50 (114,366.00),
  //    shipment 2 (12.4 MT) not yet: 25 − 12 = 13 MT open.
  const d4 = await handDeal(t, {
    buyer: alpha,
    seller: bravo,
    dealAt: '2026-02-05T10:00:00Z',
    lines: [{ subCategoryId: copper, quoteType: 'LME', deduction: 1, price: '97.25', weight: '25' }],
  });
  lmeContractId = d4.contractId;
  await handShipment(t, {
    contractId: d4.contractId,
    netWeights: ['6', '6'],
    fix: { lineId: d4.lineIds[0]!, basis: 'LME', settlementDate: '2026-04-01', settlementPrice: '9800', pricePerMt: '9530.50' },
  });
  await handShipment(t, { contractId: d4.contractId, netWeights: ['12.4'] });
  // Never counted: a voided deal, a deal after the period, a deal between two other companies.
  await handDeal(t, { buyer: alpha, seller: bravo, dealAt: '2026-02-10T10:00:00Z', status: 'voided', lines: [{ subCategoryId: copper, price: '1', weight: '100' }] });
  await handDeal(t, { buyer: alpha, seller: bravo, dealAt: '2026-07-01T10:00:00Z', lines: [{ subCategoryId: copper, price: '9100', weight: '5' }] });
  await handDeal(t, { buyer: delta, seller: bravo, dealAt: '2026-02-01T10:00:00Z', lines: [{ subCategoryId: aluminium, price: '1500', weight: '20' }] });

  // Invoices: deal 1 deposit 54,000 paid; final 126,000 due 1 Mar with 26,000 paid → 100,000 outstanding and overdue.
  const staff = (await queryRows<{ id: string }>(t, `select id from users where email = 'staff@demo.test'`))[0]!.id;
  await handInvoice(t, { contractId: d1.contractId, type: 'deposit', issueDate: '2026-01-20', dueDate: '2026-01-30', amount: '54000', paid: [{ on: '2026-01-25', amount: '54000' }], recordedBy: staff });
  await handInvoice(t, { contractId: d1.contractId, type: 'final', issueDate: '2026-02-15', dueDate: '2026-03-01', amount: '126000', paid: [{ on: '2026-03-05', amount: '26000' }], recordedBy: staff });
  // Deal 3 (Alpha sells): 68,850 receivable, no due date; an invoice issued after the period does not count.
  await handInvoice(t, { contractId: d3.contractId, type: 'final', issueDate: '2026-03-15', amount: '68850', recordedBy: staff });
  await handInvoice(t, { contractId: d1.contractId, type: 'final', issueDate: '2026-08-01', amount: '10', recordedBy: staff });
});
afterAll(async () => {
  await t?.close();
});

describe('§7 my_reports', () => {
  it('answers the report screen for a signed-in account, 401 without one', async () => {
    const res = await call(t, 'GET', '/app-v2/web/view/type/my_reports', { token: alpha.token });
    expect(res.body).toMatchObject({ code: 200, data: { url: '/reports' } });
    expect((await call(t, 'GET', '/app-v2/web/view/type/my_reports')).body.code).toBe(401);
  });
});

describe("a company's report, checked by hand", () => {
  it('totals, months and countries of purchases and sales; voided, other companies and other months left out', async () => {
    const res = await report(alpha.token);
    expect(res.body.code).toBe(200);
    const r = ZBusinessReport.parse(res.body.data);
    expect(r).toMatchObject({ scope: 'company', companyName: 'Alpha Metals', period: { from: '2026-01', to: '2026-06' } });
    expect(r.period.months).toHaveLength(6);
    // Purchases: 20 + 10 + 25 MT; priced 20 + 10 + 12 (the fixed shipment); 180,000 + 93,000 + 114,366 = 387,366 → 9,223 / MT.
    expect(r.totals).toEqual([
      { currency: 'USD', side: 'buy', deals: 3, tonnes: '55', pricedTonnes: '42', value: '387366.00', avgPrice: '9223.00' },
      { currency: 'USD', side: 'sell', deals: 1, tonnes: '42.5', pricedTonnes: '42.5', value: '68850.00', avgPrice: '1620.00' },
    ]);
    expect(r.byMonth.map((m) => [m.month, m.side, m.deals, m.tonnes, m.value])).toEqual([
      ['2026-01', 'buy', 2, '30', '273000.00'],
      ['2026-02', 'buy', 1, '25', '114366.00'],
      ['2026-03', 'sell', 1, '42.5', '68850.00'],
    ]);
    const countries = Object.fromEntries(r.byCountry.map((c) => [`${c.side} ${c.country}`, [c.deals, c.tonnes, c.value]]));
    expect(countries).toEqual({
      'buy United States': [2, '45', '294366.00'],
      'buy Not given': [1, '10', '93000.00'],
      'sell United States': [1, '42.5', '68850.00'],
    });
  });

  it('price against the index of the day: price list for fixed deals, the settlement for the fixed shipment', async () => {
    const r = ZBusinessReport.parse((await report(alpha.token)).body.data);
    const copperBuy = r.byGrade.find((g) => g.gradeId === copper && g.side === 'buy')!;
    // Index: 8,800 × 20 + 9,000 × 10 + 9,800 × 12 = 383,600 over 42 MT = 9,133.33; price 9,223.00 → +0.98 %.
    expect(copperBuy).toMatchObject({ deals: 3, tonnes: '55', pricedTonnes: '42', indexedTonnes: '42', indexedAvgPrice: '9223.00', avgIndex: '9133.33', vsIndexPct: '0.98' });
    // No price list for aluminium: nothing to compare.
    const aluSell = r.byGrade.find((g) => g.gradeId === aluminium && g.side === 'sell')!;
    expect(aluSell).toMatchObject({ tonnes: '42.5', avgPrice: '1620.00', indexedTonnes: '0', avgIndex: null, vsIndexPct: null });
  });

  it('open unpriced tonnage as of now, and receivables/payables of invoices issued in the period', async () => {
    const r = ZBusinessReport.parse((await report(alpha.token)).body.data);
    expect(r.unpriced.rows).toEqual([expect.objectContaining({ contractId: lmeContractId, side: 'buy', formulaTonnes: '25', fixedTonnes: '12', openTonnes: '13' })]);
    expect(r.unpriced.openTonnes).toBe('13');
    expect(r.money).toEqual([
      { currency: 'USD', kind: 'payable', invoices: 2, invoiced: '180000.00', paid: '80000.00', outstanding: '100000.00', overdue: '100000.00' },
      { currency: 'USD', kind: 'receivable', invoices: 1, invoiced: '68850.00', paid: '0.00', outstanding: '68850.00', overdue: '0.00' },
    ]);
  });

  it('every user of the company sees the same report; names follow the reader’s language', async () => {
    const a = (await report(alpha.token)).body.data;
    const b = (await report(alpha2.token)).body.data;
    expect(b.totals).toEqual(a.totals);
    const zh = ZBusinessReport.parse((await report(alpha.token, PERIOD, 'zh')).body.data);
    expect(zh.companyName).toBe('Alpha Metals（中）');
    expect(zh.byCountry.map((c) => c.country)).toContain('美国');
    expect(zh.byCountry.map((c) => c.country)).toContain('未填写');
  });
});

describe('who sees what', () => {
  it("a company sees only its own deals: Delta's report holds its one deal, nothing of Alpha's", async () => {
    const r = ZBusinessReport.parse((await report(delta.token)).body.data);
    expect(r.totals).toEqual([{ currency: 'USD', side: 'buy', deals: 1, tonnes: '20', pricedTonnes: '20', value: '30000.00', avgPrice: '1500.00' }]);
    expect(r.unpriced.rows).toEqual([]);
    expect(r.money).toEqual([]);
    const none = ZBusinessReport.parse((await report(charlie.token, 'from=2026-03&to=2026-06')).body.data);
    expect(none).toMatchObject({ totals: [], byMonth: [], byGrade: [], byCountry: [], money: [] });
  });

  it('staff get the whole market: every live contract of the period, side "all"', async () => {
    const r = ZBusinessReport.parse((await report(staffToken)).body.data);
    expect(r.scope).toBe('market');
    expect(r.companyName).toBeNull();
    const [live] = await queryRows<{ n: number }>(t, `select count(*)::int as n from contracts where status <> 'voided' and deal_at >= '2026-01-01' and deal_at < '2026-07-01'`);
    expect(r.totals.every((x) => x.side === 'all')).toBe(true);
    expect(r.totals.reduce((s, x) => s + x.deals, 0)).toBe(live!.n);
    const alu = r.byGrade.find((g) => g.gradeId === aluminium)!;
    // Alpha → Bravo 42.5 MT and Bravo → Delta 20 MT.
    expect(alu).toMatchObject({ deals: 2, tonnes: '62.5', value: '98850.00' });
    expect(r.unpriced.rows.map((u) => u.contractId)).toContain(lmeContractId);
    expect(r.money.find((m) => m.kind === 'market')).toMatchObject({ invoices: 3, invoiced: '248850.00', outstanding: '168850.00' });
  });

  it('refuses a reversed or too long period with 1000 naming `from`; needs a session', async () => {
    const reversed = await report(alpha.token, 'from=2026-06&to=2026-01');
    expect(reversed.body.code).toBe(1000);
    expect(reversed.body.msg).toMatch(/from/i);
    expect((await report(alpha.token, 'from=2020-01&to=2026-01')).body.code).toBe(1000);
    expect((await report(alpha.token, 'from=2026-1')).body.code).toBe(1000);
    expect((await call(t, 'GET', `/app-v2/report/business?${PERIOD}`)).body.code).toBe(401);
  });

  it('the default period is the last 12 months up to the current one', async () => {
    const r = ZBusinessReport.parse((await report(alpha.token, '')).body.data);
    expect(r.period.months).toHaveLength(12);
    expect(r.period.to).toBe(new Date(r.generatedAt).toISOString().slice(0, 7));
  });
});

describe('exports', () => {
  const download = (token: string, format: string, lang: 'zh' | 'en' = 'en') =>
    t.app.inject({ method: 'GET', url: `/app-v2/report/business/export/${format}?${PERIOD}`, headers: { authorization: `Bearer ${token}`, appLang: lang === 'zh' ? 'zh-CN' : 'en-US' } });

  it('XLSX: a real workbook with the same figures, in the reader’s language', async () => {
    const res = await download(alpha.token, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('business-report-2026-01_2026-06.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = wb.worksheets.map((w) => w.name);
    expect(names[0]).toBe('Business report');
    expect(names).toContain('Totals');
    const totals = wb.getWorksheet('Totals')!;
    const rows = totals.getSheetValues().filter(Boolean) as unknown[][];
    const buy = rows.find((r) => r.includes('Purchases'))!;
    expect(buy).toContain(387366);
    expect(buy).toContain(55);
    const zh = await download(alpha.token, 'xlsx', 'zh');
    const wbZh = new ExcelJS.Workbook();
    await wbZh.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(wbZh.worksheets[0]!.name).toBe('商业报告');
    expect(wbZh.worksheets.map((w) => w.name)).toContain('合计');
  });

  it('PDF: a real document whose text holds the figures, in Chinese too', async () => {
    const res = await download(alpha.token, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Business report');
    expect(text).toContain('387366.00');
    expect(text).toContain('Alpha Metals');
    const zh = await download(alpha.token, 'pdf', 'zh');
    const zhText = (await extractText(await getDocumentProxy(new Uint8Array(zh.rawPayload)), { mergePages: true })).text;
    expect(zhText).toContain('商业报告');
    expect(zhText).toContain('未点价');
  });

  it("staff export the market; another company's file never holds Alpha's figures; a bad format is 1000", async () => {
    const staff = await download(staffToken, 'xlsx');
    expect(staff.headers['content-disposition']).toContain('market-report-');
    const other = await download(delta.token, 'pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(other.rawPayload)), { mergePages: true })).text;
    expect(text).not.toContain('387366');
    expect(text).toContain('30000.00');
    const bad = await download(alpha.token, 'csv');
    expect(bad.json().code).toBe(1000);
  });
});
