import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, queryRows } from '../../../../test/api.ts';
import { seedDemoOrders } from '../../../seed/demo-orders.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';

let o: TOrders;
let fresh: { contractId: string; contractNo: string };
let demo: { pending: string; signed: string; signedNo: string };

type TRow = { contractId: string; contractNo: string; status: string; needs: string[]; openDisputes: number; shipping: string; confirmation: Record<string, boolean>; ageDays: number; sellerCompany: string | null };

beforeAll(async () => {
  o = await ordersTestApp();
  expect(await seedDemoOrders(o.t.database.db, o.t.app.deps.config)).toBe(2);
  const rows = await queryRows<{ id: string; status: string; contract_no: string }>(o.t, 'select id, status, contract_no from contracts order by deal_at');
  demo = { signed: rows.find((r) => r.status === 'signed')!.id, signedNo: rows.find((r) => r.status === 'signed')!.contract_no, pending: rows.find((r) => r.status === 'pending')!.id };
  fresh = await dealContract(o);
});
afterAll(async () => {
  await o?.t.close();
});

const queue = async (query = '', token = o.tokens.staff, lang: 'zh' | 'en' = 'en') => call(o.t, 'GET', `/admin/contracts${query}`, { token, lang });
const ids = (rows: TRow[]) => rows.map((r) => r.contractId);

describe('the staff contract queue (issue 5 item 7)', () => {
  it('is for staff only: parties and a third company get 403', async () => {
    for (const token of [o.tokens.buyer, o.tokens.seller, o.third.token]) {
      const res = await queue('', token);
      expect(res.status).toBe(403);
      expect(res.body.data).toBeNull();
    }
  });

  it('lists every contract with its confirmation, money, shipping and what it waits for', async () => {
    const res = await queue();
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(3);
    const rows = res.body.data.rows as TRow[];
    const signed = rows.find((r) => r.contractId === demo.signed)!;
    expect(signed).toMatchObject({
      status: 'signed',
      buyerCompany: 'Pacific Rim Smelting Ltd.',
      sellerCompany: 'Guangdong Hengxin Metal Recycling Co., Ltd.',
      confirmation: { buyerStep1: true, buyerStep2: true, sellerStep1: true },
      depositStatus: 'paid',
      paymentStatus: 'partial',
      shipping: 'loaded',
      shipmentCount: 1,
      openDisputes: 0,
      needs: ['payment', 'shipment'],
    });
    expect(signed.ageDays).toBeGreaterThanOrEqual(11);
    const pending = rows.find((r) => r.contractId === demo.pending)!;
    expect(pending).toMatchObject({ status: 'pending', confirmation: { buyerStep1: false, buyerStep2: false, sellerStep1: true }, shipping: 'none', needs: ['confirmation'] });
    // Companies read in the reader's language.
    const zh = (await queue('?status=signed', o.tokens.staff, 'zh')).body.data.rows as TRow[];
    expect(zh[0]!.sellerCompany).toBe('广东恒信金属回收有限公司');
    // Money to chase comes before confirmations to push.
    expect(ids(rows)[0]).toBe(demo.signed);
  });

  it('filters by what a contract needs and by status', async () => {
    expect(ids((await queue('?needs=confirmation')).body.data.rows).sort()).toEqual([demo.pending, fresh.contractId].sort());
    expect(ids((await queue('?needs=payment')).body.data.rows)).toEqual([demo.signed]);
    expect(ids((await queue('?needs=shipment')).body.data.rows)).toEqual([demo.signed]);
    expect((await queue('?needs=dispute')).body.data).toEqual({ rows: [], total: 0 });
    expect(ids((await queue('?status=signed')).body.data.rows)).toEqual([demo.signed]);
    expect((await queue('?status=voided')).body.data.total).toBe(0);
    expect((await queue('?needs=coffee')).body.code).toBe(1000);
  });

  it('a contract with an open dispute comes first', async () => {
    const raised = await post(o.t, `/app-v2/contract/${fresh.contractId}/dispute`, { text: 'Please call me about the loading date.' }, { token: o.tokens.seller });
    expect(raised.body.code).toBe(200);
    const rows = (await queue()).body.data.rows as TRow[];
    expect(rows[0]).toMatchObject({ contractId: fresh.contractId, openDisputes: 1, needs: ['dispute', 'confirmation'] });
    expect(ids((await queue('?needs=dispute')).body.data.rows)).toEqual([fresh.contractId]);
  });

  it('finds a contract by contract number prefix, BL number or container number', async () => {
    const [box] = await queryRows<{ container_no: string }>(o.t, `select container_no from shipment_containers order by sort limit 1`);
    const spaced = `${box!.container_no.slice(0, 4).toLowerCase()} ${box!.container_no.slice(4, 10)}-${box!.container_no.slice(10)}`;
    for (const keyword of [demo.signedNo, demo.signedNo.slice(0, 14).toLowerCase(), 'OOLU2710458190', 'oolu2710458190', box!.container_no, spaced]) {
      const res = await queue(`?keyword=${encodeURIComponent(keyword)}`);
      expect(ids(res.body.data.rows), keyword).toContain(demo.signed);
      expect(ids(res.body.data.rows), keyword).not.toContain(fresh.contractId);
    }
    expect((await queue(`?keyword=${encodeURIComponent(fresh.contractNo)}`)).body.data.rows.map((r: TRow) => r.contractId)).toEqual([fresh.contractId]);
    expect((await queue('?keyword=NOPE%25')).body.data.total).toBe(0);
    expect((await queue('?pageNum=9')).body.data).toEqual({ rows: [], total: 3 });
  });
});

describe('the OpenAPI document', () => {
  it('describes the operations and dispute routes', async () => {
    const res = await call(o.t, 'GET', '/docs/json', { token: o.tokens.staff });
    expect(res.status).toBe(200);
    const paths = Object.keys((res.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin/contracts',
        '/admin/disputes',
        '/admin/dispute/{id}/contact',
        '/admin/dispute/{id}/answer',
        '/admin/dispute/{id}/close',
        '/app-v2/contract/{contractId}/dispute',
        '/app-v2/contract/{contractId}/disputes',
      ]),
    );
  });
});
