import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post } from '../../../../test/api.ts';
import { askBody, publish } from '../../../../test/ask-fixtures.ts';
import { negotiationTestApp, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';
import { testLane } from '../../../../test/test-app.ts';

/**
 * Issue 13 item 8: `GET /app-v2/quote/ask/{id}/status` showed an ask waiting for its publication review to any
 * signed-in user (state, label, firm price). Now anyone but its seller and staff gets exactly the answer of a random id.
 */
let n: TNegotiation;
let underReview: string;
let refused: string;
beforeAll(async () => {
  n = await negotiationTestApp();
  const body = askBody({ cat: n.cat, pictures: [n.picture] }, { firmPrice: '9300' });
  underReview = (await publish(n.t, n.tokens.seller, body)).body.data.askId;
  const r = await publish(n.t, n.tokens.seller, body);
  expect((await post(n.t, `/admin/ask/${r.body.data.askId}/refuse`, { version: r.body.data.version, reason: 'Pictures unclear' }, { token: n.tokens.staff })).body.code).toBe(200);
  refused = r.body.data.askId;
});
afterAll(async () => {
  await n?.t.close();
});

describe(`[NEGOTIATION] the quote status of an unlisted ask (${testLane()})`, () => {
  const status = async (askId: string, token: string, lang: 'en' | 'zh' = 'en') => {
    const res = await call(n.t, 'GET', `/app-v2/quote/ask/${askId}/status`, { token, lang });
    return { status: res.status, body: res.body };
  };

  it('answers a buyer and a stranger as for an ask that does not exist', async () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const token of [n.tokens.buyer, n.tokens.user]) {
        const missing = await status(crypto.randomUUID(), token, lang);
        expect(missing.body.code).toBe(404);
        expect(await status(underReview, token, lang)).toEqual(missing);
        expect(await status(refused, token, lang)).toEqual(missing);
      }
    }
  });

  it('still shows it to its seller and to staff', async () => {
    expect((await status(underReview, n.tokens.seller)).body).toMatchObject({ code: 200, data: { askId: underReview, role: 'owner', askState: 'auditing' } });
    expect((await status(underReview, n.tokens.staff)).body).toMatchObject({ code: 200, data: { askId: underReview, askState: 'auditing' } });
  });
});
