import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, queryRows } from '../../../../test/api.ts';
import { createTestApp, type TTestApp } from '../../../../test/test-app.ts';
import { createHttpPriceFeed, type THttpFeedOptions } from '../../../providers/price-feed.ts';
import { pollPriceFeed } from './price-feed-sweep.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
});
afterAll(async () => {
  await t?.close();
});

async function settlements(rows: [basis: string, date: string, price: string, source?: string][]) {
  await queryRows(t, 'delete from reference_prices');
  if (!rows.length) return;
  const units: Record<string, string> = { LME: 'USD_PER_MT', CMX: 'US_CENTS_PER_LB', SHCU: 'CNY_PER_MT', CJCU: 'CNY_PER_MT', JLCU: 'CNY_PER_MT', BTAL: 'CNY_PER_MT', USDCNY: 'CNY_PER_USD' };
  const values = rows.map(([b, d, p, s]) => `('${b}', '${units[b]}', '${d}', ${p}, ${s ? `'${s}'` : 'null'})`).join(',');
  await queryRows(t, `insert into reference_prices (basis, unit, price_date, price, source) values ${values}`);
}

describe('futures board (/app-future, public)', () => {
  it('shows every series with a settlement: latest, previous, change and %, unit, date, in series order, to anyone', async () => {
    await settlements([
      ['USDCNY', '2026-03-02', '7.1000'],
      ['USDCNY', '2026-03-03', '7.1234'],
      ['LME', '2026-02-27', '9700'],
      ['LME', '2026-03-02', '9800'],
      ['LME', '2026-03-03', '9530.5', 'demo'],
      ['CMX', '2026-03-03', '450.25'],
    ]);
    const res = await call(t, 'GET', '/app-future/futures/board');
    expect(res.body.code).toBe(200);
    expect(res.body.data.rows).toEqual([
      {
        basis: 'LME',
        unit: 'USD_PER_MT',
        decimals: 2,
        latestDate: '2026-03-03',
        latest: '9530.5',
        previousDate: '2026-03-02',
        previous: '9800',
        change: '-269.50',
        changePercent: '-2.75',
        direction: 'down',
        source: 'demo',
        demo: true,
      },
      expect.objectContaining({ basis: 'CMX', unit: 'US_CENTS_PER_LB', latest: '450.25', previous: null, change: null, changePercent: null, direction: null, demo: false }),
      expect.objectContaining({ basis: 'USDCNY', decimals: 4, latest: '7.1234', previous: '7.1', change: '0.0234', changePercent: '0.33', direction: 'up' }),
    ]);
    // The same for a signed-in reader, and under the §7 prefix only.
    expect((await call(t, 'GET', '/app-v2/futures/board')).status).toBe(404);
  });

  it('answers a series’ history over a range counted back from its latest settlement, oldest first', async () => {
    const rows: [string, string, string][] = [];
    for (let i = 0; i < 400; i++) {
      const d = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      rows.push(['LME', d, String(9000 + i)]);
    }
    await settlements(rows);
    const last = rows[rows.length - 1]![1];
    const month = await call(t, 'GET', '/app-future/futures/history?basis=LME&range=1M');
    expect(month.body.data).toMatchObject({ basis: 'LME', unit: 'USD_PER_MT', range: '1M', demo: false });
    expect(month.body.data.points.at(-1)).toEqual({ date: last, price: '9399' });
    expect(month.body.data.points[0].date).toBe('2026-01-04');
    expect(month.body.data.points).toHaveLength(32);
    expect((await call(t, 'GET', '/app-future/futures/history?basis=LME&range=1Y')).body.data.points).toHaveLength(366);
    expect((await call(t, 'GET', '/app-future/futures/history?basis=LME&range=ALL')).body.data.points).toHaveLength(400);
    // Default 3M; a series with nothing answers no points; a bad basis or range is 1000 naming the field.
    expect((await call(t, 'GET', '/app-future/futures/history?basis=LME')).body.data.range).toBe('3M');
    expect((await call(t, 'GET', '/app-future/futures/history?basis=BTAL')).body.data.points).toEqual([]);
    const bad = await call(t, 'GET', '/app-future/futures/history?basis=GOLD');
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toMatch(/basis/i);
    expect((await call(t, 'GET', '/app-future/futures/history?basis=LME&range=2W')).body.code).toBe(1000);
  });
});

// ---- the http price feed against a real local HTTP server ----

let feedBody = '';
let feedStatus = 200;
let feedRequests: http.IncomingHttpHeaders[] = [];
const server = http.createServer((req, res) => {
  feedRequests.push(req.headers);
  res.statusCode = feedStatus;
  res.end(feedBody);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const warnings: unknown[] = [];
const log = { info: () => undefined, warn: (obj: unknown) => void warnings.push(obj) } as unknown as THttpFeedOptions['log'];

function feed(over: Partial<THttpFeedOptions> = {}) {
  return createHttpPriceFeed({
    url: `${base}/settlements`,
    format: 'json',
    rowsPath: '',
    fields: { basis: 'basis', date: 'date', price: 'price' },
    basisMap: {},
    apiKeyHeader: 'Authorization',
    timeoutMs: 2000,
    log,
    ...over,
  });
}

const stored = () =>
  queryRows<{ basis: string; price_date: string; price: string; source: string }>(
    t,
    `select basis, to_char(price_date, 'YYYY-MM-DD') as price_date, price::text as price, source from reference_prices order by basis, price_date`,
  );

describe('price feed provider (http: JSON or CSV with a configured mapping)', () => {
  beforeEach(async () => {
    await settlements([]);
    await queryRows(t, `delete from audit_log where action like 'reference_price.feed%'`);
    feedStatus = 200;
    feedRequests = [];
    warnings.length = 0;
  });

  it('reads a JSON feed through the mapping into the reference prices, once: polling again writes nothing, a changed price is updated and audited', async () => {
    feedBody = JSON.stringify({
      data: {
        rows: [
          { instrument: 'LMCADS03', quote: { day: '2026-03-03', settle: 9530.5 } },
          { instrument: 'hg', quote: { day: '2026-03-03T00:00:00Z', settle: '450.25' } },
          { instrument: 'XAU', quote: { day: '2026-03-03', settle: 2900 } },
        ],
      },
    });
    const f = feed({ rowsPath: 'data.rows', fields: { basis: 'instrument', date: 'quote.day', price: 'quote.settle' }, basisMap: { LMCADS03: 'LME', HG: 'CMX' }, apiKey: 'Bearer k1' });
    expect(f.source).toBe(`http:${new URL(base).host}`);
    const first = await pollPriceFeed({ app: t.app, feed: f });
    expect(first).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, rejected: 0, failed: false });
    expect(feedRequests[0]!.authorization).toBe('Bearer k1');
    expect(await stored()).toEqual([
      { basis: 'CMX', price_date: '2026-03-03', price: '450.250000', source: f.source },
      { basis: 'LME', price_date: '2026-03-03', price: '9530.500000', source: f.source },
    ]);
    // Same day twice: one row, nothing written, nothing audited as a change.
    expect(await pollPriceFeed({ app: t.app, feed: f })).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await queryRows(t, `select 1 from audit_log where action = 'reference_price.feed_update'`)).toHaveLength(0);
    // A corrected settlement replaces the stored one and is audited with both values.
    feedBody = JSON.stringify({ data: { rows: [{ instrument: 'LMCADS03', quote: { day: '2026-03-03', settle: 9531 } }] } });
    expect(await pollPriceFeed({ app: t.app, feed: f })).toMatchObject({ inserted: 0, updated: 1 });
    expect((await stored()).find((r) => r.basis === 'LME')!.price).toBe('9531.000000');
    const audit = await queryRows<{ actor_user_id: string | null; detail: Record<string, unknown> }>(t, `select actor_user_id, detail from audit_log where action = 'reference_price.feed_update'`);
    expect(audit).toEqual([{ actor_user_id: null, detail: expect.objectContaining({ basis: 'LME', priceDate: '2026-03-03', from: '9530.500000', to: '9531', source: f.source, fromSource: f.source }) }]);
    expect((await call(t, 'GET', '/app-future/futures/board')).body.data.rows[0]).toMatchObject({ basis: 'LME', latest: '9531', source: f.source, demo: false });
  });

  it('reads a CSV feed by its header in any order and case; a day a staff member entered is replaced by a different feed price', async () => {
    await settlements([['SHCU', '2026-03-02', '72000', 'staff note']]);
    feedBody = 'Price,Date,Symbol\r\n72100,2026-03-03,SHCU\r\n"72,050.00",2026/03/02,shcu\r\n7.1234,20260303,USDCNY\r\n';
    const f = feed({ format: 'csv', fields: { basis: 'symbol', date: 'date', price: 'price' } });
    expect(await pollPriceFeed({ app: t.app, feed: f })).toMatchObject({ inserted: 2, updated: 1, rejected: 0 });
    expect(await stored()).toEqual([
      { basis: 'SHCU', price_date: '2026-03-02', price: '72050.000000', source: f.source },
      { basis: 'SHCU', price_date: '2026-03-03', price: '72100.000000', source: f.source },
      { basis: 'USDCNY', price_date: '2026-03-03', price: '7.123400', source: f.source },
    ]);
  });

  it('rejects bad rows (logged, the good ones still written) and writes nothing from a broken or failed feed', async () => {
    feedBody = JSON.stringify([
      { basis: 'LME', date: '2026-03-03', price: 9800 },
      { basis: 'LME', date: '2026-02-30', price: 9800 },
      { basis: 'CMX', date: '2026-03-03', price: -1 },
      { basis: 'CMX', date: '2026-03-04', price: 'n/a' },
      { basis: '', date: '2026-03-03', price: 1 },
      { basis: 'SHCU', date: '2026-03-03', price: 72000 },
      { basis: 'SHCU', date: '2026-03-03', price: 72500 },
      { basis: 'USDCNY', date: '2026-03-03', price: 1e300 },
    ]);
    const f = feed();
    expect(await pollPriceFeed({ app: t.app, feed: f })).toMatchObject({ inserted: 1, rejected: 7, failed: false });
    expect(await stored()).toEqual([expect.objectContaining({ basis: 'LME', price_date: '2026-03-03', price: '9800.000000' })]);
    const logged = warnings.find((w) => (w as { priceFeed?: { count?: number } }).priceFeed?.count) as { priceFeed: { count: number; rejected: { row: number; reason: string }[] } };
    expect(logged.priceFeed.count).toBe(7);
    expect(logged.priceFeed.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(logged.priceFeed.rejected[4]!.reason).toMatch(/twice with different prices/);

    for (const [status, body, format] of [
      [200, '{"rows": [', 'json'],
      [200, '{"rows": []}', 'json'],
      [500, '[]', 'json'],
      [200, 'when,what\n2026-03-03,1', 'csv'],
    ] as const) {
      feedStatus = status;
      feedBody = body;
      const r = await pollPriceFeed({ app: t.app, feed: feed({ format }) });
      expect(r.failed).toBe(true);
    }
    expect(await stored()).toHaveLength(1);
    // An unreachable feed fails the same way.
    const down = createHttpPriceFeed({ ...feedOptionsFor('http://127.0.0.1:9/none') });
    expect((await pollPriceFeed({ app: t.app, feed: down })).failed).toBe(true);
  });
});

function feedOptionsFor(url: string): THttpFeedOptions {
  return { url, format: 'json', rowsPath: '', fields: { basis: 'basis', date: 'date', price: 'price' }, basisMap: {}, apiKeyHeader: 'Authorization', timeoutMs: 1000, log };
}
