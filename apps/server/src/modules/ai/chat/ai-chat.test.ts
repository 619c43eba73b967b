import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSseFrames } from '@scrapbridge/domain/ai-chat/ai-chat';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { createInstanceOnSameDatabase, type TTestApp } from '../../../../test/test-app.ts';
import { seedSiteData } from '../../../seed/site.ts';

let o: TOrders;
let deal: { contractId: string; contractNo: string };

/** Each call from its own address unless a test says otherwise: the visitor limit is per address. */
let addressSeq = 0;
const nextAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

// Answers are loosely typed on purpose: each test asserts the shape it expects.
/* eslint-disable @typescript-eslint/no-explicit-any */
type TAsked = { status: number; events: { event: string; data: any }[]; text: string; body: any };

/** POST /ai-chat/ask as the web does, the streamed answer read whole (app.inject waits for the end). */
async function ask(t: TTestApp, question: string, opts: { token?: string; lang?: 'zh' | 'en'; conversationId?: string; remoteAddress?: string } = {}): Promise<TAsked> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ai-chat/ask',
    headers: { appLang: opts.lang === 'zh' ? 'zh-CN' : 'en-US', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    payload: { question, ...(opts.conversationId ? { conversationId: opts.conversationId } : {}) },
    remoteAddress: opts.remoteAddress ?? nextAddress(),
  });
  if (!String(res.headers['content-type']).startsWith('text/event-stream')) return { status: res.statusCode, events: [], text: '', body: res.json() };
  const events = parseSseFrames(res.body).frames.map((f) => ({ event: f.event, data: JSON.parse(f.data) }));
  const text = events.filter((e) => e.event === 'token').map((e) => e.data.text).join('');
  return { status: res.statusCode, events, text, body: null };
}
const citationsOf = (a: TAsked) => (a.events.find((e) => e.event === 'citations')?.data.citations ?? []) as { n: number; kind: string; title: string; snippet: string; link: string }[];

beforeAll(async () => {
  o = await ordersTestApp();
  // The product's own wiki (34 articles: grades, claims, price fixing …), as a fresh start-up writes it.
  await seedSiteData(o.t.database.db, { assetOrigins: [], demo: false });
  deal = await dealContract(o);
});
afterAll(async () => {
  await o?.t.close();
});

describe('chat answers (retrieval provider)', () => {
  it('answers a visitor from public knowledge only, streamed with citations, and keeps nothing', async () => {
    const a = await ask(o.t, 'How does price fixing work?');
    expect(a.status).toBe(200);
    expect(a.events.map((e) => e.event)).toEqual(['start', ...a.events.filter((e) => e.event === 'token').map(() => 'token'), 'citations', 'done']);
    expect(a.events.filter((e) => e.event === 'token').length).toBeGreaterThan(3);
    const cites = citationsOf(a);
    expect(cites.length).toBeGreaterThan(0);
    expect(cites[0]!.link).toBe('/wiki-detail?slug=price-fixing');
    expect(a.text).toContain('[1]');
    expect(cites.every((c) => ['wiki', 'rule', 'price'].includes(c.kind))).toBe(true);
    expect(a.events[0]!.data).toEqual({ conversationId: null, messageId: null, title: null });
    expect(await countRows(o.t, 'ai_chat_conversations')).toBe(0);
  });

  it('cuts Chinese with the trade terms: 点价 and 封条号 find their articles in Chinese', async () => {
    const a = await ask(o.t, '点价是怎么操作的？', { lang: 'zh' });
    expect(citationsOf(a)[0]!.link).toBe('/wiki-detail?slug=price-fixing');
    expect(a.text.startsWith('以下是平台资料中找到的相关内容')).toBe(true);
    const seal = await ask(o.t, '封条号', { lang: 'zh' });
    expect(citationsOf(seal).length).toBeGreaterThan(0);
  });

  it('says so when nothing answers', async () => {
    const a = await ask(o.t, 'zzqx wvvq');
    expect(citationsOf(a)).toEqual([]);
    expect(a.text).toMatch(/could not find anything/);
  });

  it("quotes a signed-in user's own order, and never one of another company (asked by its number)", async () => {
    const mine = await ask(o.t, `What is the status of my order ${deal.contractNo}?`, { token: o.tokens.buyer });
    const orderCite = citationsOf(mine).find((c) => c.kind === 'order');
    expect(orderCite).toMatchObject({ title: `Order ${deal.contractNo}`, link: `/order-detail?contractId=${deal.contractId}` });
    expect(orderCite!.snippet).toContain('you buy');
    // The seller's side of the same contract is the seller's own too.
    const seller = await ask(o.t, `order ${deal.contractNo}`, { token: o.tokens.seller });
    expect(citationsOf(seller).find((c) => c.kind === 'order')?.snippet).toContain('you sell');

    for (const stranger of [o.third.token, undefined]) {
      const theirs = await ask(o.t, `What is the status of my order ${deal.contractNo}?`, { token: stranger });
      expect(citationsOf(theirs).some((c) => ['order', 'shipment', 'claim', 'ask', 'quote'].includes(c.kind))).toBe(false);
      expect(JSON.stringify(theirs.events)).not.toContain(deal.contractId);
      expect(theirs.text).not.toContain(`Order ${deal.contractNo}`);
    }
  });

  it('keeps a signed-in conversation: listed, continued, renamed, deleted; 404 for anyone else', async () => {
    const first = await ask(o.t, 'What is bright copper?', { token: o.tokens.buyer });
    const start = first.events[0]!.data;
    expect(start.title).toBe('What is bright copper?');
    const done = first.events.at(-1)!;
    expect(done.event).toBe('done');
    const again = await ask(o.t, 'and Zorba?', { token: o.tokens.buyer, conversationId: start.conversationId });
    expect(again.events[0]!.data.conversationId).toBe(start.conversationId);

    const msgs = await call(o.t, 'GET', `/ai-chat/conversations/${start.conversationId}/messages`, { token: o.tokens.buyer });
    expect(msgs.body.data.rows.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(msgs.body.data.rows[1].id).toBe(done.data.messageId);
    expect(msgs.body.data.rows[1].citations.length).toBeGreaterThan(0);

    const list = await call(o.t, 'GET', '/ai-chat/conversations', { token: o.tokens.buyer });
    expect(list.body.data.rows[0]).toMatchObject({ id: start.conversationId, title: 'What is bright copper?' });

    for (const other of [o.tokens.seller, o.third.token]) {
      expect((await call(o.t, 'GET', `/ai-chat/conversations/${start.conversationId}/messages`, { token: other })).body.code).toBe(404);
      expect((await call(o.t, 'PUT', `/ai-chat/conversations/${start.conversationId}`, { token: other, body: { title: 'x' } })).body.code).toBe(404);
      expect((await call(o.t, 'DELETE', `/ai-chat/conversations/${start.conversationId}`, { token: other })).body.code).toBe(404);
      expect((await ask(o.t, 'hello', { token: other, conversationId: start.conversationId })).body.code).toBe(404);
    }
    expect((await ask(o.t, 'hello', { conversationId: start.conversationId })).body.code).toBe(404);
    expect((await call(o.t, 'GET', '/ai-chat/conversations', { token: o.tokens.seller })).body.data.rows.some((r: { id: string }) => r.id === start.conversationId)).toBe(false);

    const renamed = await call(o.t, 'PUT', `/ai-chat/conversations/${start.conversationId}`, { token: o.tokens.buyer, body: { title: '  Copper grades ' } });
    expect(renamed.body.data.title).toBe('Copper grades');
    const blank = await call(o.t, 'PUT', `/ai-chat/conversations/${start.conversationId}`, { token: o.tokens.buyer, body: { title: ' ' } });
    expect(blank.body.code).toBe(1000);
    expect(blank.body.data.errors[0].field).toBe('title');
    expect((await call(o.t, 'DELETE', `/ai-chat/conversations/${start.conversationId}`, { token: o.tokens.buyer })).body.code).toBe(200);
    expect(await countRows(o.t, 'ai_chat_messages', `conversation_id = '${start.conversationId}'`)).toBe(0);
  });

  it('lists 40 conversations per pull by keyset, without repeats or gaps', async () => {
    const [seller] = await queryRows<{ id: string }>(o.t, `select id from users where email = 'seller@demo.test'`);
    const userId = seller!.id;
    // 45 conversations, five sharing one activity time to the microsecond (the id breaks the tie).
    await queryRows(
      o.t,
      `insert into ai_chat_conversations (user_id, title, updated_at)
       select '${userId}', 'c' || g, case when g <= 5 then timestamptz '2026-01-01 10:00:00.123456+00' else timestamptz '2026-01-01 10:00:00+00' + g * interval '1 microsecond' end
       from generate_series(1, 45) g`,
    );
    const first = await call(o.t, 'GET', '/ai-chat/conversations', { token: o.tokens.seller });
    expect(first.body.data.rows).toHaveLength(40);
    expect(first.body.data.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/);
    const second = await call(o.t, 'GET', `/ai-chat/conversations?cursor=${encodeURIComponent(first.body.data.nextCursor)}`, { token: o.tokens.seller });
    const all = [...first.body.data.rows, ...second.body.data.rows].map((r: { title: string }) => r.title).filter((x: string) => /^c\d+$/.test(x));
    expect(new Set(all).size).toBe(45);
    expect(second.body.data.nextCursor).toBeNull();
    const bad = await call(o.t, 'GET', '/ai-chat/conversations?cursor=2026-02-30T10:00:00.000000Z_00000000-0000-0000-0000-000000000000', { token: o.tokens.seller });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.errors[0].field).toBe('cursor');
  });

  it('refuses bad questions before any stream, naming the field', async () => {
    const empty = await ask(o.t, '   ');
    expect(empty.body.code).toBe(1000);
    expect(empty.body.data.errors[0].field).toBe('question');
    const long = await ask(o.t, 'x'.repeat(1001), { lang: 'zh' });
    expect(long.body.msg).toMatch(/^问题/);
    expect((await call(o.t, 'GET', '/ai-chat/conversations')).status).toBe(401);
  });
});

describe('chat token (getInfo chatToken, §3; AI paths only, §7)', () => {
  it('stands for its session on the AI paths only, cannot be forged and ends with the session', async () => {
    const { token } = o.third;
    const info = await call(o.t, 'GET', '/app-v2/getInfo', { token });
    const chatToken: string = info.body.data.chatToken;
    expect(chatToken).toMatch(/^ai1\.[0-9a-f]{64}\.\d+\.[\w-]{43}$/);
    expect((await call(o.t, 'GET', '/ai-chat/conversations', { token: chatToken })).body.code).toBe(200);
    expect((await call(o.t, 'GET', '/app-v2/getInfo', { token: chatToken })).body.code).toBe(401);
    const forged = chatToken.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1000}.`);
    expect((await call(o.t, 'GET', '/ai-chat/conversations', { token: forged })).body.code).toBe(401);
    expect((await post(o.t, '/app-v2/account/logout', {}, { token })).body.code).toBe(200);
    expect((await call(o.t, 'GET', '/ai-chat/conversations', { token: chatToken })).body.code).toBe(401);
  });
});

describe('OpenAI-compatible provider (stub server on 127.0.0.1)', () => {
  let server: http.Server;
  let url: string;
  const seen: { body: any; auth: string | undefined }[] = [];
  let mode: 'ok' | 'fail' = 'ok';
  let app2: TTestApp;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ body: JSON.parse(raw), auth: req.headers.authorization });
        if (mode === 'fail') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"internal secret detail"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const parts = ['Price fixing ', 'happens within the ', 'pricing period [1].'];
        let i = 0;
        const tick = () => {
          if (i < parts.length) {
            res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: parts[i++] } }] })}\n\n`);
            setTimeout(tick, 5);
          } else res.end('data: [DONE]\n\n');
        };
        tick();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    app2 = await createInstanceOnSameDatabase(o.t, {
      CHAT_PROVIDER: 'openai',
      CHAT_OPENAI_URL: url,
      CHAT_OPENAI_API_KEY: 'sk-test',
      CHAT_OPENAI_MODEL: 'test-model',
      RATE_LIMIT_CHAT_VISITOR_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await app2?.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('streams the model\'s answer, given the retrieved sources, the history and the key', async () => {
    const a = await ask(app2, 'How does price fixing work?', { token: o.tokens.buyer, remoteAddress: '10.0.0.1' });
    expect(a.text).toBe('Price fixing happens within the pricing period [1].');
    expect(a.events.filter((e) => e.event === 'token').length).toBe(3);
    expect(citationsOf(a)[0]!.link).toBe('/wiki-detail?slug=price-fixing');
    const req = seen.at(-1)!;
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'test-model', stream: true });
    expect(req.body.messages[0].content).toContain('[1] ');
    expect(req.body.messages.at(-1)).toEqual({ role: 'user', content: 'How does price fixing work?' });
    const next = await ask(app2, 'and who fixes?', { token: o.tokens.buyer, conversationId: a.events[0]!.data.conversationId });
    expect(next.status).toBe(200);
    expect(seen.at(-1)!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const [stored] = await queryRows<{ provider: string }>(o.t, `select provider from ai_chat_messages where role = 'assistant' order by created_at desc limit 1`);
    expect(stored!.provider).toBe('openai');
  });

  it('answers 1810 in the stream when the model fails, without its words', async () => {
    mode = 'fail';
    const a = await ask(app2, 'price fixing', { remoteAddress: '10.0.0.2' });
    mode = 'ok';
    const err = a.events.at(-1)!;
    expect(err).toMatchObject({ event: 'error', data: { code: 1810 } });
    expect(JSON.stringify(a.events)).not.toContain('secret');
  });

  it('limits visitors per address (429 envelope before any stream)', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(app2, 'zorba', { remoteAddress: '10.0.0.9' })).status).toBe(200);
    const over = await ask(app2, 'zorba', { remoteAddress: '10.0.0.9' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(429);
    expect((await ask(app2, 'zorba', { remoteAddress: '10.0.0.10' })).status).toBe(200);
  });
});
