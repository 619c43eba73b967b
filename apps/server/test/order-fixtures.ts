import { expect } from 'vitest';
import { post, queryRows } from './api.ts';
import { liveAsk, negotiationTestApp } from './negotiation-fixtures.ts';
import { verifiedBuyers } from './verified-buyers.ts';

/**
 * Test material of issue 5 (orders): the demo seller, the demo buyer (VIP), staff, and a third verified company that
 * must never see anything of the others' contracts; `dealContract` makes a real deal (buy-it-now on a live ask) and
 * returns the contract it wrote (pending confirmation).
 */
export async function ordersTestApp() {
  const n = await negotiationTestApp();
  const [third] = await verifiedBuyers(n.t.database.db, 1, 'third');
  return { ...n, third: third! };
}

export type TOrders = Awaited<ReturnType<typeof ordersTestApp>>;

export async function dealContract(o: TOrders, patch: Record<string, unknown> = {}): Promise<{ contractId: string; contractNo: string; askId: string }> {
  const { askId } = await liveAsk(o, patch);
  const res = await post(o.t, '/app-v2/quote/buy-now', { askId }, { token: o.tokens.buyer });
  expect(res.body, 'buy-it-now').toMatchObject({ code: 200 });
  const [row] = await queryRows<{ id: string; contract_no: string }>(o.t, `select id, contract_no from contracts where ask_id = '${askId}' and status <> 'voided'`);
  return { contractId: row!.id, contractNo: row!.contract_no, askId };
}
