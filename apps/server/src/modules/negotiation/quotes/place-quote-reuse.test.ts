import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, post, queryRows } from '../../../../test/api.ts';
import { liveAsk, negotiationTestApp, placed, placeQuote, quoteBody, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';

let n: TNegotiation;
let buyers: { userId: string; token: string }[];

beforeAll(async () => {
  n = await negotiationTestApp();
  buyers = await verifiedBuyers(n.t.database.db, 4, 'r');
});
afterAll(async () => {
  await n?.t.close();
});

/**
 * Placing a quote may check it against an ask read moments before for another quote (place-quote.ts): whatever
 * happened to the ask since must still decide the next quote, at once.
 */
describe('placing quotes one after another on the same ask', () => {
  it('a sold ask takes no more quotes the moment it is sold, and nothing is stored', async () => {
    const { askId, detailId } = await liveAsk(n);
    await placed(n.t, buyers[0]!.token, quoteBody(askId, detailId));
    expect((await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[1]!.token })).body.code).toBe(200);
    const late = await placeQuote(n.t, buyers[2]!.token, quoteBody(askId, detailId));
    expect(late.body).toMatchObject({ code: 1103, msg: 'This listing is not taking quotes (sold, expired or under review)' });
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}' and buyer_user_id = '${buyers[2]!.userId}'`)).toBe(0);
  });

  it('a lapsed ask takes no more quotes, and one put back on the market takes them again', async () => {
    const { askId, detailId } = await liveAsk(n);
    await placed(n.t, buyers[0]!.token, quoteBody(askId, detailId));
    await queryRows(n.t, `update asks set valid_until = now() - interval '1 minute' where id = '${askId}'`);
    expect((await placeQuote(n.t, buyers[1]!.token, quoteBody(askId, detailId))).body.code).toBe(1103);
    await queryRows(n.t, `update asks set valid_until = now() + interval '1 day' where id = '${askId}'`);
    await placed(n.t, buyers[1]!.token, quoteBody(askId, detailId));
    expect(await countRows(n.t, 'quotes', `ask_id = '${askId}'`)).toBe(2);
  });

  it('the answer carries the time the quote was stored', async () => {
    const { askId, detailId } = await liveAsk(n);
    await placed(n.t, buyers[0]!.token, quoteBody(askId, detailId));
    const res = await placeQuote(n.t, buyers[3]!.token, quoteBody(askId, detailId));
    const [row] = await queryRows<{ created_at: string }>(n.t, `select created_at from quotes where id = '${res.body.data.quote.quoteId}'`);
    expect(new Date(res.body.data.quote.createdAt).getTime()).toBe(new Date(row!.created_at).getTime());
  });
});
