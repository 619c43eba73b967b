import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { formulaContract, seedSettlements, type TFormulaContract } from '../../../../test/pricing-fixtures.ts';
import { findGradeDeals } from '../contracts/grade-deals.repository.ts';
import { runFixingSweep } from './fixing-sweep.ts';

let o: TOrders;
let k: TFormulaContract;

beforeAll(async () => {
  o = await ordersTestApp();
  await seedSettlements(o);
  k = await formulaContract(o);
});
afterAll(async () => {
  await o?.t.close();
});

const info = (token: string, askId = k.askId, lang: 'zh' | 'en' = 'en') => call(o.t, 'GET', `/app-v2/order/queryPricingInfo?askId=${askId}`, { token, lang });
const commit = (token: string, shipmentIds: unknown, askId = k.askId, lang: 'zh' | 'en' = 'en') => post(o.t, '/app-v2/order/commitPricing', { askId, shipmentIds }, { token, lang });
const queue = (status = 'requested') => call(o.t, 'GET', `/admin/price-fixes?status=${status}`, { token: o.tokens.staff });
const confirm = (id: string, body: Record<string, unknown> = {}) => post(o.t, `/admin/price-fix/${id}/confirm`, body, { token: o.tokens.staff });
const reject = (id: string, reason: unknown) => post(o.t, `/admin/price-fix/${id}/reject`, { reason }, { token: o.tokens.staff });

/** What a refused request must leave untouched: no fix row, no notification, no audit entry. */
async function stored() {
  return {
    fixes: await countRows(o.t, 'shipment_price_fixes'),
    notifications: await countRows(o.t, 'notifications', `kind like 'price_fix%'`),
    audit: await countRows(o.t, 'audit_log', `action like 'contract.price_fix%'`),
    priced: await countRows(o.t, 'shipments', 'done_pricing'),
  };
}

describe('queryPricingInfo (§7; §4 priced shipments disabled)', () => {
  it('the buyer (fixing side "to be decided" falls to the buyer) sees both shipments with containers and net weights, choosable', async () => {
    const res = await info(o.tokens.buyer);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ contractId: k.contractId, fixingSide: 'undecided', fixingParty: 'buyer', viewerSide: 'buyer', canRequest: true, pricingStatus: 'unpriced' });
    expect(d.formula).toMatchObject({ quoteType: 'LME', deduction: 1, value: '97.25' });
    expect(d.formulaWeightMt).toBe('20.5');
    expect(d.shipments.map((s: { netWeightMt: string; fixable: boolean; containers: unknown[] }) => [s.netWeightMt, s.fixable, s.containers.length])).toEqual([
      ['10.2', true, 1],
      ['10.3', true, 1],
    ]);
    expect(d.shipments[0].window).toMatchObject({ pricingPeriod: null, opensOn: '2026-01-05', closesOn: null, state: 'open' });
  });

  it('the seller reads it but may not request; staff read it too', async () => {
    expect((await info(o.tokens.seller)).body.data).toMatchObject({ viewerSide: 'seller', canRequest: false });
    expect((await info(o.tokens.staff)).body.data).toMatchObject({ viewerSide: 'staff', canRequest: false });
  });

  it('a third company and an unknown askId read the same "askId does not exist"; a malformed askId is a 1000', async () => {
    const third = await info(o.third.token);
    const unknown = await info(o.tokens.buyer, '00000000-0000-4000-8000-000000000000');
    expect(third.status).toBe(404);
    expect(third.body).toEqual({ code: 404, msg: 'askId is null or does not exist', data: null });
    expect(unknown.body).toEqual(third.body);
    expect((await info(o.tokens.buyer, k.askId, 'zh')).body.code).toBe(200);
    const bad = await info(o.tokens.buyer, 'not-a-uuid');
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toMatch(/^Listing: /);
  });
});

describe('commitPricing refusals: a clear code each, nothing stored', () => {
  it('third company / unknown askId 404, the other party and staff 1640, bad shipment ids 1000', async () => {
    const before = await stored();
    expect((await commit(o.third.token, [k.shipmentIds[0]])).body.code).toBe(404);
    expect((await commit(o.tokens.buyer, [k.shipmentIds[0]], '00000000-0000-4000-8000-000000000000')).body.code).toBe(404);
    const seller = await commit(o.tokens.seller, [k.shipmentIds[0]]);
    expect(seller.body).toMatchObject({ code: 1640, msg: 'Only the price-fixing side of this contract can request a price fix' });
    expect((await commit(o.tokens.staff, [k.shipmentIds[0]])).body.code).toBe(1640);
    const empty = await commit(o.tokens.buyer, []);
    expect(empty.body.code).toBe(1000);
    expect(empty.body.msg).toMatch(/^Shipments: /);
    const foreign = await commit(o.tokens.buyer, ['00000000-0000-4000-8000-000000000001']);
    expect(foreign.body.code).toBe(1000);
    expect(await stored()).toEqual(before);
  });

  it('a voided contract 1301, a contract priced at the deal 1643, a seller-fixed contract refuses the buyer 1640', async () => {
    const before = await stored();
    const voided = await formulaContract(o);
    await queryRows(o.t, `update contracts set status = 'voided', voided_at = now() where id = '${voided.contractId}'`);
    expect((await commit(o.tokens.buyer, [voided.shipmentIds[0]], voided.askId)).body.code).toBe(1301);
    expect((await commit(o.third.token, [voided.shipmentIds[0]], voided.askId)).body.code).toBe(404);
    const fixedPrice = await formulaContract(o, { formula: false });
    const res = await commit(o.tokens.buyer, [fixedPrice.shipmentIds[0]], fixedPrice.askId);
    expect(res.body.code).toBe(1643);
    expect((await info(o.tokens.buyer, fixedPrice.askId)).body.data).toMatchObject({ pricingStatus: null, canRequest: false, formula: null });
    const sellerSide = await formulaContract(o, { fixingSide: 'seller' });
    expect((await commit(o.tokens.buyer, [sellerSide.shipmentIds[0]], sellerSide.askId)).body.code).toBe(1640);
    expect(await stored()).toEqual(before);
  });

  it('a shipment without containers 1644; a window not open yet 1647; a closed window 1648', async () => {
    const before = await stored();
    const noBoxes = await formulaContract(o, { shipments: [{ etd: '2026-01-08', boxes: ['5'] }, { etd: '2026-01-08', boxes: [] }] });
    expect((await commit(o.tokens.buyer, [noBoxes.shipmentIds[1]], noBoxes.askId)).body.code).toBe(1644);
    const later = await formulaContract(o, { pricingPeriod: 'M+1', shipments: [{ etd: '2099-03-10', boxes: ['5'] }] });
    const notOpen = await commit(o.tokens.buyer, [later.shipmentIds[0]], later.askId);
    expect(notOpen.body).toMatchObject({ code: 1647 });
    expect(notOpen.body.msg).toContain('2099-04-01');
    const closed = await formulaContract(o, { priceCutoffAt: '2026-01-10T00:00:00Z' });
    expect((await commit(o.tokens.buyer, [closed.shipmentIds[0]], closed.askId)).body.code).toBe(1648);
    expect(await stored()).toEqual(before);
  });
});

describe('requesting, confirming and rejecting', () => {
  let fixA: string;

  it('the buyer requests one of two shipments: stored, both parties notified, staff e-mailed, audited; the shipment is disabled', async () => {
    const mailsBefore = o.t.sentMail.length;
    const res = await commit(o.tokens.buyer, [k.shipmentIds[0]]);
    expect(res.body.code).toBe(200);
    const a = res.body.data.shipments[0];
    expect(a).toMatchObject({ fixable: false, fix: { status: 'requested', origin: 'request', requestedBySide: 'buyer', pricePerMt: null } });
    fixA = a.fix.fixId;
    expect(res.body.data.shipments[1].fixable).toBe(true);
    expect(await countRows(o.t, 'notifications', `kind = 'price_fix_requested' and ref_key = 'fix:${fixA}:requested'`)).toBe(2);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.price_fix.request' and target_id = '${k.contractId}'`)).toBe(1);
    const ops = o.t.sentMail.slice(mailsBefore).find((m) => m.to === 'ops@scrapbridge.local');
    expect(ops?.subject).toContain(k.contractNo);
    // Asked again (a stale dialog): already requested, nothing more stored.
    const before = await stored();
    expect((await commit(o.tokens.buyer, [k.shipmentIds[0]])).body.code).toBe(1642);
    expect(await stored()).toEqual(before);
  });

  it('two parallel commits on one shipment store one request', async () => {
    const [r1, r2] = await Promise.all([commit(o.tokens.buyer, [k.shipmentIds[1]]), commit(o.tokens.buyer, [k.shipmentIds[1]])]);
    // The second waits for the first's locks, then finds the shipment taken (and, as it was the last one, nothing left).
    const codes = [r1.body.code as number, r2.body.code as number].sort((a, b) => a - b);
    expect(codes[0]).toBe(200);
    expect([1641, 1642]).toContain(codes[1]);
    expect(await countRows(o.t, 'shipment_price_fixes', `shipment_id = '${k.shipmentIds[1]}'`)).toBe(1);
    // Nothing left to choose: §8 "no container available to fix price".
    const none = await commit(o.tokens.buyer, [k.shipmentIds[1]]);
    expect(none.body).toMatchObject({ code: 1641, msg: 'No container available to fix price' });
    expect((await commit(o.tokens.buyer, [k.shipmentIds[1]], k.askId, 'zh')).body.msg).toBe('没有可点价的集装箱');
  });

  it('the staff queue lists the requests oldest first with the LME settlements of the window beside them', async () => {
    const res = await queue();
    expect(res.body.code).toBe(200);
    const row = res.body.data.rows.find((r: { fixId: string }) => r.fixId === fixA);
    expect(row).toMatchObject({ contractNo: k.contractNo, shipmentNetWeightMt: '10.2', containers: 1, formula: { quoteType: 'LME', value: '97.25' }, defaultSettlementDate: '2026-01-09' });
    expect(row.settlements.slice(0, 3)).toEqual([
      { priceDate: '2026-01-09', price: '9900.000000' },
      { priceDate: '2026-01-07', price: '9750.000000' },
      { priceDate: '2026-01-06', price: '9800.000000' },
    ]);
    expect((await call(o.t, 'GET', '/admin/price-fixes', { token: o.tokens.buyer })).status).toBe(403);
  });

  it('confirm refuses a day outside the window (1000) and a day without a settlement (1646), storing nothing', async () => {
    const before = await stored();
    const early = await confirm(fixA, { settlementDate: '2026-01-02' });
    expect(early.body.code).toBe(1000);
    expect(early.body.msg).toMatch(/^Settlement date: must be a day within the pricing period \(2026-01-05 to /);
    const noPrice = await confirm(fixA, { settlementDate: '2026-01-08' });
    expect(noPrice.body).toMatchObject({ code: 1646 });
    expect(noPrice.body.msg).toContain('LME');
    expect(await stored()).toEqual(before);
  });

  it('staff confirm at the 6 January settlement: 9,800 × 97.25 % = 9,530.50 per MT, stored with the settlement, donePricing, partially fixed, final invoice follows', async () => {
    await queryRows(
      o.t,
      `insert into invoices (contract_id, type, invoice_no, issue_date, issuer, bill_to, currency, amount) values
       ('${k.contractId}', 'deposit', 'INV-FIX-D', '2026-01-06', 'Seller', 'Buyer', 'USD', 40000),
       ('${k.contractId}', 'final', 'INV-FIX-F', '2026-01-20', 'Seller', 'Buyer', 'USD', 1)`,
    );
    const res = await confirm(fixA, { settlementDate: '2026-01-06' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed', basis: 'LME', settlementDate: '2026-01-06', settlementPrice: '9800.000000', pricePerMt: '9530.50', currency: 'USD', netWeightMt: '10.2', amount: '97211.10' });
    const [s] = await queryRows<{ done_pricing: boolean }>(o.t, `select done_pricing from shipments where id = '${k.shipmentIds[0]}'`);
    expect(s!.done_pricing).toBe(true);
    const d = (await info(o.tokens.buyer)).body.data;
    expect(d).toMatchObject({ pricingStatus: 'partially_fixed', fixedAmount: '97211.10', contractValue: '97211.10', depositInvoiced: '40000.00', finalAmount: '57211.10', finalInvoiceAmount: '57211.10' });
    expect(d.shipments[0].fix).toMatchObject({ status: 'confirmed', pricePerMt: '9530.50' });
    expect(await countRows(o.t, 'notifications', `kind = 'price_fix_confirmed' and ref_key = 'fix:${fixA}:confirmed'`)).toBe(2);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.price_fix.confirm' and target_id = '${k.contractId}'`)).toBe(1);
    // Confirmed once: a second confirm (another staff member's stale screen) is refused.
    expect((await confirm(fixA)).body.code).toBe(1645);
    expect((await reject(fixA, 'late')).body.code).toBe(1645);
  });

  it('staff reject the other request with a reason; it can be requested again and confirmed at the default (latest) settlement: fully fixed', async () => {
    const waiting = (await queue()).body.data.rows.find((r: { shipmentId: string }) => r.shipmentId === k.shipmentIds[1]);
    expect((await reject(waiting.fixId, '   ')).body.code).toBe(1000);
    const rej = await reject(waiting.fixId, 'Requested on a holiday, please ask again');
    expect(rej.body.data).toMatchObject({ status: 'rejected', reason: 'Requested on a holiday, please ask again' });
    expect(await countRows(o.t, 'notifications', `kind = 'price_fix_rejected'`)).toBe(2);
    expect((await info(o.tokens.buyer)).body.data.shipments[1]).toMatchObject({ fixable: true, fix: { status: 'rejected' } });

    const again = await commit(o.tokens.buyer, [k.shipmentIds[1]]);
    expect(again.body.code).toBe(200);
    const fixB = again.body.data.shipments[1].fix.fixId;
    const ok = await confirm(fixB);
    // 9,900 × 97.25 % = 9,627.75; × 10.3 MT = 99,165.825 → 99,165.83
    expect(ok.body.data).toMatchObject({ settlementDate: '2026-01-09', pricePerMt: '9627.75', amount: '99165.83' });
    const d = (await info(o.tokens.buyer)).body.data;
    expect(d).toMatchObject({ pricingStatus: 'fully_fixed', fixedWeightMt: '20.5', fixedAmount: '196376.93', finalAmount: '156376.93', finalInvoiceAmount: '156376.93' });
    // The contract's money answers the same figure, which staff's form starts a final invoice issued later from.
    expect((await call(o.t, 'GET', `/app-v2/contract/${k.contractId}/invoices`, { token: o.tokens.staff })).body.data.finalDue).toBe('156376.93');
    expect((await commit(o.tokens.buyer, [k.shipmentIds[1]])).body.code).toBe(1641);
  });

  it("the market price's sold history shows the fixed contract line at the price its fixes came to; unfixed formula lines stay without a price", async () => {
    const [g] = await queryRows<{ market: string; category_id: number; sub_category_id: number | null }>(
      o.t,
      `select c.market, ad.category_id, ad.sub_category_id from contract_lines cl join contracts c on c.id = cl.contract_id
       join ask_details ad on ad.id = cl.ask_detail_id where c.id = '${k.contractId}' limit 1`,
    );
    const rows = await findGradeDeals(o.t.database.db, { market: g!.market, categoryId: g!.category_id, subCategoryId: g!.sub_category_id, limit: 50 });
    // (9,530.50 × 10.2 + 9,627.75 × 10.3) / 20.5 = 196,376.925 / 20.5 = 9,579.3622 → 9,579.36 USD/MT
    expect(rows.filter((r) => r.quoteType === 'LME' && r.pricePerMt !== null)).toEqual([expect.objectContaining({ pricePerMt: '9579.36', currency: 'USD' })]);
    // The other formula contracts of these tests have no confirmed fix yet: a formula, not an invented price.
    expect(rows.filter((r) => r.quoteType === 'LME' && r.pricePerMt === null).length).toBeGreaterThan(0);
  });
});

describe('the fallback sweep', () => {
  it('fixes what is unfixed when the cut-off closed the window, at the last settlement on or before the closing day, once', async () => {
    const closed = await formulaContract(o, { priceCutoffAt: '2026-01-08T06:00:00Z' });
    const mailsBefore = o.t.sentMail.length;
    // Before the window closes nothing happens.
    expect(await runFixingSweep({ deps: o.t.app.deps, now: new Date('2026-01-07T12:00:00Z') })).toBe(0);
    const n = await runFixingSweep({ deps: o.t.app.deps, now: new Date('2026-01-12T12:00:00Z') });
    expect(n).toBeGreaterThanOrEqual(2);
    const rows = await queryRows<{ status: string; origin: string; settlement_date: string; price_per_mt: string; decided_by_user_id: string | null }>(
      o.t,
      `select status, origin, settlement_date::text, price_per_mt::text, decided_by_user_id from shipment_price_fixes where contract_id = '${closed.contractId}'`,
    );
    // 9,750 (7 January, the last on or before the 8th) × 97.25 % = 9,481.875 → 9,481.88
    expect(rows).toEqual([
      { status: 'confirmed', origin: 'fallback', settlement_date: '2026-01-07', price_per_mt: '9481.88', decided_by_user_id: null },
      { status: 'confirmed', origin: 'fallback', settlement_date: '2026-01-07', price_per_mt: '9481.88', decided_by_user_id: null },
    ]);
    expect((await info(o.tokens.buyer, closed.askId)).body.data.pricingStatus).toBe('fully_fixed');
    expect(o.t.sentMail.slice(mailsBefore).filter((m) => m.to === 'ops@scrapbridge.local' && m.subject.includes(closed.contractNo))).toHaveLength(2);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.price_fix.fallback' and target_id = '${closed.contractId}'`)).toBe(2);
    expect(await runFixingSweep({ deps: o.t.app.deps, now: new Date('2026-01-12T12:00:00Z') })).toBe(0);
  });

  it('never touches a voided contract or one priced at the deal', async () => {
    const plain = await dealContract(o);
    await queryRows(o.t, `insert into shipments (contract_id, bill_no, etd) values ('${plain.contractId}', 'BLPLAIN1', '2026-01-08')`);
    await runFixingSweep({ deps: o.t.app.deps, now: new Date('2026-03-01T12:00:00Z') });
    expect(await countRows(o.t, 'shipment_price_fixes', `contract_id = '${plain.contractId}'`)).toBe(0);
  });
});
