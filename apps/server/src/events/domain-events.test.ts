import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, queryRows } from '../../test/api.ts';
import { liveAsk, negotiationTestApp, type TNegotiation } from '../../test/negotiation-fixtures.ts';
import { verifiedBuyers } from '../../test/verified-buyers.ts';
import { dispatchDomainEvents, publishEvent, subscribe, subscriber, unsubscribe } from './bus.ts';

let n: TNegotiation;
let buyers: { userId: string; token: string }[];

beforeAll(async () => {
  n = await negotiationTestApp();
  buyers = await verifiedBuyers(n.t.database.db, 2, 'ev');
});
afterAll(async () => {
  await n?.t.close();
});

type TEventRow = { id: string; type: string; payload: Record<string, unknown>; dispatched_at: Date | null; attempts: number; last_error: string | null };
const eventsOf = (quoteId: string) =>
  queryRows<TEventRow>(n.t, `select id, type, payload, dispatched_at, attempts, last_error from domain_events where payload->>'quoteId' = '${quoteId}' order by occurred_at`);

describe('domain events: a deal reaches the other areas through the outbox', () => {
  it('a buy-now records deal.made once; the orders wrote the contract under its id, the listings moved the ask, the mails went out after the commit', async () => {
    const { askId } = await liveAsk(n);
    const bought = await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[0]!.token });
    expect(bought.body.code).toBe(200);
    const { quoteId } = bought.body.data.quote;
    const contractId = bought.body.data.contractId as string;
    const [event, ...more] = await eventsOf(quoteId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: 'deal.made', attempts: 1, last_error: null });
    expect(event!.dispatched_at).not.toBeNull();
    expect(event!.payload).toMatchObject({ contractId, askId, quoteId, buyerUserId: buyers[0]!.userId, underReview: false });
    const [contract] = await queryRows<{ id: string; ask_id: string; status: string }>(n.t, `select id, ask_id, status from contracts where quote_id = '${quoteId}'`);
    expect(contract).toEqual({ id: contractId, ask_id: askId, status: 'pending' });
    const [ask] = await queryRows<{ state: string }>(n.t, `select state from asks where id = '${askId}'`);
    expect(ask!.state).toBe('deal');
    const mails = await queryRows<{ n: number }>(n.t, `select count(*)::int as n from notifications where ref_key = 'contract:${contractId}' and mail_status = 'sent'`);
    expect(mails[0]!.n).toBeGreaterThan(0);
  });

  it('a failing in-transaction subscriber rolls the whole deal back: no contract, no sold ask, no event, the quote still open', async () => {
    const { askId } = await liveAsk(n);
    subscribe([
      subscriber({
        name: 'test.refuseDeals',
        type: 'deal.made',
        inTransaction: async () => {
          throw new Error('refused by the test');
        },
      }),
    ]);
    try {
      const bought = await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[1]!.token });
      expect(bought.status).toBe(500);
    } finally {
      unsubscribe(['test.refuseDeals']);
    }
    expect(await queryRows(n.t, `select id from contracts where ask_id = '${askId}'`)).toEqual([]);
    expect(await queryRows(n.t, `select id from quotes where ask_id = '${askId}'`)).toEqual([]);
    expect((await queryRows<{ state: string }>(n.t, `select state from asks where id = '${askId}'`))[0]!.state).toBe('active');
    expect(await queryRows(n.t, `select id from domain_events where payload->>'askId' = '${askId}'`)).toEqual([]);
  });

  it('an after-commit subscriber that fails leaves the event pending with its error, backs off, and a later dispatch finishes it', async () => {
    const { askId } = await liveAsk(n);
    let failures = 1;
    const seen: string[] = [];
    subscribe([
      subscriber({
        name: 'test.flakyAfterCommit',
        type: 'deal.made',
        afterCommit: async (_deps, e) => {
          if (e.askId !== askId) return;
          if (failures-- > 0) throw new Error('provider down');
          seen.push(e.quoteId);
        },
      }),
    ]);
    try {
      const bought = await post(n.t, '/app-v2/quote/buy-now', { askId }, { token: buyers[1]!.token });
      expect(bought.body.code).toBe(200);
      const { quoteId } = bought.body.data.quote;
      const [pending] = await eventsOf(quoteId);
      expect(pending).toMatchObject({ dispatched_at: null, attempts: 1, last_error: 'provider down' });
      // Backing off: an immediate second dispatch leaves it alone.
      await dispatchDomainEvents(n.t.app.deps);
      expect((await eventsOf(quoteId))[0]).toMatchObject({ dispatched_at: null, attempts: 1 });
      // Once the back-off has passed (moved here instead of waiting), the next dispatch runs it.
      await queryRows(n.t, `update domain_events set claimed_until = now() - interval '1 second' where id = '${pending!.id}'`);
      expect(await dispatchDomainEvents(n.t.app.deps)).toBeGreaterThanOrEqual(1);
      const [done] = await eventsOf(quoteId);
      expect(done).toMatchObject({ attempts: 2, last_error: null });
      expect(done!.dispatched_at).not.toBeNull();
      expect(seen).toEqual([quoteId]);
    } finally {
      unsubscribe(['test.flakyAfterCommit']);
    }
  });

  it('refuses to publish an event nobody acts on, or one whose payload does not match its schema', async () => {
    await expect(
      n.t.database.db.transaction((tx) => publishEvent(tx, { type: 'deal.reviewed', decision: 'approve' } as never)),
    ).rejects.toThrow();
  });
});
