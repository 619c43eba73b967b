import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Opens a user's live stream and collects its `quote` events. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/app-v2/live/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => controller.abort() };
}

async function until<T>(what: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting for a live event');
    await new Promise((r) => setTimeout(r, 25));
  }
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
      const placedEvent = await until(() => seller.events.find((e) => e.data.quoteId === q.quoteId && e.data.action === 'place'));
      expect(placedEvent.data).toMatchObject({ type: 'quote', askId, quoteState: 'waiting' });
      const countered = await act(n.t, n.tokens.seller, q.quoteId, 'counter', { version: q.version, lines: [{ askDetailId: detailId, price: '9300' }] });
      const seen = await until(() => buyer.events.find((e) => e.data.action === 'counter'));
      expect(seen.data).toMatchObject({ quoteId: q.quoteId, quoteState: 'dicker', version: countered.body.data.quote.version });
      const accepted = await act(n.t, n.tokens.buyer, q.quoteId, 'accept', { version: countered.body.data.quote.version });
      const deal = await until(() => seller.events.find((e) => e.data.action === 'accept'));
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
