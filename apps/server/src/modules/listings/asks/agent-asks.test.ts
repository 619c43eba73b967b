import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAskDetail } from '@scrapbridge/domain/ask-view';
import { call, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { askBody, askTableCounts, askTestApp, detailOf, publish, uploadPicture } from '../../../../test/ask-fixtures.ts';

/** §6 Agents: a consignment agent places asks for a seller through the seller's user id. */
describe(`[ASKS] a consignment agent publishes for a linked seller (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
    for (const r of await queryRows<{ id: string; email: string }>(t, `select id, email from users`)) ids[r.email.split('@')[0]!] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const sellerList = async (token: string) => (await call(t, 'GET', '/app-v2/ask/list/seller?state=all&pageSize=50', { token })).body.data;

  it('refuses a seller the caller is not linked to, naming the field, and stores nothing', async () => {
    // The demo buyer (a verified enterprise) will be the agent.
    const pic = await uploadPicture(t, tokens.buyer);
    const before = await askTableCounts(t);
    for (const sellerUserId of [ids['seller']!, ids['user']!, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, 'POST', '/app-v2/ask', { token: tokens.buyer, lang: 'en', body: askBody({ cat, pictures: [pic] }, { sellerUserId }) });
      expect(res.status, sellerUserId).toBe(403);
      expect(res.body).toMatchObject({ code: 1000, msg: 'Seller: you are not the consignment agent of this seller' });
      expect(res.body.data.errors).toEqual([{ field: 'sellerUserId', message: expect.any(String) }]);
    }
    const zh = await call(t, 'POST', '/app-v2/ask', { token: tokens.buyer, lang: 'zh', body: askBody({ cat, pictures: [pic] }, { sellerUserId: ids['seller'] }) });
    expect(zh.body.msg).toBe('卖家：您不是该卖家的代理人');
    expect(await askTableCounts(t)).toEqual(before);
  });

  it('publishes for a linked seller: the ask is the seller’s, the caller its agent, and both see and edit it', async () => {
    const link = await post(t, `/admin/users/${ids['buyer']}/agent-for`, { sellerUserId: ids['seller'] }, { token: tokens.staff });
    expect(link.body).toMatchObject({ code: 200, data: { linked: true } });
    const agentPic = await uploadPicture(t, tokens.buyer);
    const res = await publish(t, tokens.buyer, askBody({ cat, pictures: [agentPic] }, { sellerUserId: ids['seller'], askName: 'Agent lot for the seller' }));
    expect(res.body).toMatchObject({ code: 200, data: { askState: 'auditing', version: 1 } });
    const askId = res.body.data.askId as string;
    const [row] = await queryRows<{ seller_user_id: string; agent_user_id: string }>(t, `select seller_user_id, agent_user_id from asks where id = '${askId}'`);
    expect(row).toEqual({ seller_user_id: ids['seller'], agent_user_id: ids['buyer'] });

    // Both the seller's and the agent's /askList show it as theirs, counted in the tabs.
    for (const token of [tokens.seller, tokens.buyer]) {
      const list = await sellerList(token);
      const card = list.rows.find((r: { askId: string }) => r.askId === askId);
      expect(card).toMatchObject({ mine: true, statusKey: 'auditingOwner' });
      expect(list.counts.auditing).toBeGreaterThanOrEqual(1);
    }
    const asAgent = ZAskDetail.parse((await detailOf(t, tokens.buyer, askId)).body.data);
    expect(asAgent).toMatchObject({ mine: true, sellerUserId: ids['seller'], agentUserId: ids['buyer'] });
    // Anyone else: not theirs, not visible while in review.
    expect((await detailOf(t, tokens.user, askId)).body.code).toBe(404);

    // The seller edits with the picture the agent uploaded; then the agent edits again.
    const bySeller = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.seller, body: { ...askBody({ cat, pictures: [agentPic] }, { askName: 'Seller renamed' }), version: 1 } });
    expect(bySeller.body).toMatchObject({ code: 200, data: { version: 2 } });
    const byAgent = await call(t, 'PUT', `/app-v2/ask/${askId}`, {
      token: tokens.buyer,
      body: { ...askBody({ cat, pictures: [agentPic] }, { askName: 'Agent renamed', sellerUserId: ids['seller'] }), version: 2 },
    });
    expect(byAgent.body).toMatchObject({ code: 200, data: { version: 3 } });
    // An edit never moves the ask to another seller.
    const move = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.buyer, lang: 'en', body: { ...askBody({ cat, pictures: [agentPic] }, { sellerUserId: ids['buyer'] }), version: 3 } });
    expect(move.status).toBe(403);
    expect(move.body).toMatchObject({ code: 1000, msg: 'Seller: a listing cannot move to another seller' });
    // A third user may neither edit nor delete it.
    expect((await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.user, body: { ...askBody({ cat, pictures: [agentPic] }), version: 3 } })).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.user })).body.code).toBe(404);

    // Once staff remove the link, the agent can no longer change the seller's ask; the seller still can.
    expect((await call(t, 'DELETE', `/admin/users/${ids['buyer']}/agent-for/${ids['seller']}`, { token: tokens.staff })).body.code).toBe(200);
    expect((await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.buyer, body: { ...askBody({ cat, pictures: [agentPic] }), version: 3 } })).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.buyer })).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.seller })).body.code).toBe(200);
    const [after] = await queryRows<{ state: string; version: number }>(t, `select state, version from asks where id = '${askId}'`);
    expect(after).toEqual({ state: 'deleted', version: 4 });
  });

  it('publishes for oneself when sellerUserId is the caller’s own id or blank', async () => {
    const pic = await uploadPicture(t, tokens.seller);
    for (const sellerUserId of [ids['seller'], '']) {
      const res = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }, { sellerUserId }));
      expect(res.body.code).toBe(200);
      const [row] = await queryRows<{ seller_user_id: string; agent_user_id: string | null }>(t, `select seller_user_id, agent_user_id from asks where id = '${res.body.data.askId}'`);
      expect(row).toEqual({ seller_user_id: ids['seller'], agent_user_id: null });
    }
  });
});
