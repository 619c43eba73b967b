import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditLogPage, ZStaffUserDetail, ZStaffUserPage } from '@scrapbridge/domain/staff-users';
import { call, countRows, passwordLogin, post, pw, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { canActForSeller } from '../accounts/can-act-for-seller.ts';
import { getInfo, submittedUser, trustTestApp } from '../../../../test/trust-fixtures.ts';

describe(`[STAFF] users, markets, agents, blocking, audit log (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof trustTestApp>>['tokens'];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, tokens } = await trustTestApp());
    for (const r of await queryRows<{ id: string; email: string }>(t, `select id, email from users`)) ids[r.email.split('@')[0]!] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function users(query: string) {
    const res = await call(t, 'GET', `/admin/users${query}`, { token: tokens.staff });
    expect(res.body.code).toBe(200);
    return ZStaffUserPage.parse(res.body.data);
  }

  it('searches users by e-mail, phone, name and company, and filters by state and type', async () => {
    expect((await users('')).total).toBe(5);
    expect((await users('?keyword=SELLER@demo')).rows.map((r) => r.email)).toEqual(['seller@demo.test']);
    expect((await users('?keyword=%2B86 138-0013')).rows.map((r) => r.email)).toEqual(['seller@demo.test']);
    expect((await users('?keyword=恒信')).rows.map((r) => r.email)).toEqual(['seller@demo.test']);
    expect((await users('?keyword=Priya Sharma')).rows.map((r) => r.email)).toEqual(['user@demo.test']);
    expect((await users('?userState=9')).rows.map((r) => r.email)).toEqual(['blocked@demo.test']);
    expect((await users('?userType=Buyer')).rows.map((r) => r.email)).toEqual(['buyer@demo.test']);
    const page = await users('?pageSize=2&pageNum=3');
    expect(page).toMatchObject({ total: 5 });
    expect(page.rows).toHaveLength(1);
    expect((await users('?keyword=100%25')).total).toBe(0);
    expect((await call(t, 'GET', '/admin/users?userState=5', { token: tokens.staff })).body.code).toBe(1000);
    expect((await call(t, 'GET', '/admin/users', { token: tokens.seller })).body.code).toBe(1403);
    expect((await call(t, 'GET', '/admin/users')).body.code).toBe(401);
  });

  it('shows one user in full: profile, company, markets, verification history, sessions', async () => {
    const { verificationId } = await submittedUser(t, 'detail@metal.test');
    const [row] = await queryRows<{ id: string }>(t, `select id from users where email = 'detail@metal.test'`);
    const res = await call(t, 'GET', `/admin/users/${row!.id}`, { token: tokens.staff });
    const detail = ZStaffUserDetail.parse(res.body.data);
    expect(detail.user).toMatchObject({ email: 'detail@metal.test', userState: 2, verificationState: 'pending', pushEnabled: true });
    expect(detail.company).toMatchObject({ companyName: 'detail@metal.test Metals Ltd.', state: 2 });
    expect(detail.verifications.map((v) => [v.verificationId, v.state])).toEqual([[verificationId, 'pending']]);
    expect(detail.verifications[0]!.businessLicenseFile).not.toBeNull();
    expect(detail.sessions).toEqual({ active: 1, total: 1 });
    expect(detail.marketPermissions.map((p) => [p.market, p.permission])).toEqual([
      ['intl', 1],
      ['cn', 0],
    ]);
    expect((await call(t, 'GET', '/admin/users/00000000-0000-4000-8000-000000000000', { token: tokens.staff })).body.code).toBe(404);
  });

  it('grants and revokes markets; the user’s switch follows (1201 without permission)', async () => {
    const grant = await post(t, `/admin/users/${ids['user']}/market-permissions`, { market: 'cn', permission: 1 }, { token: tokens.staff });
    expect(grant.body.data.map((p: { market: string; permission: number; switchEnable: number }) => [p.market, p.permission, p.switchEnable])).toEqual([
      ['intl', 1, 1],
      ['cn', 1, 1],
    ]);
    // Now the user may turn intl off, since cn stays on.
    expect((await post(t, '/app-v2/user/info/market/switch', { market: 'intl', switchEnable: 0 }, { token: tokens.user })).body.code).toBe(200);
    // Revoking cn, the only market on, switches it off and the permitted intl back on.
    const revoke = await post(t, `/admin/users/${ids['user']}/market-permissions`, { market: 'cn', permission: 0 }, { token: tokens.staff });
    expect(revoke.body.data.map((p: { permission: number; switchEnable: number }) => [p.permission, p.switchEnable])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    const refused = await post(t, '/app-v2/user/info/market/switch', { market: 'cn', switchEnable: 1 }, { token: tokens.user, lang: 'en' });
    expect(refused.body.code).toBe(1201);
    expect((await post(t, '/app-v2/user/info/market/switch', { market: 'intl', switchEnable: 0 }, { token: tokens.user })).body.code).toBe(1201);
    expect((await getInfo(t, tokens.user)).marketPermissions).toMatchObject([
      { market: 'intl', permission: 1, switchEnable: 1 },
      { market: 'cn', permission: 0, switchEnable: 0 },
    ]);
    const audits = await queryRows<{ action: string }>(t, `select action from audit_log where target_id = '${ids['user']}' order by created_at`);
    expect(audits.map((a) => a.action)).toEqual(['user.market.grant', 'user.market.revoke']);
    expect((await post(t, `/admin/users/${ids['user']}/market-permissions`, { market: 'eu', permission: 1 }, { token: tokens.staff })).body.code).toBe(1000);
  });

  it('blocks an account: its old token dies at once and sign-in answers 1409; unblocking restores its state', async () => {
    const { token } = await submittedUser(t, 'blockme@metal.test');
    const [target] = await queryRows<{ id: string }>(t, `select id from users where email = 'blockme@metal.test'`);
    const second = await passwordLogin(t, 'blockme@metal.test');
    expect((await getInfo(t, second)).userState).toBe(2);

    const res = await post(t, `/admin/users/${target!.id}/block`, { reason: 'Fraud report #42' }, { token: tokens.staff });
    expect(res.body).toMatchObject({ code: 200, data: { userId: target!.id, userState: 9, revokedSessions: 2 } });
    for (const old of [token, second]) {
      const after = await call(t, 'GET', '/app-v2/getInfo', { token: old });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(401);
    }
    const signIn = await post(t, '/saas-v1/account/login', { loginType: 'password', account: 'blockme@metal.test', password: pw() }, { lang: 'en' });
    expect(signIn.body).toMatchObject({ code: 1409 });
    expect(await countRows(t, 'sessions', `user_id = '${target!.id}' and revoked_at is null`)).toBe(0);

    const unblock = await post(t, `/admin/users/${target!.id}/unblock`, {}, { token: tokens.staff });
    expect(unblock.body.data).toMatchObject({ userState: 2 });
    const again = await passwordLogin(t, 'blockme@metal.test');
    expect(await getInfo(t, again)).toMatchObject({ userState: 2 });
    expect((await post(t, `/admin/users/${target!.id}/unblock`, {}, { token: tokens.staff, lang: 'en' })).body).toMatchObject({
      code: 1000,
      msg: 'This account is not blocked',
    });
    const [audit] = await queryRows<{ detail: { reason: string; previousState: number } }>(
      t,
      `select detail from audit_log where action = 'user.block' and target_id = '${target!.id}'`,
    );
    expect(audit!.detail).toMatchObject({ reason: 'Fraud report #42', previousState: 2, revokedSessions: 2 });
  });

  it('keeps a review decided while blocked for the unblock', async () => {
    const { verificationId } = await submittedUser(t, 'frozen@metal.test');
    const [target] = await queryRows<{ id: string }>(t, `select id from users where email = 'frozen@metal.test'`);
    await post(t, `/admin/users/${target!.id}/block`, {}, { token: tokens.staff });
    const approved = await post(t, `/admin/verifications/${verificationId}/approve`, { version: 1 }, { token: tokens.staff });
    expect(approved.body.data).toMatchObject({ userState: 9, userType: 'Supplier' });
    await post(t, `/admin/users/${target!.id}/unblock`, {}, { token: tokens.staff });
    expect(await getInfo(t, await passwordLogin(t, 'frozen@metal.test'))).toMatchObject({ userState: 0, userType: 'Supplier' });
  });

  it('does not let staff block themselves or other staff', async () => {
    const self = await post(t, `/admin/users/${ids['staff']}/block`, {}, { token: tokens.staff, lang: 'en' });
    expect(self.body).toMatchObject({ code: 1403, msg: 'You cannot block your own account' });
    expect((await getInfo(t, tokens.staff)).userState).toBe(0);
    expect((await post(t, `/admin/users/${ids['buyer']}/block`, {}, { token: tokens.seller })).body.code).toBe(1403);
  });

  it('links a consignment agent to a seller (§6), which canActForSeller and the agent’s list reflect', async () => {
    const agent = ids['buyer']!;
    const seller = ids['seller']!;
    const db = t.database.db;
    expect(await canActForSeller({ tx: db, agentUserId: agent, sellerUserId: seller })).toBe(false);
    const link = await post(t, `/admin/users/${agent}/agent-for`, { sellerUserId: seller }, { token: tokens.staff });
    expect(link.body).toMatchObject({ code: 200, data: { agentUserId: agent, sellerUserId: seller, linked: true } });
    expect((await post(t, `/admin/users/${agent}/agent-for`, { sellerUserId: seller }, { token: tokens.staff })).body.code).toBe(200);
    expect(await canActForSeller({ tx: db, agentUserId: agent, sellerUserId: seller })).toBe(true);
    // Not the other way round, and a user always acts for themselves.
    expect(await canActForSeller({ tx: db, agentUserId: seller, sellerUserId: agent })).toBe(false);
    expect(await canActForSeller({ tx: db, agentUserId: seller, sellerUserId: seller })).toBe(true);
    const mine = await call(t, 'GET', '/app-v2/account/agent-for', { token: tokens.buyer });
    expect(mine.body.data).toMatchObject({ total: 1, rows: [{ sellerUserId: seller, companyName: '广东恒信金属回收有限公司' }] });
    const detail = ZStaffUserDetail.parse((await call(t, 'GET', `/admin/users/${seller}`, { token: tokens.staff })).body.data);
    expect(detail.agents.map((a) => a.userId)).toEqual([agent]);

    // A general user is no agent and no seller to act for; nor is the agent itself.
    const general = await post(t, `/admin/users/${ids['user']}/agent-for`, { sellerUserId: seller }, { token: tokens.staff, lang: 'en' });
    expect(general.body).toMatchObject({ code: 1000, msg: 'Agent: must be a verified enterprise' });
    const self = await post(t, `/admin/users/${agent}/agent-for`, { sellerUserId: agent }, { token: tokens.staff, lang: 'en' });
    expect(self.body).toMatchObject({ code: 1000, msg: 'Seller: must be another user than the agent' });

    const unlink = await call(t, 'DELETE', `/admin/users/${agent}/agent-for/${seller}`, { token: tokens.staff });
    expect(unlink.body.data).toEqual({ agentUserId: agent, sellerUserId: seller, linked: false });
    expect(await canActForSeller({ tx: db, agentUserId: agent, sellerUserId: seller })).toBe(false);
    expect((await call(t, 'GET', '/app-v2/account/agent-for', { token: tokens.buyer })).body.data.total).toBe(0);
  });

  it('lists the audit log newest first, by action and by actor', async () => {
    const all = ZAuditLogPage.parse((await call(t, 'GET', '/admin/audit-log?pageSize=100', { token: tokens.staff })).body.data);
    expect(all.total).toBe(await countRows(t, 'audit_log'));
    const times = all.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const links = ZAuditLogPage.parse((await call(t, 'GET', '/admin/audit-log?action=agent.link', { token: tokens.staff })).body.data);
    expect(links.rows).toHaveLength(1);
    expect(links.rows[0]).toMatchObject({ actorEmail: 'staff@demo.test', targetType: 'user', targetId: ids['buyer'], detail: { sellerUserId: ids['seller'] } });
    const byActor = await call(t, 'GET', `/admin/audit-log?actorUserId=${ids['seller']}`, { token: tokens.staff });
    expect(byActor.body.data.total).toBe(0);
    expect((await call(t, 'GET', '/admin/audit-log', { token: tokens.buyer })).body.code).toBe(1403);
  });
});
