import { countHistory, creditFigures, twelveMonthsBefore, type THistoryContract } from '@scrapbridge/domain/after-sales/credit';
import { localDateOf } from '@scrapbridge/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { liveAsk } from '../../../../test/negotiation-fixtures.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';

/**
 * Credit reports (issue 15 item 6): a hand-made history of the demo seller — three trades with the demo buyer, one
 * with a third company, one voided after signing, one 20 months old — written with fixed offsets from the database's
 * clock; the report's SQL must count it exactly as the domain's definitions do (countHistory), and the report is read
 * only by those the access rule admits.
 */

let o: TOrders;
let sellerCompanyId: string;
let buyerCompanyId: string;
let thirdCompanyId: string;
let dbNow: number;
let firstContractId: string;
const DAY = 86_400_000;
const history: THistoryContract[] = [];
const RANDOM_ID = '0b6f3c2e-8a61-4c0e-9a3c-9d1f6f1d2a11';

const ago = (days: number) => new Date(dbNow - days * DAY);
const dateAgo = (days: number) => ago(days).toISOString().slice(0, 10);
const ts = (days: number) => `'${ago(days).toISOString()}'::timestamptz`;

type TShip = { loaded?: number; arrived?: number; released?: number; rating?: number; claim?: { type: 'shortage' | 'quality' | 'both'; status: string; shortage: string } };
type TInv = { type: 'deposit' | 'final'; issued: number; due: number | null; paid: number | null };

/** A real deal, then its dates, shipments, invoices, ratings and claims set by hand; the same facts go to the reference. */
async function trade(opts: { buyerToken?: string; dealDaysAgo: number; voided?: boolean; signed?: boolean; shipmentDays?: number | null; ships?: TShip[]; invoices?: TInv[] }) {
  let contractId: string;
  if (opts.buyerToken) {
    const { askId } = await liveAsk(o);
    const res = await post(o.t, '/app-v2/quote/buy-now', { askId }, { token: opts.buyerToken });
    expect(res.body.code).toBe(200);
    [{ id: contractId }] = (await queryRows<{ id: string }>(o.t, `select id from contracts where ask_id = '${askId}'`)) as [{ id: string }];
  } else {
    ({ contractId } = await dealContract(o));
  }
  const signed = opts.signed ?? true;
  await queryRows(
    o.t,
    `update contracts set deal_at = ${ts(opts.dealDaysAgo)}, signed_at = ${signed ? ts(opts.dealDaysAgo - 1) : 'null'},
       status = '${opts.voided ? 'voided' : signed ? 'signed' : 'pending'}' where id = '${contractId}'`,
  );
  await queryRows(o.t, `update asks set shipment_days = ${opts.shipmentDays ?? 'null'} where id = (select ask_id from contracts where id = '${contractId}')`);
  const [c] = await queryRows<{ total_weight: string; total_amount: string | null; currency: string; buyer_user_id: string; seller_user_id: string; company_id: string | null }>(
    o.t,
    `select c.total_weight::text, c.total_amount::text, c.currency, c.buyer_user_id, c.seller_user_id, u.company_id
     from contracts c join users u on u.id = c.buyer_user_id where c.id = '${contractId}'`,
  );
  const entry: THistoryContract = {
    dealAt: ago(opts.dealDaysAgo),
    signed,
    voided: opts.voided ?? false,
    counterpartyCompanyId: c!.company_id ?? `u:${c!.buyer_user_id}`,
    weight: c!.total_weight,
    currency: c!.currency,
    amount: c!.total_amount,
    shipmentDays: opts.shipmentDays ?? null,
    shipments: [],
    invoices: [],
    claims: [],
  };
  for (const [i, s] of (opts.ships ?? []).entries()) {
    const status = s.arrived !== undefined ? 'arrived' : s.loaded !== undefined ? 'loaded' : 'booked';
    const [row] = await queryRows<{ id: string }>(
      o.t,
      `insert into shipments (contract_id, bill_no, status, telex_released, telex_released_at)
       values ('${contractId}', 'CR${contractId.slice(0, 8)}${i}', '${status}', ${s.released !== undefined}, ${s.released !== undefined ? ts(s.released) : 'null'}) returning id`,
    );
    for (const [code, days] of [['loaded', s.loaded], ['arrived', s.arrived]] as const) {
      if (days !== undefined) await queryRows(o.t, `insert into shipment_events (shipment_id, occurred_at, code, source) values ('${row!.id}', ${ts(days)}, '${code}', 'staff')`);
    }
    if (s.rating) {
      await queryRows(o.t, `insert into shipment_feedback (shipment_id, contract_id, buyer_user_id, satisfaction) values ('${row!.id}', '${contractId}', '${c!.buyer_user_id}', ${s.rating})`);
    }
    if (s.claim) {
      await queryRows(
        o.t,
        `insert into claims (claim_no, type, status, contract_id, shipment_id, buyer_user_id, seller_user_id, currency, shortage_weight)
         values ('CL${row!.id.slice(0, 8)}', '${s.claim.type}', '${s.claim.status}', '${contractId}', '${row!.id}', '${c!.buyer_user_id}', '${c!.seller_user_id}', 'USD', ${s.claim.shortage})`,
      );
      const st = s.claim.status;
      entry.claims.push({ type: s.claim.type, status: st === 'settled' || st === 'closed' || st === 'withdrawn' ? st : 'open', shortageWeight: s.claim.shortage });
    }
    entry.shipments.push({
      loadedAt: s.loaded !== undefined ? ago(s.loaded) : null,
      arrivedAt: s.arrived !== undefined ? ago(s.arrived) : null,
      releasedAt: s.released !== undefined ? ago(s.released) : null,
      rating: s.rating ?? null,
    });
  }
  for (const [i, inv] of (opts.invoices ?? []).entries()) {
    const [row] = await queryRows<{ id: string }>(
      o.t,
      `insert into invoices (contract_id, type, invoice_no, issue_date, due_date, issuer, bill_to, currency, amount)
       values ('${contractId}', '${inv.type}', 'INV-${contractId.slice(0, 8)}-${i}', '${dateAgo(inv.issued)}', ${inv.due === null ? 'null' : `'${dateAgo(inv.due)}'`}, 'Seller', 'Buyer', 'USD', 1000) returning id`,
    );
    if (inv.paid !== null) {
      // Paid in two parts: fully paid on the day of the second.
      for (const [part, days] of [[400, inv.paid + 2], [600, inv.paid]] as const) {
        await queryRows(
          o.t,
          `insert into payments (contract_id, invoice_id, amount, currency, paid_on, recorded_by_user_id)
           values ('${contractId}', '${row!.id}', ${part}, 'USD', '${dateAgo(days)}', '${c!.seller_user_id}')`,
        );
      }
    }
    entry.invoices.push({ type: inv.type, issueDate: dateAgo(inv.issued), dueDate: inv.due === null ? null : dateAgo(inv.due), paidInFullOn: inv.paid === null ? null : dateAgo(inv.paid) });
  }
  history.push(entry);
  return contractId;
}

const report = (token: string, query = '') => call(o.t, 'GET', `/app-v2/credit/report${query}`, { token });

beforeAll(async () => {
  o = await ordersTestApp();
  [{ now: dbNow }] = (await queryRows<{ now: string }>(o.t, 'select now() as now')).map((r) => ({ now: new Date(r.now).getTime() })) as [{ now: number }];
  const [ids] = await queryRows<{ seller: string; buyer: string }>(
    o.t,
    `select (select company_id from users where email = 'seller@demo.test') as seller, (select company_id from users where email = 'buyer@demo.test') as buyer`,
  );
  sellerCompanyId = ids!.seller;
  buyerCompanyId = ids!.buyer;
  const [third] = await queryRows<{ id: string }>(o.t, `insert into companies (name, name_en, state, verified_at) values ('第三金属', 'Third Metals', 0, now()) returning id`);
  thirdCompanyId = third!.id;
  await queryRows(o.t, `update users set company_id = '${thirdCompanyId}', business_type = 'smelter' where id = '${o.third.userId}'`);

  // On time all round; rated 1; deposit paid on its due date, balance 3 days late; a settled shortage claim.
  firstContractId = await trade({
    dealDaysAgo: 100,
    shipmentDays: 30,
    ships: [{ loaded: 80, arrived: 50, released: 47, rating: 1, claim: { type: 'shortage', status: 'settled', shortage: '0.420000' } }],
    invoices: [
      { type: 'deposit', issued: 99, due: 92, paid: 92 },
      { type: 'final', issued: 55, due: 48, paid: 45 },
    ],
  });
  // Loaded 3 days after its deadline (deal + 10 + 7); arrived, released after 10 days; rated 3; an open quality claim.
  await trade({
    dealDaysAgo: 60,
    shipmentDays: 10,
    ships: [{ loaded: 40, arrived: 20, released: 10, rating: 3, claim: { type: 'quality', status: 'submitted', shortage: 'null' } }],
    invoices: [{ type: 'deposit', issued: 59, due: null, paid: 50 }],
  });
  // Not loaded, deadline (30 + 7 days) passed; deposit unpaid past due.
  await trade({ dealDaysAgo: 45, shipmentDays: null, invoices: [{ type: 'deposit', issued: 44, due: 40, paid: null }] });
  // With the third company: pending shipment (deal 5 days ago), nothing due yet.
  await trade({ buyerToken: o.third.token, dealDaysAgo: 5, shipmentDays: 20, invoices: [{ type: 'deposit', issued: 4, due: null, paid: null }] });
  // Voided after signing, never loaded: counts against fulfilment only.
  await trade({ dealDaysAgo: 90, voided: true, shipmentDays: 15 });
  // 20 months ago: lifetime only; loaded on time, a withdrawn quality claim (it went back to feedback), rated 2.
  await trade({ dealDaysAgo: 600, shipmentDays: 30, ships: [{ loaded: 590, rating: 2, claim: { type: 'quality', status: 'withdrawn', shortage: 'null' } }] });
});
afterAll(async () => {
  await o?.t.close();
});

describe('the credit report (§3 Credit report) counts a hand-made history as the domain defines it', () => {
  it("the seller's own report: lifetime and 12 months equal the reference, figure by figure", async () => {
    const res = await report(o.tokens.seller);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ own: true, company: { companyId: sellerCompanyId, verified: true } });
    const now = new Date(data.asOf);
    const today = localDateOf(now);
    const lifetime = creditFigures(countHistory(history, { now, since: null, today }), { withholdInsufficient: false });
    const last12 = creditFigures(countHistory(history, { now, since: twelveMonthsBefore(now), today }), { withholdInsufficient: false });
    expect(data.seller.lifetime).toEqual(lifetime);
    expect(data.seller.last12Months).toEqual(last12);
    // Checked by hand as well: 4 trades in 12 months with 2 counterparties (the voided one is no trade).
    expect(last12).toMatchObject({ sufficient: true, orders: 4, counterparties: 2, fulfilmentRate: 0.5, shippingTimeliness: 0.5, overdueShippingRate: 0.75 });
    expect(last12).toMatchObject({ releaseTimeliness: 0.5, depositTimeliness: 0.3333, balanceTimeliness: 0, qualityClaimRate: 0.25, claimSettlementRate: 1, shortageWeight: '0.42' });
    expect(last12.evaluations).toEqual([1, 0, 1, 0]);
    expect(lifetime.evaluations).toEqual([1, 1, 1, 0]);
    expect(lifetime.orders).toBe(5);
    expect(data.seller.monthly).toHaveLength(12);
    expect(data.seller.monthly.reduce((s: number, m: { orders: number }) => s + m.orders, 0)).toBe(4);
    // As buyer the seller has no trades: insufficient, yet shown to itself.
    expect(data.buyer.lifetime).toMatchObject({ sufficient: false, withheld: false, orders: 0 });
  });

  it('others see a thin record as insufficient data, never the figures; counterparties are never named', async () => {
    // The demo buyer: 4 trades with one counterparty (the seller) — insufficient for anyone but itself.
    const own = await report(o.tokens.buyer);
    expect(own.body.data.buyer.lifetime).toMatchObject({ sufficient: false, withheld: false, orders: 4 });
    const seen = await report(o.third.token, `?companyId=${buyerCompanyId}`);
    expect(seen.body.code).toBe(200);
    expect(seen.body.data.buyer.lifetime).toMatchObject({ sufficient: false, withheld: true, orders: null, weight: null, evaluations: null });
    expect(seen.body.data.buyer.monthly).toEqual([]);
    const sellerSeen = await report(o.third.token, `?userId=${history.length ? (await queryRows<{ id: string }>(o.t, `select id from users where email = 'seller@demo.test'`))[0]!.id : ''}`);
    expect(sellerSeen.body.data).toMatchObject({ own: false, company: { companyId: sellerCompanyId } });
    expect(sellerSeen.body.data.seller.last12Months).toMatchObject({ withheld: false, orders: 4 });
    const text = JSON.stringify(sellerSeen.body);
    for (const name of ['Third Metals', '第三金属', 'buyer@demo.test']) expect(text).not.toContain(name);
  });

  it('who reads whose: own, counterparty, verified by verified, staff; anyone else is told there is none', async () => {
    expect((await report(o.tokens.staff, `?companyId=${thirdCompanyId}`)).body.code).toBe(200);
    // The general user (verification waiting) never traded with the third company: 404, as for a random id.
    const general = await passwordLogin(o.t, 'user@demo.test');
    const refused = await report(general, `?companyId=${thirdCompanyId}`);
    const random = await report(general, `?companyId=${RANDOM_ID}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(random.body);
    // A verified company without a trade reads a verified company's report.
    const [outsider] = await verifiedBuyers(o.t.database.db, 1, 'outsider');
    const [co] = await queryRows<{ id: string }>(o.t, `insert into companies (name, state, verified_at) values ('Outside Verified', 0, now()) returning id`);
    await queryRows(o.t, `update users set company_id = '${co!.id}' where id = '${outsider!.userId}'`);
    expect((await report(outsider!.token, `?companyId=${thirdCompanyId}`)).body.code).toBe(200);
    // …but not an unverified one's.
    const [unverified] = await queryRows<{ id: string }>(o.t, `insert into companies (name, state) values ('Not Yet Verified', 2) returning id`);
    expect((await report(outsider!.token, `?companyId=${unverified!.id}`)).status).toBe(404);
    // The order page's link: a side of the caller's own contract; a stranger to the contract is told it does not exist.
    const viaOrder = await report(o.tokens.buyer, `?contractId=${firstContractId}&party=seller`);
    expect(viaOrder.body.data).toMatchObject({ own: false, company: { companyId: sellerCompanyId } });
    const strangerViaOrder = await report(outsider!.token, `?contractId=${firstContractId}&party=seller`);
    expect(strangerViaOrder.status).toBe(404);
    expect(strangerViaOrder.body).toEqual((await report(outsider!.token, `?contractId=${RANDOM_ID}&party=seller`)).body);
    // A bad id is a 1000 naming the field.
    const bad = await report(o.tokens.buyer, '?companyId=nope');
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toMatch(/company/i);
  });
});

describe('a formula deal counts at what its fixes came to', () => {
  it('a confirmed fix in the contract currency adds its amount to the trade; a requested one adds nothing', async () => {
    const amountOf = async (currency: string) => {
      const rows = (await report(o.tokens.seller)).body.data.seller.lifetime.amounts as { currency: string; amount: string }[];
      return Number(rows.find((r) => r.currency === currency)?.amount ?? 0);
    };
    const [c] = await queryRows<{ currency: string; line_id: string }>(
      o.t,
      `select c.currency, (select id from contract_lines where contract_id = c.id limit 1) as line_id from contracts c where c.id = '${firstContractId}'`,
    );
    const before = await amountOf(c!.currency);
    const [s] = await queryRows<{ id: string }>(o.t, `insert into shipments (contract_id, bill_no) values ('${firstContractId}', 'BLCREDITFIX1') returning id`);
    const [s2] = await queryRows<{ id: string }>(o.t, `insert into shipments (contract_id, bill_no) values ('${firstContractId}', 'BLCREDITFIX2') returning id`);
    await queryRows(
      o.t,
      `insert into shipment_price_fixes (shipment_id, contract_id, contract_line_id, status, basis, settlement_date, settlement_price, price_per_mt, currency, net_weight, amount)
       values ('${s!.id}', '${firstContractId}', '${c!.line_id}', 'confirmed', 'LME', '2026-01-06', 9800, 9530.50, '${c!.currency}', 10.2, 97211.10),
              ('${s2!.id}', '${firstContractId}', '${c!.line_id}', 'requested', null, null, null, null, null, null, null)`,
    );
    expect(Math.round((await amountOf(c!.currency)) * 100)).toBe(Math.round((before + 97211.1) * 100));
    await queryRows(o.t, `delete from shipments where id in ('${s!.id}', '${s2!.id}')`);
    expect(await amountOf(c!.currency)).toBe(before);
  });
});
