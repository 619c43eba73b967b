import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codeIn, countRows, passwordLogin, post, pw, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const CAPTCHA = '/app-v2/account/captcha';
const REGISTER = '/app-v2/account/register';
const LOGIN = '/saas-v1/account/login';

describe(`[AUTH] registration (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000' }, { template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function emailCode(account: string, lang: 'zh' | 'en' = 'en'): Promise<string> {
    const res = await post(t, CAPTCHA, { channel: 'email', account, purpose: 'register' }, { lang });
    expect(res.body.code).toBe(200);
    return codeIn(t.sentMail.at(-1)!.text);
  }

  const form = (over: Record<string, unknown>) => ({
    registerType: 'email',
    password: pw('scrap-trader-1'),
    confirmPassword: pw('scrap-trader-1'),
    agreeTerms: true,
    ...over,
  });

  it('registers by e-mail in Chinese, signs in, and the new account is a general user of the international market', async () => {
    const code = await emailCode('li.na@example.cn', 'zh');
    expect(t.sentMail.at(-1)!.subject).toBe('废料桥验证码');
    expect(t.sentMail.at(-1)!.text).toContain('您的废料桥注册验证码为');
    const res = await post(t, REGISTER, form({ account: 'Li.Na@Example.cn', code, inviteCode: 'HX2026' }), { lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功' });
    const { token, expire } = res.body.data;
    expect(expire).toBeGreaterThan(Date.now());

    const me = await call(t, 'GET', '/app-v2/getInfo', { token });
    expect(me.body.data).toMatchObject({
      email: 'li.na@example.cn',
      userState: 1,
      userType: 'General',
      needUpgrade: true,
      weightType: 'MT',
      languageType: 'China',
      companyInfo: null,
      marketPermissions: [
        { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
        { market: 'cn', permission: 0, switchEnable: 0, marketZh: '中国市场' },
      ],
    });
    const [row] = await queryRows<{ invite_code: string; password_hash: string }>(
      t,
      `select invite_code, password_hash from users where email = 'li.na@example.cn'`,
    );
    expect(row!.invite_code).toBe('HX2026');
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);

    // The new password works, and the registration code is spent.
    await passwordLogin(t, 'li.na@example.cn', 'scrap-trader-1');
    const reuse = await post(t, REGISTER, form({ account: 'li.na@example.cn', code }));
    expect(reuse.body.code).toBe(1003);
  });

  it('registers a Chinese mobile with an SMS code; the account then signs in by SMS', async () => {
    await post(t, CAPTCHA, { channel: 'sms', account: '13912345678', purpose: 'register' });
    const code = codeIn(t.sentSms.at(-1)!.text);
    const res = await post(t, REGISTER, form({ registerType: 'phone', account: '139 1234 5678', phoneCountry: '+86', code }));
    expect(res.body.code).toBe(200);
    const [row] = await queryRows<{ phone_country: string; phone_number: string; email: string | null; language_type: string }>(
      t,
      `select phone_country, phone_number, email, language_type from users where phone_number = '13912345678'`,
    );
    expect(row).toEqual({ phone_country: '86', phone_number: '13912345678', email: null, language_type: 'English' });
    await passwordLogin(t, '13912345678', 'scrap-trader-1');
  });

  it('refuses phone registration outside mainland China (1007) and creates nothing', async () => {
    const users = await countRows(t, 'users');
    const res = await post(t, REGISTER, form({ registerType: 'phone', account: '7700900123', phoneCountry: '44', code: '123456' }), { lang: 'en' });
    expect(res.body).toEqual({
      code: 1007,
      msg: 'Non-Chinese phone numbers are not supported for registration, please use email',
      data: null,
    });
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('answers a registration of an existing address like a new one without its code (no enumeration)', async () => {
    const existing = await post(t, REGISTER, form({ account: 'BUYER@demo.test', code: '123456' }), { lang: 'zh' });
    const fresh = await post(t, REGISTER, form({ account: 'nobody.yet@demo.test', code: '123456' }), { lang: 'zh' });
    expect(existing.status).toBe(400);
    expect(existing.body).toEqual({ code: 1003, msg: '验证码已过期，请重新获取', data: null });
    expect(fresh.body).toEqual(existing.body);
  });

  it('answers 1006 only to a caller holding a live registration code for an address registered meanwhile', async () => {
    const code = await emailCode('raced@example.com');
    await queryRows(t, `insert into users (email) values ('raced@example.com')`);
    const res = await post(t, REGISTER, form({ account: 'raced@example.com', code }), { lang: 'zh' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 1006, msg: '该账号已注册，请直接登录', data: null });
  });

  it('refuses passwords that differ and unticked terms, naming the field, and stores nothing', async () => {
    const code = await emailCode('ana.souza@example.br');
    const users = await countRows(t, 'users');
    const differ = await post(t, REGISTER, form({ account: 'ana.souza@example.br', code, confirmPassword: pw('other-pass') }), { lang: 'zh' });
    expect(differ.status).toBe(422);
    expect(differ.body).toMatchObject({ code: 1000, msg: '确认密码：两次输入不一致' });
    const terms = await post(t, REGISTER, form({ account: 'ana.souza@example.br', code, agreeTerms: false }), { lang: 'en' });
    expect(terms.body).toMatchObject({ code: 1000, msg: 'Terms: please read and agree to the terms' });
    const missing = await post(t, REGISTER, { registerType: 'email', account: 'ana.souza@example.br' }, { lang: 'zh' });
    expect(missing.body.code).toBe(1000);
    for (const field of ['验证码：不能为空', '密码：不能为空', '确认密码：不能为空', '服务条款：不能为空']) {
      expect(missing.body.msg).toContain(field);
    }
    expect(await countRows(t, 'users')).toBe(users);
    // Edge validation refused those before the code was looked at: it still works.
    const ok = await post(t, REGISTER, form({ account: 'ana.souza@example.br', code }));
    expect(ok.body.code).toBe(200);
  });

  it('refuses a wrong code (1002), counts the try and creates no account', async () => {
    const code = await emailCode('kwame.mensah@example.gh');
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await post(t, REGISTER, form({ account: 'kwame.mensah@example.gh', code: wrong }), { lang: 'en' });
    expect(res.body).toEqual({ code: 1002, msg: 'The verification code is incorrect', data: null });
    expect(await countRows(t, 'users', `email = 'kwame.mensah@example.gh'`)).toBe(0);
    expect(await countRows(t, 'verification_codes', `target = 'kwame.mensah@example.gh' and tries = 1`)).toBe(1);
  });

  it('accepts a code only for the address it was sent to', async () => {
    const code = await emailCode('first.address@example.com');
    const res = await post(t, REGISTER, form({ account: 'second.address@example.com', code }));
    expect(res.body.code).toBe(1003);
  });

  it('lets a registered e-mail account sign in with an e-mail code once the resend wait is over', async () => {
    const tooSoon = await post(t, CAPTCHA, { channel: 'email', account: 'li.na@example.cn', purpose: 'login' });
    // The throttle covers the target, whatever the purpose: the registration code went out seconds ago.
    expect(tooSoon.body.code).toBe(1005);
    await queryRows(t, `update verification_codes set created_at = created_at - interval '61 seconds' where target = 'li.na@example.cn'`);
    await post(t, CAPTCHA, { channel: 'email', account: 'li.na@example.cn', purpose: 'login' });
    const code = codeIn(t.sentMail.at(-1)!.text);
    const res = await post(t, LOGIN, { loginType: 'email', account: 'li.na@example.cn', code });
    expect(res.body.code).toBe(200);
  });

  it('treats injection-shaped registration input as bad input (1000), never 500', async () => {
    for (const account of ["' or 1=1 --", '<script>alert(1)</script>']) {
      const res = await post(t, REGISTER, form({ account, code: '123456' }));
      expect(res.body, account).toMatchObject({ code: 1000 });
    }
    const invite = await post(t, REGISTER, form({ account: 'x@example.com', code: '123456', inviteCode: "'; drop table users; --" }));
    expect(invite.body.code).toBe(1003);
    expect(await countRows(t, 'users', `email = 'x@example.com'`)).toBe(0);
  });
});
