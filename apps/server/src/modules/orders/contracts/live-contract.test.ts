import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/api.ts';
import { openEventStream, until } from '../../../../test/event-stream.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';

let o: TOrders;
let base: string;
beforeAll(async () => {
  o = await ordersTestApp();
  base = await o.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await o?.t.close();
});

const put = (url: string, body: unknown, token: string) => call(o.t, 'PUT', url, { body, token });
const company = (name: string) => ({ companyName: name, address: '1 Dock Road, Ningbo', email: 'ops@acme.test', taxNo: '91330200MA2AB', acceptTerms: true });
const party = (name: string) => ({ name, address: `${name} street 1`, contact: 'Li Lei', email: 'li@acme.test', landline: '+86 574 8888 1234', phone: '+86 138 0000 0000' });
const bl = { consignee: party('Acme Consignee'), notify1: party('Acme Notify'), shipper: party('US Shipper'), shippingMarks: 'ACME / NINGBO', hsCode: '7404.00', taxId: 'TAX-7788', terminalDock: 'Beilun terminal 2' };

async function openStream(token: string) {
  const stream = await openEventStream(`${base}/app-v2/live/stream`, token);
  expect(stream.res.status).toBe(200);
  await until(() => (stream.events.some((e) => e.event === 'ready') ? true : undefined));
  return stream;
}

describe('live contract events (issue 19 item 4)', () => {
  it("each confirmation step reaches the other party's open page, the last one as signed, a void as voided; a third company hears nothing", async () => {
    const { contractId } = await dealContract(o);
    const buyer = await openStream(o.tokens.buyer);
    const seller = await openStream(o.tokens.seller);
    const outsider = await openStream(o.third.token);
    try {
      expect((await put(`/app-v2/contract/${contractId}/confirm/company`, company('Pacific Rim Smelting Ltd.'), o.tokens.buyer)).body.code).toBe(200);
      const step1 = await until(() => seller.events.find((e) => e.event === 'contract' && e.data?.contractId === contractId));
      expect(step1.data).toEqual({ type: 'contract', contractId, action: 'confirmed', side: 'buyer' });

      expect((await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl, o.tokens.buyer)).body.code).toBe(200);
      await until(() => (seller.events.filter((e) => e.event === 'contract').length === 2 ? true : undefined));

      expect((await put(`/app-v2/contract/${contractId}/confirm/company`, company('Guangdong Hengxin'), o.tokens.seller)).body.code).toBe(200);
      const signed = await until(() => buyer.events.find((e) => e.event === 'contract' && e.data?.action === 'signed'));
      expect(signed.data).toEqual({ type: 'contract', contractId, action: 'signed', side: 'seller' });

      expect((await call(o.t, 'POST', `/admin/contract/${contractId}/void`, { body: { reason: 'Duplicate deal' }, token: o.tokens.staff })).body.code).toBe(200);
      const voided = await until(() => seller.events.find((e) => e.event === 'contract' && e.data?.action === 'voided'));
      expect(voided.data).toMatchObject({ contractId, side: 'staff' });

      // A refused step (the contract is voided) sends nothing more.
      const count = buyer.events.filter((e) => e.event === 'contract').length;
      expect((await put(`/app-v2/contract/${contractId}/confirm/company`, company('Other Co'), o.tokens.buyer)).body.code).not.toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      expect(buyer.events.filter((e) => e.event === 'contract').length).toBe(count);
      expect(outsider.events.filter((e) => e.event === 'contract')).toEqual([]);
    } finally {
      buyer.close();
      seller.close();
      outsider.close();
    }
  });
});
