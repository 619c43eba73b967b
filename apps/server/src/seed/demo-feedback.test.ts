import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidContainerNo } from '@scrapbridge/domain/orders/container-no';
import { call, passwordLogin, queryRows } from '../../test/api.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { seedDemoFeedback } from './demo-feedback.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'catalog+demo' });
});
afterAll(async () => {
  await t?.close();
});

describe('demo delivery waiting for feedback (issue 15)', () => {
  it('is written once: signed and paid, one container delivered and telex released, and the demo buyer is asked to rate it', async () => {
    expect(await seedDemoFeedback(t.database.db, t.app.deps.config)).toBe(1);
    expect(await seedDemoFeedback(t.database.db, t.app.deps.config)).toBe(0);
    const [c] = await queryRows<{ contract_no: string; status: string; payment_status: string }>(t, 'select contract_no, status, payment_status from contracts');
    expect(c).toMatchObject({ status: 'signed', payment_status: 'paid' });
    expect(c!.contract_no).toMatch(/-DEMO04$/);
    const [box] = await queryRows<{ container_no: string }>(t, 'select container_no from shipment_containers');
    expect(isValidContainerNo(box!.container_no)).toBe(true);

    const buyer = await passwordLogin(t, 'buyer@demo.test');
    const due = await call(t, 'GET', '/app-v2/claim/queryLatestDueBill', { token: buyer });
    expect(due.body.data).toMatchObject({ billNo: 'MAEU2471102286', contractNo: c!.contract_no });
    const bill = await call(t, 'GET', `/app-v2/claim/queryBill?shipmentId=${due.body.data.shipmentId}`, { token: buyer });
    expect(bill.body.data).toMatchObject({ status: 'delivered', telexReleased: true, canRate: true, canGiveFeedback: true, commodity: 'Birch/Cliff #2 copper wire' });
    // The asks list marks the lot as the demo it is.
    const [ask] = await queryRows<{ ask_name: string; state: string }>(t, 'select ask_name, state from asks');
    expect(ask).toMatchObject({ state: 'deal' });
    expect(ask!.ask_name).toMatch(/\(demo\)/);
  });
});
