import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { act, liveAsk, negotiationTestApp, placed, placeQuote, quoteBody, quoteState, statusOf, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';
import { expireQuotes } from './expire-quotes.ts';
import { IDEMPOTENCY_KEY_RETENTION_HOURS, purgeIdempotencyKeys } from './purge-idempotency-keys.ts';
import { writePlacedQuote } from './quotes.repository.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';

let n: TNegotiation;
let buyers: { userId: string; token: string }[];

beforeAll(async () => {
  n = await negotiationTestApp();
  buyers = await verifiedBuyers(n.t.database.db, 6, 'q');
});
afterAll(async () => {
  await n?.t.close();
});

/** What a refused call must leave behind: nothing. */
async function snapshot() {
  return {
    quotes: await queryRows(n.t, 'select id, state, version from quotes order by id'),
    events: await countRows(n.t, 'quote_events'),
    contracts: await countRows(n.t, 'contracts'),
    asks: await queryRows(n.t, 'select id, state, version from asks order by id'),
  };
}

describe('placing a quote (§5 Quote price input, §6 verified accounts)', () => {
  it('refuses an unverified user, the seller on their own ask, and out-of-range prices — storing nothing', async () => {
    const { askId, detailId } = await liveAsk(n);
    const before = await snapshot();
    const general = await placeQuote(n.t, n.tokens.user, quoteBody(askId, detailId));
    expect(general.body.code).toBe(1403);
    const own = await placeQuote(n.t, n.tokens.seller, quoteBody(askId, detailId), { lang: 'zh' });
    expect(own.body).toMatchObject({ code: 1101, msg: '不能对自己的货物报价' });
    const low = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, {}, { price: '8000' }));
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({ code: 1000, msg: 'Price: The value is between 8,900 and 9,400' });
    expect(low.body.data.errors).toEqual([{ field: 'lines.0.price', message: 'Price: The value is between 8,900 and 9,400' }]);
    const lowZh = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, {}, { price: '9500' }), { lang: 'zh' });
    expect(lowZh.body.msg).toBe('价格：数值须在 8,900 到 9,400 之间');
    const ratio = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, { depositRatio: '30', balanceRatio: '60' }));
    expect(ratio.body).toMatchObject({ code: 1000, msg: 'Balance ratio: deposit plus balance must be 100' });
    const remark = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, { remark: '好'.repeat(51) }), { lang: 'zh' });
    expect(remark.body).toMatchObject({ code: 1000, msg: '备注：最多 50 个字符' });
    const tooMuch = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, {}, { weight: '21' }));
    expect(tooMuch.body).toMatchObject({ code: 1000, msg: 'Weight: is more than the listing offers' });
    const none = await placeQuote(n.t, n.tokens.buyer, quoteBody(askId, detailId, { lines: [] }));
    expect(none.body.code).toBe(1000);
    expect(await snapshot()).toEqual(before);
  });

  it('asks "continue or not" for another quote method, and accepts a formula without the range once confirmed', async () => {
    const { askId, detailId } = await liveAsk(n);
    const lme = quoteBody(askId, detailId, {}, { quoteType: 'LME', price: '95' });
    const asked = await placeQuote(n.t, buyers[0]!.token, lme);
    expect(asked.body).toMatchObject({ code: 1102, msg: "Your quote method differs from the seller's preferred method. Continue or not?" });
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(0);
    const ok = await placeQuote(n.t, buyers[0]!.token, { ...lme, confirmMethodMismatch: true });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.quote).toMatchObject({ quoteState: 'waiting', methodMismatch: true, lines: [{ quoteType: 'LME', priceStr: '95% LME', price: 95 }] });
  });

  it('a second quote by the same buyer is a stale screen (update the first instead)', async () => {
    const { askId, detailId } = await liveAsk(n);
    await placed(n.t, buyers[1]!.token, quoteBody(askId, detailId));
    const again = await placeQuote(n.t, buyers[1]!.token, quoteBody(askId, detailId));
    expect(again.body.code).toBe(110801);
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(1);
  });

  it('an Idempotency-Key replays the stored answer and refuses another body', async () => {
    const { askId, detailId } = await liveAsk(n);
    const body = quoteBody(askId, detailId);
    const first = await placeQuote(n.t, buyers[2]!.token, body, { key: 'place-key-0001' });
    const retry = await placeQuote(n.t, buyers[2]!.token, body, { key: 'place-key-0001' });
    expect(first.body.code).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(1);
    const other = await placeQuote(n.t, buyers[2]!.token, { ...body, prepayRate: 40 }, { key: 'place-key-0001' });
    expect(other.body.code).toBe(1106);
    const bad = await placeQuote(n.t, buyers[2]!.token, body, { key: 'x' });
    expect(bad.body.code).toBe(1000);
  });
});

describe('the negotiation (§4 Quote flow)', () => {
  it('quote → counter → bargain → counter → accept makes the deal, the contract, and loses the other quotes', async () => {
    const { askId, detailId } = await liveAsk(n);
    const other = await placed(n.t, buyers[3]!.token, quoteBody(askId, detailId, {}, { price: '8950' }));
    const q = await placed(n.t, n.tokens.buyer, quoteBody(askId, detailId));
    expect((await statusOf(n.t, n.tokens.buyer, askId)).buyerStatus).toBe('waiting');
    expect(await statusOf(n.t, n.tokens.seller, askId)).toMatchObject({ role: 'owner', label: 'quoted', quoteCount: 2 });

    // The seller counters.
    let res = await act(n.t, n.tokens.seller, q.quoteId, 'counter', { version: q.version, lines: [{ askDetailId: detailId, price: '9300' }], remark: 'Best I can do' });
    expect(res.body.data.quote).toMatchObject({ quoteState: 'dicker', role: 'seller', allowedActions: ['counter', 'reject'] });
    let v = res.body.data.quote.version;
    expect(await statusOf(n.t, n.tokens.buyer, askId)).toMatchObject({ buyerStatus: 'dicker', label: 'quoted' });

    // Forbidden and stale moves change nothing.
    const before = await snapshot();
    expect((await act(n.t, n.tokens.buyer, q.quoteId, 'recall', { version: v })).body.code).toBe(110801);
    expect((await act(n.t, n.tokens.seller, q.quoteId, 'recall', { version: v })).body).toMatchObject({ code: 1403, msg: 'Only the buyer or the seller of this quote can do this' });
    expect((await act(n.t, buyers[4]!.token, q.quoteId, 'accept', { version: v })).body.code).toBe(404);
    expect((await act(n.t, n.tokens.buyer, q.quoteId, 'accept', { version: v - 1 })).body.code).toBe(110801);
    expect((await act(n.t, n.tokens.user, q.quoteId, 'accept', { version: v })).body.code).toBe(1403);
    expect((await act(n.t, n.tokens.buyer, q.quoteId, 'counter', { version: v, lines: [{ askDetailId: detailId, price: '9500' }] })).body.code).toBe(1000);
    expect(await snapshot()).toEqual(before);

    // The buyer bargains, the seller counters again, the buyer accepts the counter.
    res = await act(n.t, n.tokens.buyer, q.quoteId, 'counter', { version: v, lines: [{ askDetailId: detailId, price: '9100' }], remark: 'Meet halfway?' });
    expect(res.body.data.quote.quoteState).toBe('bargaining');
    v = res.body.data.quote.version;
    res = await act(n.t, n.tokens.seller, q.quoteId, 'counter', { version: v, lines: [{ askDetailId: detailId, price: '9200' }] });
    v = res.body.data.quote.version;
    res = await act(n.t, n.tokens.buyer, q.quoteId, 'accept', { version: v });
    expect(res.body.code).toBe(200);
    expect(res.body.data.quote).toMatchObject({ quoteState: 'deal', allowedActions: [], lines: [{ agreedPrice: 9200 }] });
    const contractId = res.body.data.contractId as string;
    expect(contractId).toBeTruthy();

    // The thread, the contract, the ask, the other quote, and what each side now sees.
    const thread = (await call(n.t, 'GET', `/app-v2/quote/${q.quoteId}`, { token: n.tokens.seller })).body.data.thread;
    expect(thread.map((e: { action: string; actor: string; toState: string }) => `${e.actor}:${e.action}:${e.toState}`)).toEqual([
      'buyer:place:waiting',
      'seller:counter:dicker',
      'buyer:counter:bargaining',
      'seller:counter:dicker',
      'buyer:accept:deal',
    ]);
    expect(thread[1]).toMatchObject({ remark: 'Best I can do', lines: [{ price: 9300, priceStr: '$9,300.00/MT' }] });
    const contract = await call(n.t, 'GET', `/app-v2/contract/${contractId}`, { token: n.tokens.buyer });
    expect(contract.body.data).toMatchObject({
      status: 'pending',
      askId,
      quoteId: q.quoteId,
      term: 'FOB',
      depositRatio: 30,
      totalWeight: 20,
      totalAmount: 184000,
      underReview: false,
      lines: [{ askDetailId: detailId, price: 9200, weight: 20, amount: 184000 }],
    });
    expect((await call(n.t, 'GET', `/app-v2/contract/${contractId}`, { token: buyers[3]!.token })).body.code).toBe(404);
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${askId}'`))[0]!.state).toBe('deal');
    expect((await quoteState(n.t, other.quoteId)).state).toBe('lost');
    expect(await statusOf(n.t, n.tokens.buyer, askId)).toMatchObject({ buyerStatus: 'buymyslef', label: 'bought', tradeQuote: { sellerWeight: 20 } });
    expect(await statusOf(n.t, buyers[3]!.token, askId)).toMatchObject({ buyerStatus: 'sold', label: 'sold', canQuote: false });
    expect(await statusOf(n.t, n.tokens.seller, askId)).toMatchObject({ label: 'sold' });
    // Both parties are told in-app and by e-mail.
    const notes = await queryRows<{ kind: string; user_id: string; title_zh: string; title_en: string }>(
      n.t,
      `select kind, user_id, title_zh, title_en from notifications where kind = 'quote_deal' and ref_key = 'contract:${contractId}'`,
    );
    expect(notes).toHaveLength(2);
    // Each language names the listing in that language (issue 19 item 5: not "已成交：Bare bright copper wire").
    expect(notes[0]).toMatchObject({ title_zh: '已成交：光亮铜线', title_en: expect.stringContaining('Bare bright copper wire') });
    expect(n.t.sentMail.some((m) => m.text.includes(contract.body.data.contractNo))).toBe(true);
    // Nothing more can happen on the ask.
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[3]!.token })).body.code).toBe(1103);
  });

  it('a seller acceptance locks the price; others cannot deal; the buyer rejecting it forwards the firm price to the next best', async () => {
    const { askId, detailId } = await liveAsk(n);
    const a = await placed(n.t, buyers[0]!.token, quoteBody(askId, detailId, {}, { price: '9000' }));
    const b = await placed(n.t, buyers[1]!.token, quoteBody(askId, detailId, {}, { price: '9200' }));
    const c = await placed(n.t, buyers[2]!.token, quoteBody(askId, detailId, {}, { price: '8950' }));
    // Ranked by normalised price, best first.
    const list = await call(n.t, 'GET', `/app-v2/quote/ask/${askId}`, { token: n.tokens.seller });
    expect(list.body.data.rows.map((r: { quoteId: string; rank: number }) => r.quoteId)).toEqual([b.quoteId, a.quoteId, c.quoteId]);
    expect((await call(n.t, 'GET', `/app-v2/quote/ask/${askId}`, { token: buyers[0]!.token })).body.code).toBe(404);

    const locked = await act(n.t, n.tokens.seller, a.quoteId, 'accept', { version: a.version });
    expect(locked.body.data.quote).toMatchObject({ quoteState: 'confirm', allowedActions: [] });
    expect(await statusOf(n.t, buyers[0]!.token, askId)).toMatchObject({ buyerStatus: 'confirm', label: 'yourPriceLocked', role: 'tradingBuyer' });
    expect(await statusOf(n.t, buyers[1]!.token, askId)).toMatchObject({ label: 'anotherPriceLocked', canBuyNow: false });
    expect(await statusOf(n.t, n.tokens.seller, askId)).toMatchObject({ label: 'lockedInReview', priceLocked: true });
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[1]!.token })).body.code).toBe(1104);
    expect((await act(n.t, n.tokens.seller, b.quoteId, 'accept', { version: b.version })).body.code).toBe(1104);
    expect((await queryRows(n.t, `select 1 from notifications where kind = 'quote_price_locked' and user_id = '${buyers[0]!.userId}'`)).length).toBe(1);

    const rejected = await act(n.t, buyers[0]!.token, a.quoteId, 'reject', { version: locked.body.data.quote.version, remark: 'Market moved' });
    expect(rejected.body.data.quote.quoteState).toBe('rejected');
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${askId}'`))[0]!.state).toBe('active');
    const offers = await queryRows<{ user_id: string; title_en: string }>(n.t, `select user_id, title_en from notifications where kind = 'firm_price_offer'`);
    expect(offers.map((o) => o.user_id).sort()).toEqual([buyers[1]!.userId, buyers[2]!.userId].sort());
    expect(offers[0]!.title_en).toContain('$9,300.00/MT');
    // The ask is free again: buy-it-now works for the next best.
    const bought = await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[1]!.token });
    expect(bought.body.data.quote).toMatchObject({ quoteState: 'deal', viaBuyNow: true, lines: [{ price: 9300, weight: 20.5 }] });
    expect((await quoteState(n.t, c.quoteId)).state).toBe('lost');
  });

  it('seller refusal, buyer update, recall and cancel', async () => {
    const { askId, detailId } = await liveAsk(n);
    const q = await placed(n.t, buyers[4]!.token, quoteBody(askId, detailId));
    let res = await act(n.t, n.tokens.seller, q.quoteId, 'reject', { version: q.version });
    expect(res.body.data.quote.quoteState).toBe('refuse');
    expect(await statusOf(n.t, buyers[4]!.token, askId)).toMatchObject({ buyerStatus: 'waiting', label: 'refused' });
    res = await call(n.t, 'PUT', `/app-v2/quote/${q.quoteId}`, { token: buyers[4]!.token, body: { ...quoteBody(askId, detailId, {}, { price: '9250' }), version: res.body.data.quote.version } });
    expect(res.body.data.quote).toMatchObject({ quoteState: 'waiting', lines: [{ price: 9250 }] });
    res = await act(n.t, buyers[4]!.token, q.quoteId, 'recall', { version: res.body.data.quote.version });
    expect(res.body.data.quote.quoteState).toBe('recalled');
    expect((await statusOf(n.t, buyers[4]!.token, askId)).buyerStatus).toBe('beforeQuote');
    // The seller cannot answer a recalled quote.
    expect((await act(n.t, n.tokens.seller, q.quoteId, 'accept', { version: res.body.data.quote.version })).body.code).toBe(110801);
    res = await act(n.t, buyers[4]!.token, q.quoteId, 'cancel', { version: res.body.data.quote.version });
    expect(res.body.data.quote.quoteState).toBe('cancelled');
    // A new quote starts afresh.
    await placed(n.t, buyers[4]!.token, quoteBody(askId, detailId));
    const inquiries = await call(n.t, 'GET', '/app-v2/quote/list/buyer?tab=all', { token: buyers[4]!.token });
    expect(inquiries.body.data.rows.map((r: { quoteState: string }) => r.quoteState)).toContain('cancelled');
    const open = await call(n.t, 'GET', '/app-v2/quote/list/buyer?tab=open', { token: buyers[4]!.token });
    expect(open.body.data.rows.every((r: { quoteState: string }) => r.quoteState === 'waiting')).toBe(true);
    expect(open.body.data.rows[0]).toMatchObject({ buyerStatus: 'waiting', label: 'quoted', askState: 'active' });
  });

  it("buy-it-now needs a firm price and another's ask; a large deal waits for staff review (ask auditing)", async () => {
    const plain = await liveAsk(n, { firmPrice: '' });
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId: plain.askId }, { token: buyers[5]!.token })).body.code).toBe(1105);
    const big = await liveAsk(n, {
      firmPrice: '9000',
      details: [{ categoryId: n.cat['copper'], subCategoryId: n.cat['barley'], detailName: 'Barley wire', weight: '100', quoteType: 'FIXED', unitPrice: '9150', media: [{ fileId: n.picture, kind: 'image' }] }],
    });
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId: big.askId }, { token: n.tokens.seller })).body.code).toBe(1101);
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId: big.askId, askVersion: 1 }, { token: buyers[5]!.token })).body.code).toBe(110801);
    const res = await post(n.t, '/app-v2/quote/buy-now', { askId: big.askId }, { token: buyers[5]!.token });
    expect(res.body.data.quote.quoteState).toBe('auditing');
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${big.askId}'`))[0]!.state).toBe('auditing');
    expect(await statusOf(n.t, buyers[5]!.token, big.askId)).toMatchObject({ buyerStatus: 'buymyslef', label: 'yourPriceLocked' });
    expect(await statusOf(n.t, n.tokens.seller, big.askId)).toMatchObject({ label: 'lockedInReview' });
    expect(await statusOf(n.t, n.tokens.buyer, big.askId)).toMatchObject({ buyerStatus: 'auditing', label: 'anotherPriceLocked' });
    // The publication review queue is not where deals are reviewed.
    const review = await call(n.t, 'GET', '/admin/ask/review', { token: n.tokens.staff });
    expect(review.body.data.rows.map((r: { askId: string }) => r.askId)).not.toContain(big.askId);
    const queue = await call(n.t, 'GET', '/admin/quote/deal-review', { token: n.tokens.staff });
    expect(queue.body.data.rows.map((r: { quoteId: string }) => r.quoteId)).toEqual([res.body.data.quote.quoteId]);
    expect((await call(n.t, 'GET', '/admin/quote/deal-review', { token: n.tokens.buyer })).body.code).toBe(1403);
    const refused = await post(n.t, `/admin/quote/${res.body.data.quote.quoteId}/deal/refuse`, { version: res.body.data.quote.version, reason: 'Credit check' }, { token: n.tokens.staff });
    expect(refused.body.data.quote.quoteState).toBe('refuse');
    expect((await queryRows<{ status: string }>(n.t, `select status from contracts where id = '${res.body.data.contractId}'`))[0]!.status).toBe('voided');
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${big.askId}'`))[0]!.state).toBe('active');
    // Bought again and approved.
    const again = await post(n.t, '/app-v2/quote/buy-now', { askId: big.askId }, { token: buyers[5]!.token });
    expect(again.body.data.quote.quoteState).toBe('auditing');
    const approved = await post(n.t, `/admin/quote/${again.body.data.quote.quoteId}/deal/approve`, { version: again.body.data.quote.version }, { token: n.tokens.staff });
    expect(approved.body.data.quote.quoteState).toBe('deal');
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${big.askId}'`))[0]!.state).toBe('deal');
    expect(await countRows(n.t, 'contracts', `ask_id = '${big.askId}' and status <> 'voided'`)).toBe(1);
  });
});

describe('no double deals', () => {
  it('20 buyers racing buy-it-now on one ask make exactly one deal and one contract', async () => {
    const { askId } = await liveAsk(n);
    const racers = await verifiedBuyers(n.t.database.db, 20, 'race');
    const results = await Promise.all(racers.map((r) => post(n.t, '/app-v2/quote/buy-now', { askId }, { token: r.token })));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 1103)).toBe(true);
    expect(await countRows(n.t, 'contracts', `ask_id = '${askId}'`)).toBe(1);
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}' and state in ('deal', 'auditing')`)).toBe(1);
  });

  it('quotes placed while a buy-it-now commits either go in before it (and are lost) or are told the ask is sold', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [winner, ...quoters] = await verifiedBuyers(n.t.database.db, 13, 'mix');
    const results = await Promise.all([
      ...quoters.slice(0, 6).map((b) => placeQuote(n.t, b.token, quoteBody(askId, detailId))),
      post(n.t, '/app-v2/quote/buy-now', { askId }, { token: winner!.token }),
      ...quoters.slice(6).map((b) => placeQuote(n.t, b.token, quoteBody(askId, detailId))),
    ]);
    expect(results[6]!.body.code).toBe(200);
    const codes = results.filter((_, i) => i !== 6).map((r) => r.body.code);
    expect(codes.every((c) => c === 200 || c === 1103), String(codes)).toBe(true);
    // No quote is left open on the sold ask: each one placed before the deal was lost by it.
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}' and state not in ('deal', 'lost')`)).toBe(0);
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}' and state = 'lost'`)).toBe(codes.filter((c) => c === 200).length);
    expect((await placeQuote(n.t, quoters[0]!.token, quoteBody(askId, detailId))).body.code).toBe(1103);
  });

  it('the placing statement writes nothing when the ask changed since it was checked, nor under a taken key', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [b] = await verifiedBuyers(n.t.database.db, 1, 'stale');
    const [ask] = await queryRows<{ version: number; seller_user_id: string }>(n.t, `select version, seller_user_id from asks where id = '${askId}'`);
    const now = new Date('2026-11-21T10:00:00.123Z');
    const rows = () => {
      const quote = {
        id: crypto.randomUUID(),
        askId,
        buyerUserId: b!.userId,
        sellerUserId: ask!.seller_user_id,
        market: 'intl',
        currency: 'USD',
        state: 'waiting' as const,
        version: 1,
        weightUnit: 'MT',
        term: 'FOB',
        portId: null,
        destinationPortId: null,
        prepayRate: 30,
        depositRatio: '30',
        balanceRatio: '70',
        paymentTiming: 'against_bl_copy',
        validWhen: null,
        fixingSide: 'undecided',
        firm: false,
        taxIncluded: false,
        remark: 'Written as built',
        viaBuyNow: false,
        methodMismatch: false,
        lockedAt: null,
        dealAt: null,
        createdAt: now,
        updatedAt: now,
      };
      const line = { id: crypto.randomUUID(), quoteId: quote.id, askDetailId: detailId, quoteType: 'FIXED' as const, deduction: 0 as const, price: '9000', counterPrice: null, agreedPrice: null, weight: '20', containers: null, sort: 0 };
      const event = { id: crypto.randomUUID(), quoteId: quote.id, askId, actorUserId: b!.userId, actor: 'buyer' as const, action: 'place' as const, fromState: null, toState: 'waiting' as const, lines: [{ askDetailId: detailId, price: '9000' }], remark: null, createdAt: now };
      return { quote, lines: [line], event };
    };
    const idempotency = { key: 'statement-key-1', fingerprint: 'f1', response: { answer: 1 } };
    expect(await writePlacedQuote(n.t.database.db, { askVersion: ask!.version - 1, ...rows(), idempotency })).toBe('askChanged');
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(0);
    expect(await countRows(n.t, 'quote_events', `ask_id = '${askId}'`)).toBe(0);
    expect(await countRows(n.t, 'idempotency_keys', `key = 'statement-key-1'`)).toBe(0);

    const first = rows();
    expect(await writePlacedQuote(n.t.database.db, { askVersion: ask!.version, ...first, idempotency })).toBe('placed');
    const [q] = await queryRows<Record<string, unknown>>(
      n.t,
      `select q.state, q.version, q.deposit_ratio::text, q.remark, q.created_at = '${now.toISOString()}'::timestamptz as same_time,
        (select count(*)::int from quote_lines l where l.quote_id = q.id and l.id = '${first.lines[0]!.id}' and l.price = 9000) as line,
        (select count(*)::int from quote_events e where e.id = '${first.event.id}' and e.lines->0->>'price' = '9000') as event,
        (select response->>'answer' from idempotency_keys where key = 'statement-key-1') as answer
       from quotes q where q.id = '${first.quote.id}'`,
    );
    expect(q).toEqual({ state: 'waiting', version: 1, deposit_ratio: '30.0', remark: 'Written as built', same_time: true, line: 1, event: 1, answer: '1' });
    // The same key again (a retry): nothing is written, the caller replays the stored answer.
    expect(await writePlacedQuote(n.t.database.db, { askVersion: ask!.version, ...rows(), idempotency })).toBe('keyTaken');
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(1);
  });

  it('a retried placement replays its answer even after the ask closed; another body under the key is 1106', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [b, c] = await verifiedBuyers(n.t.database.db, 2, 'replay');
    const body = quoteBody(askId, detailId);
    const first = await placeQuote(n.t, b!.token, body, { key: 'replay-key-0001' });
    expect(first.body.code).toBe(200);
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: c!.token })).body.code).toBe(200);
    const retry = await placeQuote(n.t, b!.token, body, { key: 'replay-key-0001' });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await placeQuote(n.t, b!.token, { ...body, remark: 'Another' }, { key: 'replay-key-0001' })).body.code).toBe(1106);
    expect((await placeQuote(n.t, b!.token, body, { key: 'replay-key-0002' })).body.code).toBe(1103);
  });
});

describe('expiry (§4)', () => {
  it('open quotes on a lapsed ask and unconfirmed locks read as expired, and the sweep stores them', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [x, y] = await verifiedBuyers(n.t.database.db, 2, 'exp');
    const q = await placed(n.t, x!.token, quoteBody(askId, detailId));
    const other = await liveAsk(n);
    const lockedQ = await placed(n.t, y!.token, quoteBody(other.askId, other.detailId));
    const locked = await act(n.t, n.tokens.seller, lockedQ.quoteId, 'accept', { version: lockedQ.version });
    expect(locked.body.data.quote.quoteState).toBe('confirm');
    await queryRows(n.t, `update asks set valid_until = now() - interval '1 minute' where id = '${askId}'`);
    await queryRows(n.t, `update quotes set locked_at = now() - interval '49 hours' where id = '${lockedQ.quoteId}'`);
    // Readers see it at once; acting on it is a stale screen.
    expect((await call(n.t, 'GET', `/app-v2/quote/${q.quoteId}`, { token: x!.token })).body.data.quoteState).toBe('expired');
    expect((await act(n.t, n.tokens.seller, q.quoteId, 'accept', { version: q.version })).body.code).toBe(110801);
    expect((await act(n.t, y!.token, lockedQ.quoteId, 'accept', { version: locked.body.data.quote.version })).body.code).toBe(110801);
    // The lapsed lock no longer holds the ask: another buyer can buy it now.
    expect(await statusOf(n.t, x!.token, other.askId)).toMatchObject({ priceLocked: false, canBuyNow: true });
    expect(await expireQuotes({ db: n.t.database.db })).toBeGreaterThanOrEqual(2);
    expect((await quoteState(n.t, q.quoteId)).state).toBe('expired');
    expect((await quoteState(n.t, lockedQ.quoteId)).state).toBe('expired');
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId: other.askId }, { token: x!.token })).body.data.quote.quoteState).toBe('deal');
  });
});

describe('the ask detail (§3 Ask: tradeQuote, tradeUserId, myQuote)', () => {
  const detailOf = async (token: string, askId: string) => {
    const res = await call(n.t, 'GET', `/app-v2/ask/${askId}`, { token });
    expect(res.body.code, 'ask detail').toBe(200);
    return res.body.data;
  };

  it("shows each buyer their own quote only, nobody another buyer's price, and who bought once dealt", async () => {
    const { askId, detailId } = await liveAsk(n);
    const [x, y, z] = await verifiedBuyers(n.t.database.db, 3, 'detail');
    const qx = await placed(n.t, x!.token, quoteBody(askId, detailId, { remark: 'Offer from X' }, { price: '9011' }));
    const qy = await placed(n.t, y!.token, quoteBody(askId, detailId, { remark: 'Offer from Y' }, { price: '9022' }));

    const forX = await detailOf(x!.token, askId);
    expect(forX).toMatchObject({
      askId,
      tradeUserId: null,
      tradeQuote: null,
      myQuote: {
        quoteId: qx.quoteId,
        quoteState: 'waiting',
        myQuoteDetail: { buyerUserId: x!.userId },
        quoteDetailList: [{ askDetailId: detailId, price: 9011 }],
        thread: [{ action: 'place', remark: 'Offer from X' }],
      },
    });
    expect(JSON.stringify(forX)).not.toContain(qy.quoteId);
    expect(JSON.stringify(forX)).not.toContain('Offer from Y');
    expect((await detailOf(y!.token, askId)).myQuote).toMatchObject({ quoteId: qy.quoteId, quoteDetailList: [{ price: 9022 }] });
    // A buyer without a quote, and the seller, see no quote in the detail (the seller's list is /quote/ask/{id}).
    for (const token of [z!.token, n.tokens.seller]) {
      const d = await detailOf(token, askId);
      expect(d).toMatchObject({ myQuote: null, tradeQuote: null, tradeUserId: null });
      expect(JSON.stringify(d)).not.toMatch(/Offer from|9,011|9,022/);
    }

    // A locked price is not a trade yet; the deal is, and names the buyer and the weight (never a price).
    const locked = await act(n.t, n.tokens.seller, qx.quoteId, 'accept', { version: qx.version });
    expect((await detailOf(z!.token, askId)).tradeQuote).toBeNull();
    expect((await act(n.t, x!.token, qx.quoteId, 'accept', { version: locked.body.data.quote.version })).body.code).toBe(200);
    const trade = { tradeUserId: x!.userId, tradeQuote: { buyerUserId: x!.userId, sellerWeight: 20, sellerWeightLbs: 44092.4 } };
    expect(await detailOf(x!.token, askId)).toMatchObject({ ...trade, myQuote: { quoteState: 'deal' } });
    // §3 My quote is a live quote: the losing buyer's lost one is no longer shown.
    expect(await detailOf(y!.token, askId)).toMatchObject({ ...trade, myQuote: null });
    const forZ = await detailOf(z!.token, askId);
    expect(forZ).toMatchObject({ ...trade, myQuote: null });
    expect(JSON.stringify(forZ.tradeQuote)).not.toContain('9011');
    // The quote status of the detail page says the same.
    expect(await statusOf(n.t, z!.token, askId)).toMatchObject(trade);
  });
});

describe('Idempotency-Key retention', () => {
  it('the sweep deletes keys past the retention and keeps recent ones, which still replay', async () => {
    const { askId, detailId } = await liveAsk(n);
    const [w] = await verifiedBuyers(n.t.database.db, 1, 'idem');
    const body = quoteBody(askId, detailId);
    const first = await placeQuote(n.t, w!.token, body, { key: 'retain-key-0001' });
    expect(first.body.code).toBe(200);
    await queryRows(
      n.t,
      `insert into idempotency_keys (user_id, key, fingerprint, response, created_at) values
        ('${w!.userId}', 'old-key-0001', 'f', '{}', now() - interval '${IDEMPOTENCY_KEY_RETENTION_HOURS} hours' - interval '1 minute'),
        ('${w!.userId}', 'old-key-0002', 'f', '{}', now() - interval '30 days')`,
    );
    expect(await purgeIdempotencyKeys({ db: n.t.database.db })).toBeGreaterThanOrEqual(2);
    expect(await countRows(n.t, 'idempotency_keys', `key like 'old-key-%'`)).toBe(0);
    expect(await countRows(n.t, 'idempotency_keys', `key = 'retain-key-0001'`)).toBe(1);
    const retry = await placeQuote(n.t, w!.token, body, { key: 'retain-key-0001' });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await purgeIdempotencyKeys({ db: n.t.database.db })).toBe(0);
  });
});

describe('documentation', () => {
  it('documents every negotiation endpoint with its schemas in /docs', async () => {
    const res = await call(n.t, 'GET', '/docs/json');
    const paths = Object.keys((res.body as unknown as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/app-v2/quote',
      '/app-v2/quote/{quoteId}',
      '/app-v2/quote/{quoteId}/counter',
      '/app-v2/quote/{quoteId}/accept',
      '/app-v2/quote/{quoteId}/reject',
      '/app-v2/quote/{quoteId}/recall',
      '/app-v2/quote/{quoteId}/cancel',
      '/app-v2/quote/buy-now',
      '/app-v2/quote/list/buyer',
      '/app-v2/quote/ask/{askId}',
      '/app-v2/quote/ask/{askId}/status',
      '/app-v2/contract/{contractId}',
      '/app-v2/question',
      '/app-v2/question/list',
      '/app-v2/question/{questionId}/answer',
      '/app-v2/reference-price/latest',
      '/admin/reference-price',
      '/admin/reference-price/import',
      '/admin/quote/deal-review',
      '/app-v2/live/stream',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
