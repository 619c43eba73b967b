import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidContainerNo } from '@scrapbridge/domain/orders/container-no';
import { call, passwordLogin, queryRows } from '../../test/api.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { seedDemoClaim } from './demo-claims.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'catalog+demo' });
});
afterAll(async () => {
  await t?.close();
});

describe('demo settled claim (issue 15)', () => {
  it('is written once: a settled shortage claim whose credit note lowers the final invoice, read by both parties', async () => {
    expect(await seedDemoClaim(t.database.db, t.app.deps.config)).toBe(1);
    expect(await seedDemoClaim(t.database.db, t.app.deps.config)).toBe(0);
    const [c] = await queryRows<{ id: string; contract_no: string; payment_status: string }>(t, 'select id, contract_no, payment_status from contracts');
    expect(c!.contract_no).toMatch(/-DEMO05$/);
    expect(c!.payment_status).toBe('partial');
    for (const box of await queryRows<{ container_no: string }>(t, 'select container_no from shipment_containers')) expect(isValidContainerNo(box.container_no)).toBe(true);

    const buyer = await passwordLogin(t, 'buyer@demo.test');
    const seller = await passwordLogin(t, 'seller@demo.test');
    const mine = await call(t, 'GET', '/app-v2/claim/queryClaimRecord?side=buyer', { token: buyer });
    expect(mine.body.data.rows).toMatchObject([{ status: 'settled', agreedAmount: '1100.00', claimNo: `${c!.contract_no}-C1` }]);
    const detail = await call(t, 'GET', `/app-v2/claim/record/${mine.body.data.rows[0].id}`, { token: seller });
    expect(detail.body.data.creditNote).toMatchObject({ amount: '1100.00' });
    expect(detail.body.data.files).toMatchObject([{ type: 'weighbridge_ticket' }]);
    expect(detail.body.data.events.map((e: { action: string }) => e.action)).toEqual(['created', 'submitted', 'answered', 'mediation', 'settled', 'creditNote']);
    const money = await call(t, 'GET', `/app-v2/contract/${c!.id}/invoices`, { token: buyer });
    const final = money.body.data.invoices.find((i: { type: string }) => i.type === 'final');
    expect(final.credited).toBe('1100.00');
    expect(money.body.data.paymentStatus).toBe('partial');
    // The second container is still free to claim; the delivery was rated, so the satisfaction prompt does not ask.
    const sel = await call(t, 'GET', `/app-v2/claim/selection?shipmentId=${detail.body.data.shipmentId}`, { token: buyer });
    expect(sel.body.data.containers.map((k: { claimedBy: unknown }) => k.claimedBy === null)).toEqual([false, true]);
    expect((await call(t, 'GET', '/app-v2/claim/queryLatestDueBill', { token: buyer })).body.data).toBeNull();
  });
});
