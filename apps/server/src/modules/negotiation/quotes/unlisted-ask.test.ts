import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post } from '../../../../test/api.ts';
import { askBody, publish } from '../../../../test/ask-fixtures.ts';
import { negotiationTestApp, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';
import { testLane } from '../../../../test/test-app.ts';

/**
 * Issue 13, existence leaks (found by the authorization matrix, src/security/authz-matrix.test.ts): an ask the market
 * never saw — waiting for its publication review, or refused — answered a buyer's quote and buy-it-now with 1103 "not
 * taking quotes" (an ask that does not exist answers 404) and accepted a question on an ask under review, so anyone
 * holding its id learnt it existed. Now each answers exactly as for a random id.
 */
let n: TNegotiation;
let unlisted: { underReview: string; refused: string };
beforeAll(async () => {
  n = await negotiationTestApp();
  const body = askBody({ cat: n.cat, pictures: [n.picture] }, { firmPrice: '9300' });
  const underReview = await publish(n.t, n.tokens.seller, body);
  const refused = await publish(n.t, n.tokens.seller, body);
  const refusal = await post(n.t, `/admin/ask/${refused.body.data.askId}/refuse`, { version: refused.body.data.version, reason: 'Pictures unclear' }, { token: n.tokens.staff });
  expect(refusal.body.code).toBe(200);
  unlisted = { underReview: underReview.body.data.askId, refused: refused.body.data.askId };
});
afterAll(async () => {
  await n?.t.close();
});

const quote = (askId: string) => ({
  askId,
  lines: [{ askDetailId: crypto.randomUUID(), quoteType: 'FIXED', price: '9000', weight: '20' }],
  term: 'FOB',
  prepayRate: 30,
  depositRatio: '30',
  balanceRatio: '70',
  paymentTiming: 'against_bl_copy',
});

describe(`[NEGOTIATION] an ask under review or refused is unknown to buyers (${testLane()})`, () => {
  it('a quote, buy-it-now, a question and the question list answer as for an ask that does not exist', async () => {
    const asBuyer = async (askId: string) => ({
      place: (await post(n.t, '/app-v2/quote', quote(askId), { token: n.tokens.buyer })).body,
      buyNow: (await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: n.tokens.buyer })).body,
      ask: (await post(n.t, '/app-v2/question', { askId, question: 'Is the wire free of tin?' }, { token: n.tokens.buyer })).body,
      list: (await call(n.t, 'GET', `/app-v2/question/list?askId=${askId}`, { token: n.tokens.buyer })).body,
    });
    const missing = await asBuyer(crypto.randomUUID());
    expect(missing.place.code).toBe(404);
    expect(await asBuyer(unlisted.underReview)).toEqual(missing);
    expect(await asBuyer(unlisted.refused)).toEqual(missing);
    expect(await countRows(n.t, 'quotes')).toBe(0);
    expect(await countRows(n.t, 'ask_questions')).toBe(0);
  });

  it('the seller still hears the own-items rule, and reads the questions of an ask under review', async () => {
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId: unlisted.underReview }, { token: n.tokens.seller })).body.code).toBe(1101);
    expect((await post(n.t, '/app-v2/question', { askId: unlisted.underReview, question: 'Asking myself?' }, { token: n.tokens.seller })).body.code).toBe(1101);
    expect((await call(n.t, 'GET', `/app-v2/question/list?askId=${unlisted.underReview}`, { token: n.tokens.seller })).body).toMatchObject({ code: 200, data: { total: 0 } });
  });
});
