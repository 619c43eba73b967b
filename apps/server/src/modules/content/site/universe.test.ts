import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DictId } from '@scrapbridge/domain/catalog';
import { ZUniverse } from '@scrapbridge/domain/site';
import { call, queryRows } from '../../../../test/api.ts';
import { gradeId, handDeal, trader, type TTrader } from '../../../../test/deal-history-fixtures.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { markUniverseStale } from './get-universe.ts';
import { siteDealSubscribers } from './site-subscribers.ts';

const AU = 129;
const LOS_ANGELES = 301;
const QINGDAO = 403;

describe(`[SITE] /universe from live deals, ports and verified shops (${testLane()})`, () => {
  let t: TTestApp;
  let seller: TTrader;
  let buyer: TTrader;
  let grade: number;
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

  async function deal(opts: { weight: string; ports?: [number, number]; dealAt?: string; status?: 'signed' | 'voided' }) {
    const { contractId } = await handDeal(t, { buyer, seller, dealAt: opts.dealAt ?? daysAgo(3), status: opts.status ?? 'signed', lines: [{ subCategoryId: grade, price: '9000', weight: opts.weight }] });
    if (opts.ports) await t.database.db.execute(sql`update contracts set port_id = ${opts.ports[0]}, destination_port_id = ${opts.ports[1]} where id = ${contractId}`);
  }

  beforeAll(async () => {
    t = await createTestApp({}, { template: 'catalog+demo' });
    grade = await gradeId(t, 'barley');
    seller = await trader(t, { name: 'Lanes Seller Metals', countryId: DictId.CountryCN });
    buyer = await trader(t, { name: 'Secret Buyer Smelting', countryId: AU });
    await queryRows(t, `update users set user_type = 'Supplier' where id = '${seller.userId}'`);
    // The seller's company is verified and its shop approved: it agreed to be seen.
    await queryRows(t, `update companies set verified_at = now() where id = '${seller.companyId}'`);
    await queryRows(t, `insert into shops (seller_user_id, company_id, status, factories_number, employees_number, establishment_time, approved_at)
                        values ('${seller.userId}', '${seller.companyId}', 'ok', 2, 40, '2010-01-01', now())`);
    // The buyer's company is verified too, but has no shop: it is never named.
    await queryRows(t, `update companies set verified_at = now() where id = '${buyer.companyId}'`);

    await deal({ weight: '20', ports: [LOS_ANGELES, QINGDAO] });
    await deal({ weight: '30.5', ports: [LOS_ANGELES, QINGDAO] });
    // No ports on the contract: from the seller's country to the buyer's.
    await deal({ weight: '12' });
    // Neither a voided deal nor one older than twelve months is a lane.
    await deal({ weight: '500', ports: [LOS_ANGELES, QINGDAO], status: 'voided' });
    await deal({ weight: '700', ports: [LOS_ANGELES, QINGDAO], dealAt: daysAgo(400) });
    markUniverseStale();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers lanes added up per country pair and per port pair, with the ports’ coordinates, and names only shops', async () => {
    const res = await call(t, 'GET', '/app-v2/site/universe');
    expect(res.body.code).toBe(200);
    const u = ZUniverse.parse(res.body.data);
    expect(u.lanes).toEqual([
      { from: 'US', to: 'CN', weightMt: 50.5, deals: 2 },
      { from: 'CN', to: 'AU', weightMt: 12, deals: 1 },
    ]);
    expect(u.routes).toHaveLength(1);
    expect(u.routes[0]).toMatchObject({ from: { code: 'USLAX', nameZh: '洛杉矶', nameEn: 'Los Angeles' }, to: { code: 'CNTAO', nameZh: '青岛' }, weightMt: 50.5, deals: 2 });
    expect(u.routes[0]!.from.latitude).toBeCloseTo(34, 0);
    expect(u.routes[0]!.to.longitude).toBeCloseTo(120.4, 0);
    expect(u.shops).toEqual([{ shopId: expect.any(String), nameZh: 'Lanes Seller Metals（中）', nameEn: 'Lanes Seller Metals', country: 'CN' }]);
    expect(u.countries.find((c) => c.code === 'CN')).toMatchObject({ nameZh: '中国', sellers: 1 });
    // No party of a deal, no price, no date.
    const text = JSON.stringify(res.body.data);
    for (const secret of ['Secret Buyer', buyer.userId, seller.userId, '9000']) expect(text).not.toContain(secret);
  });

  it('updates from a live deal: the deal event makes the next read compute again', async () => {
    const before = ZUniverse.parse((await call(t, 'GET', '/app-v2/site/universe')).body.data);
    await deal({ weight: '9.5', ports: [LOS_ANGELES, QINGDAO] });
    const cached = ZUniverse.parse((await call(t, 'GET', '/app-v2/site/universe')).body.data);
    expect(cached.routes[0]!.weightMt).toBe(before.routes[0]!.weightMt);

    const onDeal = siteDealSubscribers.find((s) => s.type === 'deal.made');
    await onDeal!.afterCommit!(t.app.deps, {} as never);
    const fresh = ZUniverse.parse((await call(t, 'GET', '/app-v2/site/universe')).body.data);
    expect(fresh.routes[0]).toMatchObject({ weightMt: 60, deals: 3 });
  });
});
