import { snoozeUntil } from '@scrapbridge/domain/after-sales/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { uploadPhoto } from '../../../../test/trust-fixtures.ts';
import { findLatestDueBillOf } from './find-latest-due-bill.ts';

let o: TOrders;
let contractId: string;
let buyerUserId: string;
const RANDOM_ID = '0b6f3c2e-8a61-4c0e-9a3c-9d1f6f1d2a11';

/**
 * A shipment written straight into the tables (the shipments' own API is tested with them): its status, telex
 * release, and an arrival event `arrivedDaysAgo` before the database's now().
 */
async function shipment(opts: { status: string; telex?: boolean; arrivedDaysAgo?: number; bill: string }): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    o.t,
    `insert into shipments (contract_id, bill_no, status, eta, telex_released, telex_released_at)
     values ('${contractId}', '${opts.bill}', '${opts.status}', (now() - interval '10 days')::date, ${opts.telex ? 'true' : 'false'}, ${opts.telex ? 'now()' : 'null'})
     returning id`,
  );
  if (opts.arrivedDaysAgo !== undefined) {
    await queryRows(
      o.t,
      `insert into shipment_events (shipment_id, occurred_at, code, source) values ('${row!.id}', now() - interval '${opts.arrivedDaysAgo} days', 'arrived', 'staff')`,
    );
  }
  await queryRows(o.t, `insert into shipment_containers (shipment_id, container_no, net_weight) values ('${row!.id}', 'MSCU${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}7', 21.5)`);
  return row!.id;
}

const due = (token: string) => call(o.t, 'GET', '/app-v2/claim/queryLatestDueBill', { token });
const rate = (token: string, shipmentId: string, satisfaction: unknown) => post(o.t, '/app-v2/feedback/rate', { shipmentId, satisfaction }, { token });
const submit = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => post(o.t, '/app-v2/feedback', body, { token, lang });
const bill = (token: string, shipmentId: string) => call(o.t, 'GET', `/app-v2/claim/queryBill?shipmentId=${shipmentId}`, { token });

let loading: string;
let arrivedNoTelex: string;
let deliveredReleased: string;

beforeAll(async () => {
  o = await ordersTestApp();
  ({ contractId } = await dealContract(o));
  [{ buyer_user_id: buyerUserId }] = (await queryRows<{ buyer_user_id: string }>(o.t, `select buyer_user_id from contracts where id = '${contractId}'`)) as [
    { buyer_user_id: string },
  ];
  loading = await shipment({ status: 'loaded', bill: 'FBTEST0001' });
  deliveredReleased = await shipment({ status: 'delivered', telex: true, arrivedDaysAgo: 5, bill: 'FBTEST0002' });
  arrivedNoTelex = await shipment({ status: 'arrived', arrivedDaysAgo: 1, bill: 'FBTEST0003' });
});
afterAll(async () => {
  await o?.t.close();
});

describe('the latest due bill (§7 /claim/queryLatestDueBill → billNo, eta, shipmentId)', () => {
  it("answers the buyer's latest arrived shipment not yet rated; sellers and strangers get none", async () => {
    const res = await due(o.tokens.buyer);
    expect(res.body).toMatchObject({ code: 200, data: { shipmentId: arrivedNoTelex, billNo: 'FBTEST0003' } });
    expect(res.body.data.eta).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await due(o.tokens.seller)).body).toMatchObject({ code: 200, data: null });
    expect((await due(o.third.token)).body).toMatchObject({ code: 200, data: null });
    expect((await call(o.t, 'GET', '/app-v2/claim/queryLatestDueBill')).status).toBe(401);
  });

  it('"later" puts a shipment off until the next day (operator midnight), for that user only', async () => {
    const later = await post(o.t, '/app-v2/feedback/later', { shipmentId: arrivedNoTelex }, { token: o.tokens.buyer });
    expect(later.body).toMatchObject({ code: 200, data: null });
    // Now the older one is asked about.
    expect((await due(o.tokens.buyer)).body.data).toMatchObject({ shipmentId: deliveredReleased });

    // The stored time is the next operator midnight of the server's clock; a clock the test controls walks past it.
    const [z] = await queryRows<{ until: string }>(o.t, `select snoozed_until as until from feedback_prompt_snoozes where shipment_id = '${arrivedNoTelex}'`);
    const until = new Date(z!.until);
    expect(until.getTime()).toBe(snoozeUntil(new Date(until.getTime() - 60_000)).getTime());
    const db = o.t.database.db;
    expect(await findLatestDueBillOf({ db, userId: buyerUserId, now: new Date(until.getTime() - 1) })).toMatchObject({ shipmentId: deliveredReleased });
    expect(await findLatestDueBillOf({ db, userId: buyerUserId, now: new Date(until.getTime() + 1) })).toMatchObject({ shipmentId: arrivedNoTelex });

    // A stranger cannot put off (or learn of) someone else's shipment: the answer a random id gets.
    const stranger = await post(o.t, '/app-v2/feedback/later', { shipmentId: arrivedNoTelex }, { token: o.third.token });
    const random = await post(o.t, '/app-v2/feedback/later', { shipmentId: RANDOM_ID }, { token: o.third.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(random.body);
  });
});

describe('rating a shipment (§3 Feedback satisfaction 1–4, §4 dialog)', () => {
  it('refuses what is not the buyer’s to rate, storing nothing', async () => {
    const before = await countRows(o.t, 'shipment_feedback');
    expect((await rate(o.tokens.buyer, loading, 2)).body.code).toBe(1701);
    expect((await rate(o.tokens.seller, arrivedNoTelex, 1)).status).toBe(403);
    const bad = await rate(o.tokens.buyer, arrivedNoTelex, 5);
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toMatch(/satisfaction/i);
    const stranger = await rate(o.third.token, arrivedNoTelex, 1);
    const random = await rate(o.third.token, RANDOM_ID, 1);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(random.body);
    expect(await countRows(o.t, 'shipment_feedback')).toBe(before);
  });

  it('a rating is stored once (the prompt never asks again); quality feedback waits for the telex release', async () => {
    const first = await rate(o.tokens.buyer, arrivedNoTelex, 2);
    expect(first.body).toMatchObject({ code: 200, data: { shipmentId: arrivedNoTelex, satisfaction: 2, detailsAt: null } });
    expect((await rate(o.tokens.buyer, arrivedNoTelex, 1)).body.code).toBe(1703);
    const db = o.t.database.db;
    const farFuture = new Date(Date.now() + 400 * 86_400_000);
    expect(await findLatestDueBillOf({ db, userId: buyerUserId, now: farFuture })).toMatchObject({ shipmentId: deliveredReleased });

    const early = await submit(o.tokens.buyer, { shipmentId: arrivedNoTelex, satisfaction: 2, quality: 4, comment: 'Clean bales' });
    expect(early.body.code).toBe(1702);
    const [row] = await queryRows<{ comment: string | null; details_at: string | null }>(o.t, `select comment, details_at from shipment_feedback where shipment_id = '${arrivedNoTelex}'`);
    expect(row).toEqual({ comment: null, details_at: null });

    const view = await bill(o.tokens.buyer, arrivedNoTelex);
    expect(view.body.data).toMatchObject({ telexReleased: false, canRate: false, canGiveFeedback: false, feedback: { satisfaction: 2 } });
  });

  it('two ratings at once store one', async () => {
    const s = await shipment({ status: 'arrived', arrivedDaysAgo: 2, bill: 'FBTEST0004' });
    const answers = await Promise.all([rate(o.tokens.buyer, s, 1), rate(o.tokens.buyer, s, 3)]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([200, 1703]);
    expect(await countRows(o.t, 'shipment_feedback', `shipment_id = '${s}'`)).toBe(1);
  });
});

describe('the feedback form (§2 /feedback; §4 only after telex release)', () => {
  it('takes scores, a comment and the buyer’s own photos, once; the seller reads it on the order', async () => {
    const sellerPhoto = await uploadPhoto(o.t, o.tokens.seller);
    const notMine = await submit(o.tokens.buyer, { shipmentId: deliveredReleased, satisfaction: 1, photoFileIds: [sellerPhoto] });
    expect(notMine.body.code).toBe(1704);
    expect(await countRows(o.t, 'shipment_feedback', `shipment_id = '${deliveredReleased}'`)).toBe(0);

    const view = await bill(o.tokens.buyer, deliveredReleased);
    expect(view.body.data).toMatchObject({ billNo: 'FBTEST0002', side: 'buyer', telexReleased: true, canRate: true, canGiveFeedback: true, feedback: null });
    expect(view.body.data.containers[0]).toMatchObject({ totalGoodsNetWeight: expect.stringMatching(/^21\.5/) });

    const photo = await uploadPhoto(o.t, o.tokens.buyer);
    const sent = await submit(o.tokens.buyer, {
      shipmentId: deliveredReleased,
      satisfaction: 1,
      quality: 5,
      weight: 4,
      packing: 3,
      documents: null,
      comment: '  Bright copper, no moisture.  ',
      photoFileIds: [photo],
    });
    expect(sent.body).toMatchObject({
      code: 200,
      data: { satisfaction: 1, scores: { quality: 5, weight: 4, packing: 3, documents: null }, comment: 'Bright copper, no moisture.' },
    });
    expect(sent.body.data.detailsAt).not.toBeNull();
    expect((await submit(o.tokens.buyer, { shipmentId: deliveredReleased, satisfaction: 2 })).body.code).toBe(1703);

    const list = await call(o.t, 'GET', `/app-v2/contract/${contractId}/feedback`, { token: o.tokens.seller });
    expect(list.body.data.total).toBe(3);
    const fb = list.body.data.rows.find((r: { shipmentId: string }) => r.shipmentId === deliveredReleased);
    expect(fb).toMatchObject({ billNo: 'FBTEST0002', comment: 'Bright copper, no moisture.' });
    // The photo route answers bytes, not JSON: read it raw.
    const raw = await o.t.app.inject({ method: 'GET', url: fb.photos[0].url, headers: { authorization: `Bearer ${o.tokens.seller}` } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^image\//);
    const strangerPhoto = await o.t.app.inject({ method: 'GET', url: fb.photos[0].url, headers: { authorization: `Bearer ${o.third.token}` } });
    expect(strangerPhoto.statusCode).toBe(404);
    // A file of the buyer's that is not in the feedback is not served through it.
    const other = await uploadPhoto(o.t, o.tokens.buyer);
    const notInFeedback = await o.t.app.inject({ method: 'GET', url: `/app-v2/feedback/photo?contractId=${contractId}&fileId=${other}`, headers: { authorization: `Bearer ${o.tokens.seller}` } });
    expect(notInFeedback.statusCode).toBe(404);
  });

  it('a third company reads nothing of it', async () => {
    expect((await call(o.t, 'GET', `/app-v2/contract/${contractId}/feedback`, { token: o.third.token })).status).toBe(404);
    const stranger = await bill(o.third.token, deliveredReleased);
    const random = await bill(o.third.token, RANDOM_ID);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('FBTEST');
    expect(stranger.body).toEqual(random.body);
  });

  it('a 4 from the dialog belongs to the claim: the feedback form does not overwrite it', async () => {
    const s = await shipment({ status: 'delivered', telex: true, arrivedDaysAgo: 3, bill: 'FBTEST0005' });
    expect((await rate(o.tokens.buyer, s, 4)).body.code).toBe(200);
    expect((await submit(o.tokens.buyer, { shipmentId: s, satisfaction: 3, comment: 'x' }, 'zh')).body.code).toBe(1703);
    const [row] = await queryRows<{ satisfaction: number }>(o.t, `select satisfaction from shipment_feedback where shipment_id = '${s}'`);
    expect(row!.satisfaction).toBe(4);
  });
});

describe('a shipment under claim', () => {
  it('is not asked about: the buyer claimed from the claim screens without rating first', async () => {
    const s = await shipment({ status: 'arrived', arrivedDaysAgo: 0, bill: 'FBTEST0006' });
    const db = o.t.database.db;
    expect(await findLatestDueBillOf({ db, userId: buyerUserId })).toMatchObject({ shipmentId: s });
    const [c] = await queryRows<{ seller_user_id: string }>(o.t, `select seller_user_id from contracts where id = '${contractId}'`);
    await queryRows(
      o.t,
      `insert into claims (claim_no, type, status, contract_id, shipment_id, buyer_user_id, seller_user_id, currency)
       values ('FBTEST-C1', 'shortage', 'submitted', '${contractId}', '${s}', '${buyerUserId}', '${c!.seller_user_id}', 'USD')`,
    );
    expect((await findLatestDueBillOf({ db, userId: buyerUserId }))?.shipmentId).not.toBe(s);
  });
});
