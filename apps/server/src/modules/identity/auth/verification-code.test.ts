import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, countRows, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const CAPTCHA = '/app-v2/account/captcha';
const LOGIN = '/saas-v1/account/login';
/** The demo seller's mobile (seed/demo.ts). */
const SELLER_PHONE = '13800138000';

describe(`[AUTH] verification codes: send, sign in, limits (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000' }, { template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.failDelivery.mail = null;
    t.failDelivery.sms = null;
  });

  /** Lets a target ask for a new code at once, as if the resend wait had passed. */
  async function passResendWait(target: string) {
    await queryRows(t, `update verification_codes set created_at = created_at - interval '61 seconds' where target = '${target}'`);
  }

  it('sends a sign-in code by SMS in Chinese and signs the seller in with it, once', async () => {
    const sent = await post(t, CAPTCHA, { channel: 'sms', account: SELLER_PHONE, purpose: 'login' }, { lang: 'zh' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 200, msg: '操作成功', data: { resendAfter: 60, expiresIn: 300 } });
    const sms = t.sentSms.at(-1)!;
    expect(sms.to).toBe('+8613800138000');
    expect(sms.text).toMatch(/^您的废料桥登录验证码为 \d{6}，5 分钟内有效，请勿泄露给他人。$/);
    const code = codeIn(sms.text);

    // Stored hashed, never as the code itself.
    const [stored] = await queryRows<{ code_hash: string; target: string }>(t, `select code_hash, target from verification_codes where target = '86:${SELLER_PHONE}'`);
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const login = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code }, { lang: 'zh' });
    expect(login.body.code).toBe(200);
    expect(login.body.data.token).toBeTruthy();

    const again = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code }, { lang: 'zh' });
    expect(again.body).toEqual({ code: 1003, msg: '验证码已过期，请重新获取', data: null });
  });

  it('records every message in the outbox with its provider and status', async () => {
    const rows = await queryRows<{ channel: string; recipient: string; provider: string; status: string; body: string }>(
      t,
      `select channel, recipient, provider, status, body from outbox_messages where recipient = '+8613800138000'`,
    );
    expect(rows[0]).toMatchObject({ channel: 'sms', provider: 'test', status: 'sent' });
    expect(rows[0]!.body).toContain('废料桥');
  });

  it('sends an e-mail code in English with the brand and validity, and signs the buyer in with it', async () => {
    const sent = await post(t, CAPTCHA, { channel: 'email', account: 'Buyer@Demo.Test', purpose: 'login' }, { lang: 'en' });
    expect(sent.body.code).toBe(200);
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toBe('buyer@demo.test');
    expect(mail.subject).toBe('Your ScrapBridge verification code');
    expect(mail.text).toContain('Your ScrapBridge sign-in code is');
    expect(mail.text).toContain('valid for 5 minutes');
    const login = await post(t, LOGIN, { loginType: 'email', account: 'buyer@demo.test', code: codeIn(mail.text) });
    expect(login.body.code).toBe(200);
  });

  it('answers a sign-in code request for an unknown address as for a known one, and mails a notice without a code', async () => {
    const mails = t.sentMail.length;
    const res = await post(t, CAPTCHA, { channel: 'email', account: 'stranger@demo.test', purpose: 'login' }, { lang: 'zh' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功', data: { resendAfter: 60, expiresIn: 300 } });
    expect(t.sentMail.length).toBe(mails + 1);
    const notice = t.sentMail.at(-1)!;
    expect(notice).toMatchObject({ to: 'stranger@demo.test', subject: '废料桥登录请求' });
    expect(notice.text).toContain('该邮箱尚未注册废料桥账号，因此没有发送验证码');
    expect(notice.text).not.toMatch(/\d{6}/);
    // A code is stored all the same (never delivered), so the resend throttle and guesses behave as for a known account.
    expect(await countRows(t, 'verification_codes', `target = 'stranger@demo.test' and purpose = 'login'`)).toBe(1);
    const login = await post(t, LOGIN, { loginType: 'email', account: 'stranger@demo.test', code: '123456' }, { lang: 'en' });
    expect(login.body).toEqual({ code: 1002, msg: 'The verification code is incorrect', data: null });
  });

  it('sends no registration code to an existing account and no sign-in code to a blocked one: notices instead', async () => {
    const exists = await post(t, CAPTCHA, { channel: 'email', account: 'user@demo.test', purpose: 'register' }, { lang: 'en' });
    expect(exists.body).toEqual({ code: 200, msg: 'Operation successful', data: { resendAfter: 60, expiresIn: 300 } });
    expect(t.sentMail.at(-1)).toMatchObject({ to: 'user@demo.test', subject: 'You already have a ScrapBridge account' });
    expect(t.sentMail.at(-1)!.text).not.toMatch(/\d{6}/);
    const blocked = await post(t, CAPTCHA, { channel: 'email', account: 'blocked@demo.test', purpose: 'login' }, { lang: 'en' });
    expect(blocked.body).toEqual(exists.body);
    expect(t.sentMail.at(-1)).toMatchObject({ to: 'blocked@demo.test', subject: 'Your ScrapBridge sign-in request' });
    expect(t.sentMail.at(-1)!.text).toContain('blocked or frozen');
    expect(t.sentMail.at(-1)!.text).not.toMatch(/\d{6}/);
    const sms = await post(t, CAPTCHA, { channel: 'sms', account: '13600136000', purpose: 'login' }, { lang: 'zh' });
    expect(sms.body.code).toBe(200);
    expect(t.sentSms.at(-1)).toMatchObject({ to: '+8613600136000' });
    expect(t.sentSms.at(-1)!.text).toContain('该号码尚未注册，因此未发送验证码');
    expect(t.sentSms.at(-1)!.text).not.toMatch(/\d{6}/);
    await passResendWait('user@demo.test');
  });

  it('supports SMS only for Chinese mainland mobiles (1007), and calls a malformed +86 number a typo (1000)', async () => {
    const smsCount = t.sentSms.length;
    const us = await post(t, CAPTCHA, { channel: 'sms', account: '4155550123', phoneCountry: '+1', purpose: 'register' }, { lang: 'zh' });
    expect(us.status).toBe(400);
    expect(us.body).toEqual({ code: 1007, msg: '暂不支持非中国大陆手机号注册，请使用邮箱注册', data: null });
    const login = await post(t, LOGIN, { loginType: 'sms', account: '412345678', phoneCountry: '61', code: '123456' }, { lang: 'en' });
    expect(login.body).toMatchObject({ code: 1007, msg: 'Non-Chinese phone numbers are not supported for registration, please use email' });
    const typo = await post(t, CAPTCHA, { channel: 'sms', account: '1380013800', purpose: 'register' }, { lang: 'en' });
    expect(typo.body).toMatchObject({ code: 1000, msg: 'Account: has an invalid format' });
    const email = await post(t, CAPTCHA, { channel: 'sms', account: 'buyer@demo.test', purpose: 'login' }, { lang: 'en' });
    expect(email.body.code).toBe(1000);
    expect(t.sentSms.length).toBe(smsCount);
  });

  it('throttles a resend (1005 with the seconds left) and lets only the newest code work after the wait', async () => {
    const first = await post(t, CAPTCHA, { channel: 'email', account: 'staff@demo.test', purpose: 'login' }, { lang: 'zh' });
    expect(first.body.code).toBe(200);
    const firstCode = codeIn(t.sentMail.at(-1)!.text);
    const mails = t.sentMail.length;

    const tooSoon = await post(t, CAPTCHA, { channel: 'email', account: 'staff@demo.test', purpose: 'login' }, { lang: 'zh' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe(1005);
    expect(tooSoon.body.msg).toMatch(/^请在 (59|60) 秒后再获取验证码$/);
    const en = await post(t, CAPTCHA, { channel: 'email', account: 'staff@demo.test', purpose: 'login' }, { lang: 'en' });
    expect(en.body.msg).toMatch(/^Please wait (59|60) s before requesting another code$/);
    expect(t.sentMail.length).toBe(mails);
    expect(await countRows(t, 'verification_codes', `target = 'staff@demo.test'`)).toBe(1);

    await passResendWait('staff@demo.test');
    const second = await post(t, CAPTCHA, { channel: 'email', account: 'staff@demo.test', purpose: 'login' });
    expect(second.body.code).toBe(200);
    const secondCode = codeIn(t.sentMail.at(-1)!.text);
    if (firstCode !== secondCode) {
      // Checked against the newest code only, so the replaced one is simply a wrong code.
      const old = await post(t, LOGIN, { loginType: 'email', account: 'staff@demo.test', code: firstCode });
      expect(old.body.code).toBe(1002);
    }
    const [replaced] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from verification_codes where target = 'staff@demo.test' and consumed_at is not null`,
    );
    expect(replaced!.n).toBe(1);
    const ok = await post(t, LOGIN, { loginType: 'email', account: 'staff@demo.test', code: secondCode });
    expect(ok.body.code).toBe(200);
  });

  it('answers a wrong code with 1002 and counts the try', async () => {
    await passResendWait(`86:${SELLER_PHONE}`);
    await post(t, CAPTCHA, { channel: 'sms', account: SELLER_PHONE, purpose: 'login' });
    const code = codeIn(t.sentSms.at(-1)!.text);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code: wrong }, { lang: 'zh' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1002, msg: '验证码错误', data: null });
    const [row] = await queryRows<{ tries: number; consumed_at: unknown }>(
      t,
      `select tries, consumed_at from verification_codes where target = '86:${SELLER_PHONE}' order by created_at desc limit 1`,
    );
    expect(row).toMatchObject({ tries: 1, consumed_at: null });
    // Still usable after one wrong try.
    expect((await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code })).body.code).toBe(200);
  });

  it('burns the code on the 5th wrong try (1004): even the right code is refused afterwards', async () => {
    await passResendWait(`86:${SELLER_PHONE}`);
    await post(t, CAPTCHA, { channel: 'sms', account: SELLER_PHONE, purpose: 'login' });
    const code = codeIn(t.sentSms.at(-1)!.text);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 1; i <= 4; i++) {
      const res = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code: wrong });
      expect(res.body.code, `try ${i}`).toBe(1002);
    }
    const fifth = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code: wrong }, { lang: 'zh' });
    expect(fifth.body).toEqual({ code: 1004, msg: '错误次数过多，请重新获取验证码', data: null });
    const sessions = await countRows(t, 'sessions');
    const right = await post(t, LOGIN, { loginType: 'sms', account: SELLER_PHONE, code });
    expect(right.body.code).toBe(1003);
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });

  it('refuses an expired code with 1003 and opens no session', async () => {
    await passResendWait('user@demo.test');
    await post(t, CAPTCHA, { channel: 'email', account: 'user@demo.test', purpose: 'login' });
    const code = codeIn(t.sentMail.at(-1)!.text);
    await queryRows(t, `update verification_codes set expires_at = now() - interval '1 second' where target = 'user@demo.test'`);
    const sessions = await countRows(t, 'sessions');
    const res = await post(t, LOGIN, { loginType: 'email', account: 'user@demo.test', code }, { lang: 'en' });
    expect(res.body).toEqual({ code: 1003, msg: 'The verification code has expired, please request a new one', data: null });
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });

  it('refuses a code sent for registration at sign-in: codes are bound to their purpose', async () => {
    const res = await post(t, CAPTCHA, { channel: 'email', account: 'newcomer@demo.test', purpose: 'register' });
    expect(res.body.code).toBe(200);
    const code = codeIn(t.sentMail.at(-1)!.text);
    // An account appears with that address (registered another way); the registration code must not sign it in.
    await queryRows(t, `insert into users (email) values ('newcomer@demo.test')`);
    const login = await post(t, LOGIN, { loginType: 'email', account: 'newcomer@demo.test', code });
    expect(login.body.code).toBe(1003);
  });

  it('turns a delivery failure into a localized 500 the user can retry at once, recorded as failed', async () => {
    t.failDelivery.mail = 'SMTP 451 temporary local problem';
    const res = await post(t, CAPTCHA, { channel: 'email', account: 'retry@demo.test', purpose: 'register' }, { lang: 'zh' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: '发送失败，请重试', data: null });
    const [row] = await queryRows<{ status: string; error: string; provider: string }>(
      t,
      `select status, error, provider from outbox_messages where recipient = 'retry@demo.test'`,
    );
    expect(row).toEqual({ status: 'failed', error: 'SMTP 451 temporary local problem', provider: 'test' });
    expect(await countRows(t, 'verification_codes', `target = 'retry@demo.test'`)).toBe(0);

    t.failDelivery.mail = null;
    const retry = await post(t, CAPTCHA, { channel: 'email', account: 'retry@demo.test', purpose: 'register' }, { lang: 'en' });
    expect(retry.body.code).toBe(200);
    const en = await post(t, CAPTCHA, { channel: 'sms', account: '13900139000', purpose: 'register' }, { lang: 'en' });
    expect(en.body.code).toBe(200);
    t.failDelivery.sms = 'gateway answered 503';
    const smsFail = await post(t, CAPTCHA, { channel: 'sms', account: '13700137000', purpose: 'register' }, { lang: 'en' });
    expect(smsFail.body).toEqual({ code: 500, msg: 'Sending failed, please try again', data: null });
  });

  it('validates the captcha body at the edge (1000 naming the field)', async () => {
    const res = await post(t, CAPTCHA, { channel: 'fax', account: 'buyer@demo.test', purpose: 'login' }, { lang: 'zh' });
    expect(res.body).toMatchObject({ code: 1000, msg: '发送方式：取值无效' });
    const noPurpose = await post(t, CAPTCHA, { channel: 'email', account: 'buyer@demo.test' }, { lang: 'en' });
    expect(noPurpose.body).toMatchObject({ code: 1000, msg: 'Purpose: please choose one' });
    const badEmail = await post(t, CAPTCHA, { channel: 'email', account: '<script>@x', purpose: 'login' }, { lang: 'en' });
    expect(badEmail.body).toMatchObject({ code: 1000, msg: 'Account: has an invalid format' });
  });
});
