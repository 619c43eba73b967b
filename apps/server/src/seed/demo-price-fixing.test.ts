import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidContainerNo } from '@scrapbridge/domain/orders/container-no';
import { call, countRows, passwordLogin, queryRows } from '../../test/api.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { seedDemoPriceFixing } from './demo-price-fixing.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'catalog+demo' });
});
afterAll(async () => {
  await t?.close();
});

describe('demo LME deal (issue 14: a formula contract with two shipped shipments to fix)', () => {
  it('is written once: signed, LME × 97.25 %, buyer fixes, two unpriced shipments of two containers, LME settlements marked demo', async () => {
    expect(await seedDemoPriceFixing(t.database.db, t.app.deps.config)).toBe(1);
    expect(await seedDemoPriceFixing(t.database.db, t.app.deps.config)).toBe(0);
    const [c] = await queryRows<{ id: string; ask_id: string; status: string; fixing_side: string; contract_no: string }>(t, 'select id, ask_id, status, fixing_side, contract_no from contracts');
    expect(c).toMatchObject({ status: 'signed', fixing_side: 'buyer' });
    expect(c!.contract_no).toMatch(/-DEMO03$/);
    expect(await countRows(t, 'asks', "state = 'active'")).toBe(0);
    const boxes = await queryRows<{ container_no: string }>(t, 'select container_no from shipment_containers');
    expect(boxes).toHaveLength(4);
    for (const b of boxes) expect(isValidContainerNo(b.container_no), b.container_no).toBe(true);
    expect(await countRows(t, 'shipments', 'done_pricing')).toBe(0);
    expect(await countRows(t, 'reference_prices', "basis = 'LME' and source = 'demo'")).toBeGreaterThanOrEqual(14);

    const buyer = await passwordLogin(t, 'buyer@demo.test');
    const res = await call(t, 'GET', `/app-v2/order/queryPricingInfo?askId=${c!.ask_id}`, { token: buyer });
    expect(res.body.data).toMatchObject({ canRequest: true, pricingStatus: 'unpriced', formula: { quoteType: 'LME', value: '97.25' }, formulaWeightMt: '40' });
    expect(res.body.data.shipments.map((s: { netWeightMt: string; fixable: boolean }) => [s.netWeightMt, s.fixable])).toEqual([
      ['20.1', true],
      ['19.95', true],
    ]);
    expect(res.body.data.shipments[0].window.state).toBe('open');
  });
});
