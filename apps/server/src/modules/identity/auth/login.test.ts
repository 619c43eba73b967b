import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUser } from '@scrapbridge/domain/user';
import { DEMO_ACCOUNTS } from '../../../seed/demo.ts';
import { call, countRows, passwordLogin, post, pw, queryRows } from '../../../../test/api.ts';
import { sha256Hex } from '../../../lib/tokens.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const LOGIN = '/saas-v1/account/login';

describe(`[AUTH] password sign-in and bad input (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs the demo buyer in: random token, server expiry, only the hash stored with agent and ip', async () => {
    const before = Date.now();
    const res = await post(t, LOGIN, { loginType: 'password', account: 'buyer@demo.test', password: pw() }, { lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功' });
    const { token, expire } = res.body.data;
    expect(token).toMatch(/^[\w-]{43}$/);
    // SESSION_TTL_HOURS defaults to 7 days.
    expect(expire).toBeGreaterThanOrEqual(before + 7 * 24 * 3_600_000 - 1000);
    expect(expire).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3_600_000 + 1000);
    const rows = await queryRows<{ token_hash: string; user_agent: string; ip: string; email: string }>(
      t,
      `select s.token_hash, s.user_agent, s.ip, u.email from sessions s join users u on u.id = s.user_id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha256Hex(token), user_agent: 'vitest-client/1.0', ip: '127.0.0.1', email: 'buyer@demo.test' });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('accepts the e-mail in any case and a +86 phone without a country code', async () => {
    await passwordLogin(t, '  Buyer@DEMO.test ');
    await passwordLogin(t, '13800138000');
    const withCountry = await post(t, LOGIN, { loginType: 'password', account: '412345678', phoneCountry: '+61', password: pw() });
    expect(withCountry.body.code).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same 1001, and opens no session', async () => {
    const sessions = await countRows(t, 'sessions');
    const wrong = await post(t, LOGIN, { loginType: 'password', account: 'buyer@demo.test', password: pw('demo12345') }, { lang: 'zh' });
    const unknown = await post(t, LOGIN, { loginType: 'password', account: 'nobody@demo.test', password: pw() }, { lang: 'zh' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 1001, msg: '账号或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
    const en = await post(t, LOGIN, { loginType: 'password', account: 'nobody@demo.test', password: pw() }, { lang: 'en' });
    expect(en.body.msg).toBe('Account or password is incorrect');
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });

  it('spends the same argon2 work on unknown accounts as on wrong passwords (no timing oracle)', async () => {
    const timed = async (account: string) => {
      const start = performance.now();
      await post(t, LOGIN, { loginType: 'password', account, password: pw('wrong-password') });
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`ghost${i}@demo.test`));
      known.push(await timed('buyer@demo.test'));
      // Every attempt here must reach argon2: the per-account brake (sign-in-limits.test.ts) is forgotten between them.
      await queryRows(t, `delete from sign_in_failures`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    // Measured without the dummy verify: unknown ≈ 0.2 × known. With it ≈ 1; the bound leaves room for shared CPUs.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses the blocked account with 1409 and writes no session for it', async () => {
    const res = await post(t, LOGIN, { loginType: 'password', account: 'blocked@demo.test', password: pw() }, { lang: 'zh' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1409, msg: '您的账号已被封禁或冻结，请联系客服', data: null });
    expect(await countRows(t, 'sessions s join users u on u.id = s.user_id', `u.email = 'blocked@demo.test'`)).toBe(0);
  });

  it('tells a blocked account with a wrong password only that the password is wrong', async () => {
    const res = await post(t, LOGIN, { loginType: 'password', account: 'blocked@demo.test', password: pw('nope-nope') });
    expect(res.body.code).toBe(1001);
  });

  it('treats injection-shaped accounts as unknown accounts (1001), and such passwords as bad input (1000)', async () => {
    for (const account of ["' or 1=1 --", '<script>alert(1)</script>', "buyer@demo.test' --", 'x"; drop table users; --']) {
      const res = await post(t, LOGIN, { loginType: 'password', account, password: pw() });
      expect(res.body, account).toEqual({ code: 1001, msg: 'Account or password is incorrect', data: null });
    }
    const badPassword = await post(t, LOGIN, { loginType: 'password', account: 'buyer@demo.test', password: "' or 1=1 --" });
    expect(badPassword.status).toBe(422);
    expect(badPassword.body).toMatchObject({ code: 1000, msg: 'Password: has an invalid format' });
    expect(await countRows(t, 'users')).toBe(DEMO_ACCOUNTS.length);
  });

  it('names every missing field, in Chinese and in English (1000)', async () => {
    const zh = await post(t, LOGIN, {}, { lang: 'zh' });
    expect(zh.status).toBe(422);
    expect(zh.body.code).toBe(1000);
    expect(zh.body.msg).toContain('登录方式：请选择');
    expect(zh.body.msg).toContain('账号：不能为空');
    expect(zh.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['account', 'loginType']);
    const en = await post(t, LOGIN, {}, { lang: 'en' });
    expect(en.body.msg).toContain('Login type: please choose one');
    expect(en.body.msg).toContain('Account: is required');
  });

  it('names the password when a password login leaves it out, and the code when a code login does', async () => {
    const noPassword = await post(t, LOGIN, { loginType: 'password', account: 'buyer@demo.test' }, { lang: 'zh' });
    expect(noPassword.body).toMatchObject({ code: 1000, msg: '密码：不能为空' });
    const noCode = await post(t, LOGIN, { loginType: 'sms', account: '13800138000' }, { lang: 'en' });
    expect(noCode.body).toMatchObject({ code: 1000, msg: 'Verification code: is required' });
  });

  it('calls a value of the wrong type invalid, not missing', async () => {
    const res = await post(t, LOGIN, { loginType: 'password', account: 12345, password: pw() }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 1000, msg: 'Account: has an invalid value' });
    const badType = await post(t, LOGIN, { loginType: 'magic', account: 'buyer@demo.test', password: pw() }, { lang: 'zh' });
    expect(badType.body).toMatchObject({ code: 1000, msg: '登录方式：取值无效' });
  });

  it('answers malformed JSON, a wrong content type and an oversized body with code 1000, never 500', async () => {
    const malformed = await call(t, 'POST', LOGIN, {
      body: '{"loginType": "password", "account": ',
      headers: { 'content-type': 'application/json' },
      lang: 'zh',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 1000, msg: '请求内容不是有效的 JSON', data: null });

    const text = await call(t, 'POST', LOGIN, { body: 'account=buyer', headers: { 'content-type': 'text/plain' } });
    expect(text.body.code).toBe(1000);
    expect(text.status).toBeLessThan(500);

    const huge = JSON.stringify({ loginType: 'password', account: 'a'.repeat(1024 * 1024 + 10), password: pw() });
    const tooLarge = await call(t, 'POST', LOGIN, { body: huge, headers: { 'content-type': 'application/json' }, lang: 'en' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 1000, msg: 'The request is too large', data: null });
  });

  it('refuses an over-long account before any hashing', async () => {
    const res = await post(t, LOGIN, { loginType: 'password', account: `${'a'.repeat(300)}@x.com`, password: pw() }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 1000, msg: 'Account: must be at most 254 characters' });
  });

  it('serves the §3 current user to a signed-in caller and 401 to anyone else', async () => {
    const anonymous = await call(t, 'GET', '/app-v2/getInfo', { lang: 'zh' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: '请重新登录', data: null });
    const forged = await call(t, 'GET', '/app-v2/getInfo', { token: 'not-a-real-token' });
    expect(forged.body.code).toBe(401);

    const token = await passwordLogin(t, 'buyer@demo.test');
    const res = await call(t, 'GET', '/app-v2/getInfo', { token });
    expect(res.body.code).toBe(200);
    const user = ZCurrentUser.parse(res.body.data);
    expect(user).toMatchObject({
      userState: 0,
      userType: 'Buyer',
      staff: false,
      firstName: 'Daniel',
      lastName: 'Harper',
      email: 'buyer@demo.test',
      phoneCountry: '61',
      phoneNumber: '412345678',
      needUpgrade: false,
      weightType: 'MT',
      languageType: 'English',
      wantedNum: 0,
      chatToken: expect.stringMatching(/^ai1\./),
      countryDict: null,
      companyInfo: { companyName: 'Pacific Rim Smelting Ltd.', companyEnglishName: 'Pacific Rim Smelting Ltd.', state: 0 },
      marketPermissions: [
        { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
        { market: 'cn', permission: 1, switchEnable: 1, marketZh: '中国市场' },
      ],
    });
    expect(user.companyId).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('logs out: the old token is then refused with 401', async () => {
    const token = await passwordLogin(t, 'seller@demo.test');
    expect((await call(t, 'GET', '/app-v2/getInfo', { token })).body.code).toBe(200);
    const out = await post(t, '/app-v2/account/logout', {}, { token, lang: 'zh' });
    expect(out.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const after = await call(t, 'GET', '/app-v2/getInfo', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
    expect((await post(t, '/app-v2/account/logout', {}, { token })).body.code).toBe(401);
    expect(await countRows(t, 'sessions', `token_hash = '${sha256Hex(token)}' and revoked_at is not null`)).toBe(1);
  });

  it('lets the token in the `token` cookie sign requests too', async () => {
    const token = await passwordLogin(t, 'user@demo.test');
    const res = await call(t, 'GET', '/app-v2/getInfo', { headers: { cookie: `token=${token}` } });
    expect(res.body).toMatchObject({ code: 200, data: { email: 'user@demo.test', needUpgrade: true } });
  });
});
