import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const SWITCH = '/app-v2/user/info/market/switch';
const EDIT = '/app-v2/account/editAccount';

describe(`[ACCOUNTS] preferences and market switch (${testLane()})`, () => {
  let t: TTestApp;
  let buyer: string;
  let general: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'demo' });
    buyer = await passwordLogin(t, 'buyer@demo.test');
    general = await passwordLogin(t, 'user@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  async function me(token: string) {
    return (await call(t, 'GET', '/app-v2/getInfo', { token })).body.data;
  }

  async function marketRows(email: string) {
    return queryRows<{ market: string; permission: number; switch_enable: number }>(
      t,
      `select m.market, m.permission, m.switch_enable from user_market_permissions m join users u on u.id = m.user_id
       where u.email = '${email}' order by m.market`,
    );
  }

  it('saves the weight unit and language of the caller', async () => {
    const { id } = await me(buyer);
    const res = await post(t, EDIT, { accountId: id, weightType: 'LBS', languageType: 'China' }, { token: buyer, lang: 'zh' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect(await me(buyer)).toMatchObject({ weightType: 'LBS', languageType: 'China' });
  });

  it("refuses to edit another account (1403) and changes nothing", async () => {
    const other = await me(general);
    const res = await post(t, EDIT, { accountId: other.id, weightType: 'LBS', languageType: 'China' }, { token: buyer, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1403, msg: 'You do not have permission for this action', data: null });
    expect(await me(general)).toMatchObject({ weightType: 'MT', languageType: 'English' });
    const notAnId = await post(t, EDIT, { accountId: "' or 1=1 --", weightType: 'MT', languageType: 'English' }, { token: buyer });
    expect(notAnId.body.code).toBe(1403);
  });

  it('validates editAccount at the edge and needs a session', async () => {
    const { id } = await me(buyer);
    const bad = await post(t, EDIT, { accountId: id, weightType: 'KG', languageType: 'China' }, { token: buyer, lang: 'zh' });
    expect(bad.body).toMatchObject({ code: 1000, msg: '重量单位：取值无效' });
    const anonymous = await post(t, EDIT, { accountId: id, weightType: 'MT', languageType: 'China' });
    expect(anonymous.body.code).toBe(401);
  });

  it('turns a permitted market off and on, answering with the new list', async () => {
    const off = await post(t, SWITCH, { market: 'cn', switchEnable: 0 }, { token: buyer, lang: 'zh' });
    expect(off.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
        { market: 'cn', permission: 1, switchEnable: 0, marketZh: '中国市场' },
      ],
    });
    expect((await me(buyer)).marketPermissions[1]).toMatchObject({ market: 'cn', switchEnable: 0 });
    const on = await post(t, SWITCH, { market: 'cn', switchEnable: 1 }, { token: buyer });
    expect(on.body.data[1]).toMatchObject({ market: 'cn', switchEnable: 1 });
  });

  it('refuses to turn off the last market on (1201) and changes nothing', async () => {
    await post(t, SWITCH, { market: 'cn', switchEnable: 0 }, { token: buyer });
    const before = await marketRows('buyer@demo.test');
    const res = await post(t, SWITCH, { market: 'intl', switchEnable: 0 }, { token: buyer, lang: 'zh' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 1201,
      msg: '操作失败：至少保留一个市场，且需要该市场权限（请联系客服）',
      data: null,
    });
    expect(await marketRows('buyer@demo.test')).toEqual(before);

    const generalBefore = await marketRows('user@demo.test');
    const only = await post(t, SWITCH, { market: 'intl', switchEnable: 0 }, { token: general });
    expect(only.body.code).toBe(1201);
    expect(await marketRows('user@demo.test')).toEqual(generalBefore);
  });

  it('refuses to turn on a market without permission (1201) and changes nothing', async () => {
    const before = await marketRows('user@demo.test');
    const res = await post(t, SWITCH, { market: 'cn', switchEnable: 1 }, { token: general, lang: 'en' });
    expect(res.body).toMatchObject({ code: 1201 });
    expect(res.body.msg).toContain('contact customer service');
    expect(await marketRows('user@demo.test')).toEqual(before);
  });

  it('keeps at least one market on when two switches race', async () => {
    await post(t, SWITCH, { market: 'cn', switchEnable: 1 }, { token: buyer });
    const [a, b] = await Promise.all([
      post(t, SWITCH, { market: 'intl', switchEnable: 0 }, { token: buyer }),
      post(t, SWITCH, { market: 'cn', switchEnable: 0 }, { token: buyer }),
    ]);
    expect([a.body.code, b.body.code].sort((x, y) => x - y)).toEqual([200, 1201]);
    const rows = await marketRows('buyer@demo.test');
    expect(rows.filter((r) => r.switch_enable === 1)).toHaveLength(1);
  });

  it('validates the switch body and needs a session', async () => {
    const bad = await post(t, SWITCH, { market: 'eu', switchEnable: 2 }, { token: buyer, lang: 'en' });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toContain('Market: has an invalid value');
    expect(bad.body.msg).toContain('Switch: has an invalid value');
    expect((await post(t, SWITCH, { market: 'cn', switchEnable: 1 })).body.code).toBe(401);
  });
});
