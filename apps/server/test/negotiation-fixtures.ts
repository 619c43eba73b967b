import { expect } from 'vitest';
import { call, post, queryRows } from './api.ts';
import type { TTestApp } from './test-app.ts';
import { askBody, askTestApp, publishLive, uploadPicture } from './ask-fixtures.ts';

/**
 * Test material of issue 4 (negotiation): verified buyers made in one statement (with live sessions), live asks
 * with a firm price, and the quote bodies the web form sends.
 */
export async function negotiationTestApp() {
  const base = await askTestApp();
  const picture = await uploadPicture(base.t, base.tokens.seller);
  return { ...base, picture };
}

export type TNegotiation = Awaited<ReturnType<typeof negotiationTestApp>>;

/** A live international ask (one line: 20.5 MT Barley at 9,150, range 8,900–9,400, FOB, US) with a firm price. */
export async function liveAsk(n: TNegotiation, patch: Record<string, unknown> = {}): Promise<{ askId: string; detailId: string }> {
  const askId = await publishLive(n.t, n.tokens, askBody({ cat: n.cat, pictures: [n.picture] }, { firmPrice: '9300', ...patch }));
  const [d] = await queryRows<{ id: string }>(n.t, `select id from ask_details where ask_id = '${askId}' order by sort limit 1`);
  return { askId, detailId: d!.id };
}

export function quoteBody(askId: string, detailId: string, patch: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  return {
    askId,
    lines: [{ askDetailId: detailId, quoteType: 'FIXED', price: '9000', weight: '20', ...line }],
    term: 'FOB',
    prepayRate: 30,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    remark: 'Can load in two weeks',
    ...patch,
  };
}

export async function placeQuote(t: TTestApp, token: string, body: unknown, opts: { lang?: 'zh' | 'en'; key?: string } = {}) {
  return post(t, '/app-v2/quote', body, { token, lang: opts.lang, headers: opts.key ? { 'idempotency-key': opts.key } : {} });
}

export async function act(t: TTestApp, token: string, quoteId: string, action: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') {
  return post(t, `/app-v2/quote/${quoteId}/${action}`, body, { token, lang });
}

/** The placed quote, asserting success. */
export async function placed(t: TTestApp, token: string, body: unknown): Promise<{ quoteId: string; version: number }> {
  const res = await placeQuote(t, token, body);
  expect(res.body, 'place quote').toMatchObject({ code: 200 });
  return { quoteId: res.body.data.quote.quoteId, version: res.body.data.quote.version };
}

export async function quoteState(t: TTestApp, quoteId: string) {
  const [row] = await queryRows<{ state: string; version: number }>(t, `select state, version from quotes where id = '${quoteId}'`);
  return row!;
}

export async function statusOf(t: TTestApp, token: string, askId: string, lang: 'zh' | 'en' = 'en') {
  const res = await call(t, 'GET', `/app-v2/quote/ask/${askId}/status`, { token, lang });
  expect(res.body.code, 'status').toBe(200);
  return res.body.data;
}
