import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { independenceKeys, weeklyIndex, type TIndexDeal } from '@scrapbridge/domain/pricing/deal-index';
import { ZDealIndexSeries } from '@scrapbridge/domain/pricing/deal-index-view';
import { call, queryRows } from '../../../../test/api.ts';
import { agentLink, gradeId, handDeal, handShipment, trader, type TTrader } from '../../../../test/deal-history-fixtures.ts';
import { createTestApp, type TTestApp } from '../../../../test/test-app.ts';
import { weeklyDealIndex } from './deal-index.repository.ts';
import { getDealIndex } from './get-deal-index.ts';

/**
 * The own-deal index (issue 14 item 6) on a hand-made history of one copper grade, three weeks of March 2026:
 * - agent G acts for sellers S1, S2 and S3; agent H for S1 and S5 (a chain: S5 joins G's group through S1);
 * - week of 2 Mar: S1→B1, S2→B2, S3→B1 — five companies by name, but G's sellers are one: 3 → insufficient;
 * - week of 9 Mar: S1→B1, S2→B2, S4→B3, S6→B4, plus an LME line fixed at 9,530.50 on 12 MT and an unfixed one →
 *   group, B1–B4, S4, S6: published, at the volume-weighted price of the fixed lines and the fixed shipment;
 * - week of 16 Mar: S5→B1, S1→B2, S4→B1 — 5 companies if S5 stood alone; through H it is G's: 4 → insufficient.
 * A China-market deal in the same weeks and a voided one never count.
 */

let t: TTestApp;
let copper: number;
const T: Record<string, TTrader> = {};
const deals: TIndexDeal[] = [];

const at = (day: string) => `${day}T08:00:00Z`;

async function deal(seller: string, buyer: string, day: string, price: string, weight: string, extra: { market?: 'cn'; status?: 'voided' } = {}) {
  await handDeal(t, { buyer: T[buyer]!, seller: T[seller]!, dealAt: at(day), ...extra, lines: [{ subCategoryId: copper, price, weight }] });
  if (!extra.market && !extra.status) deals.push({ series: 'copper', dealDate: day, sellerKey: seller, buyerKey: buyer, tonnes: weight, pricePerMt: price });
}

beforeAll(async () => {
  t = await createTestApp({}, { template: 'catalog+demo' });
  copper = await gradeId(t, 'birch-cliff');
  for (const name of ['G', 'H', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'B1', 'B2', 'B3', 'B4']) T[name] = await trader(t, { name: `Index ${name}` });
  await agentLink(t, T['G']!, T['S1']!);
  await agentLink(t, T['G']!, T['S2']!);
  await agentLink(t, T['G']!, T['S3']!);
  await agentLink(t, T['H']!, T['S1']!);
  await agentLink(t, T['H']!, T['S5']!);

  await deal('S1', 'B1', '2026-03-02', '9000', '20');
  await deal('S2', 'B2', '2026-03-04', '9100', '10');
  await deal('S3', 'B1', '2026-03-08', '9200', '5');

  await deal('S1', 'B1', '2026-03-09', '9050', '20');
  await deal('S2', 'B2', '2026-03-10', '9150.5', '12.5');
  await deal('S4', 'B3', '2026-03-12', '8990', '7.25');
  const lme = await handDeal(t, {
    buyer: T['B4']!,
    seller: T['S6']!,
    dealAt: at('2026-03-13'),
    lines: [{ subCategoryId: copper, quoteType: 'LME', deduction: 1, price: '97.25', weight: '25' }],
  });
  await handShipment(t, { contractId: lme.contractId, netWeights: ['12'], fix: { lineId: lme.lineIds[0]!, basis: 'LME', settlementDate: '2026-03-20', settlementPrice: '9800', pricePerMt: '9530.50' } });
  await handShipment(t, { contractId: lme.contractId, netWeights: ['13'] });
  deals.push({ series: 'copper', dealDate: '2026-03-13', sellerKey: 'S6', buyerKey: 'B4', tonnes: '12', pricePerMt: '9530.50' });
  await deal('S4', 'B3', '2026-03-11', '1', '500', { market: 'cn' });
  await deal('S4', 'B3', '2026-03-11', '1', '500', { status: 'voided' });

  await deal('S5', 'B1', '2026-03-16', '9300', '10');
  await deal('S1', 'B2', '2026-03-17', '9310', '10');
  await deal('S4', 'B1', '2026-03-18', '9320', '10');
});
afterAll(async () => {
  await t?.close();
});

describe('the weekly index in SQL', () => {
  it('publishes only weeks with 5 independent companies, an agent and its sellers (in any chain) counting once', async () => {
    const rows = await weeklyDealIndex(t.database.db, { market: 'intl', subCategoryId: copper, fromDay: '2026-03-02', untilDay: '2026-03-23' });
    expect(rows.map((r) => [r.week, r.price, r.deals, r.companies])).toEqual([
      ['2026-03-02', null, 3, 3],
      // (9050 × 20 + 9150.5 × 12.5 + 8990 × 7.25 + 9530.5 × 12) ÷ 51.75 = 9177.29…
      ['2026-03-09', '9177.29', 4, 7],
      ['2026-03-16', null, 3, 4],
    ]);
    expect(rows[1]!.tonnes).toBe('51.750000');
  });

  it('agrees with the domain rule on the same deals', async () => {
    const key = independenceKeys([
      { agentCompanyId: 'G', sellerCompanyId: 'S1' },
      { agentCompanyId: 'G', sellerCompanyId: 'S2' },
      { agentCompanyId: 'G', sellerCompanyId: 'S3' },
      { agentCompanyId: 'H', sellerCompanyId: 'S1' },
      { agentCompanyId: 'H', sellerCompanyId: 'S5' },
    ]);
    const expected = weeklyIndex(deals.map((d) => ({ ...d, sellerKey: key(d.sellerKey), buyerKey: key(d.buyerKey) })));
    const rows = await weeklyDealIndex(t.database.db, { market: 'intl', subCategoryId: copper, fromDay: '2026-03-02', untilDay: '2026-03-23' });
    expect(rows.map((r) => ({ week: r.week, price: r.price, deals: r.deals, companies: r.companies }))).toEqual(
      expected.map((p) => ({ week: p.week, price: p.price, deals: p.deals, companies: p.companies })),
    );
  });

  it('every grade at once (the benchmark shape) holds the same copper weeks', async () => {
    const rows = await weeklyDealIndex(t.database.db, { market: 'intl', fromDay: '2026-03-02', untilDay: '2026-03-23' });
    expect(rows.filter((r) => r.sub_category_id === copper).map((r) => r.price)).toEqual([null, '9177.29', null]);
    const cn = await weeklyDealIndex(t.database.db, { market: 'cn', subCategoryId: copper, fromDay: '2026-03-09', untilDay: '2026-03-16' });
    expect(cn).toEqual([expect.objectContaining({ week: '2026-03-09', price: null, deals: 1, companies: 2 })]);
  });
});

describe('GET /app-v2/deal-index/weekly (public)', () => {
  it('answers every week of the range up to the current one, oldest first, with no price where insufficient', async () => {
    const res = await call(t, 'GET', `/app-v2/deal-index/weekly?subCategoryId=${copper}&market=intl&weeks=3`);
    expect(res.body.code).toBe(200);
    const s = ZDealIndexSeries.parse(res.body.data);
    expect(s).toMatchObject({ subCategoryId: copper, market: 'intl', currency: 'USD', minCompanies: 5, grade: expect.stringContaining('Birch/Cliff') });
    expect(s.points).toHaveLength(3);
    const weeks = s.points.map((p) => p.week);
    expect([...weeks].sort()).toEqual(weeks);
    // The March history is long before the current weeks: nothing is carried over into them.
    expect(s.points.every((p) => p.status === 'insufficient' && p.price === null && p.deals === 0)).toBe(true);
  });

  it('on a fixed day (20 Mar 2026), the last 3 weeks are the March history, the published week in the middle', async () => {
    const s = await getDealIndex({ db: t.database.db, query: { subCategoryId: copper, market: 'intl', weeks: 3 }, lang: 'zh', now: new Date('2026-03-20T12:00:00Z') });
    expect(s.points.map((p) => [p.week, p.status, p.price, p.tonnes])).toEqual([
      ['2026-03-02', 'insufficient', null, '35'],
      ['2026-03-09', 'published', '9177.29', '51.75'],
      ['2026-03-16', 'insufficient', null, '30'],
    ]);
    expect(s.grade).toMatch(/[\u4e00-\u9fff]/);
  });

  it('an unknown grade or a family is 404; a bad market or week count is 1000', async () => {
    expect((await call(t, 'GET', `/app-v2/deal-index/weekly?subCategoryId=999999&market=intl`)).body.code).toBe(404);
    const [family] = await queryRows<{ id: number }>(t, `select id from categories where code = 'copper'`);
    expect((await call(t, 'GET', `/app-v2/deal-index/weekly?subCategoryId=${family!.id}&market=intl`)).body.code).toBe(404);
    expect((await call(t, 'GET', `/app-v2/deal-index/weekly?subCategoryId=${copper}&market=eu`)).body.code).toBe(1000);
    expect((await call(t, 'GET', `/app-v2/deal-index/weekly?subCategoryId=${copper}&market=intl&weeks=0`)).body.code).toBe(1000);
  });
});
