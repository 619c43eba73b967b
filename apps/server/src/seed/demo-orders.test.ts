import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidContainerNo } from '@scrapbridge/domain/orders/container-no';
import { call, countRows, passwordLogin, queryRows } from '../../test/api.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { seedDemoOrders } from './demo-orders.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'catalog+demo' });
});
afterAll(async () => {
  await t?.close();
});

describe('demo orders (issue 5: the order screens show something real on a fresh demo)', () => {
  it('writes a pending and a signed contract of the demo buyer and seller once, on their own sold lots', async () => {
    expect(await seedDemoOrders(t.database.db, t.app.deps.config)).toBe(2);
    expect(await seedDemoOrders(t.database.db, t.app.deps.config)).toBe(0);
    expect(await countRows(t, 'contracts')).toBe(2);
    // The lots are sold (never live), so no buyer list or home page changes.
    expect(await countRows(t, 'asks', "state = 'active'")).toBe(0);
    expect(await countRows(t, 'asks', "state = 'deal'")).toBe(2);
    expect(await countRows(t, 'notifications')).toBe(0);

    const [signed] = await queryRows<{ id: string; deposit_status: string; payment_status: string; signed_at: string | null }>(
      t,
      "select id, deposit_status, payment_status, signed_at from contracts where status = 'signed'",
    );
    expect(signed).toMatchObject({ deposit_status: 'paid', payment_status: 'partial' });
    expect(signed!.signed_at).not.toBeNull();
    expect(await countRows(t, 'contract_parties', `contract_id = '${signed!.id}'`)).toBe(2);
    expect(await countRows(t, 'contract_bl_instructions', `contract_id = '${signed!.id}'`)).toBe(1);
    const boxes = await queryRows<{ container_no: string }>(t, 'select container_no from shipment_containers');
    expect(boxes).toHaveLength(2);
    for (const b of boxes) expect(isValidContainerNo(b.container_no), b.container_no).toBe(true);
    const [ship] = await queryRows<{ status: string; future: boolean }>(t, 'select status, eta > current_date as future from shipments');
    expect(ship).toEqual({ status: 'loaded', future: true });
    expect(await countRows(t, 'shipment_events')).toBeGreaterThanOrEqual(3);
    const inv = await queryRows<{ type: string; paid: string | null }>(
      t,
      'select i.type, (select sum(p.amount) from payments p where p.invoice_id = i.id)::text as paid from invoices i order by i.type',
    );
    expect(inv.map((i) => [i.type, i.paid !== null])).toEqual([
      ['deposit', true],
      ['final', false],
    ]);
  });

  it("the demo buyer's and seller's order lists show both contracts", async () => {
    for (const account of ['buyer@demo.test', 'seller@demo.test']) {
      const token = await passwordLogin(t, account);
      const res = await call(t, 'GET', '/app-v2/order/list?pageNum=1&pageSize=20', { token });
      expect(res.body.code, account).toBe(200);
      expect(res.body.data.total, account).toBe(2);
      expect(res.body.data.rows.map((r: { status: string }) => r.status).sort()).toEqual(['pending', 'signed']);
    }
    // Staff see them in the contract queue.
    const staff = await passwordLogin(t, 'staff@demo.test');
    expect((await call(t, 'GET', '/admin/contracts', { token: staff })).body.data.total).toBe(2);
  });
});
