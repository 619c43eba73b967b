import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, until } from '../../../../test/event-stream.ts';
import { liveAsk, negotiationTestApp, placed, quoteBody, act, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';

let n: TNegotiation;
let base: string;
beforeAll(async () => {
  n = await negotiationTestApp();
  base = await n.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await n?.t.close();
});

/** Opens a user's live stream and collects its events. */
async function openStream(token: string) {
  const stream = await openEventStream(`${base}/app-v2/live/stream`, token);
  expect(stream.res.status).toBe(200);
  expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
  return stream;
}

describe('live quote events (SSE, fanned out through LISTEN/NOTIFY)', () => {
  it('needs a session', async () => {
    const res = await fetch(`${base}/app-v2/live/stream`);
    expect(res.status).toBe(401);
  });

  it("the seller's counter and the buyer's acceptance reach the other party's open page", async () => {
    const { askId, detailId } = await liveAsk(n);
    const buyer = await openStream(n.tokens.buyer);
    const seller = await openStream(n.tokens.seller);
    const outsider = await openStream(n.tokens.user);
    await until(() => (buyer.events.some((e) => e.event === 'ready') && seller.events.some((e) => e.event === 'ready') ? true : undefined));
    try {
      const q = await placed(n.t, n.tokens.buyer, quoteBody(askId, detailId));
      const placedEvent = await until(() => seller.events.find((e) => e.data?.quoteId === q.quoteId && e.data?.action === 'place'));
      expect(placedEvent.data).toMatchObject({ type: 'quote', askId, quoteState: 'waiting' });
      const countered = await act(n.t, n.tokens.seller, q.quoteId, 'counter', { version: q.version, lines: [{ askDetailId: detailId, price: '9300' }] });
      const seen = await until(() => buyer.events.find((e) => e.data?.action === 'counter'));
      expect(seen.data).toMatchObject({ quoteId: q.quoteId, quoteState: 'dicker', version: countered.body.data.quote.version });
      const accepted = await act(n.t, n.tokens.buyer, q.quoteId, 'accept', { version: countered.body.data.quote.version });
      const deal = await until(() => seller.events.find((e) => e.data?.action === 'accept'));
      expect(deal.data).toMatchObject({ quoteState: 'deal', contractId: accepted.body.data.contractId });
      // A stranger hears nothing of it.
      expect(outsider.events.filter((e) => e.event === 'quote')).toEqual([]);
    } finally {
      buyer.close();
      seller.close();
      outsider.close();
    }
  });
});
