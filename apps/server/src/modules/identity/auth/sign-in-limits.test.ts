import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, countRows, post, pw, queryRows } from '../../../../test/api.ts';
import { createInstanceOnSameDatabase, createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { pruneRateLimitWindows } from '../../../lib/pg-rate-limit-store.ts';
import { forgetSignInFailures } from './sign-in-brake-sweep.ts';

const LOGIN = '/saas-v1/account/login';
const CAPTCHA = '/app-v2/account/captcha';
const REGISTER = '/app-v2/account/register';

/**
 * Issue 13: the limits hold across API instances (two apps on one database), the per-account brake cannot lock the
 * owner out, and no answer tells a known account from an unknown one.
 */
describe(`[AUTH] sign-in limits across instances and account enumeration (${testLane()})`, () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000' }, { template: 'demo' });
    b = await createInstanceOnSameDatabase(a, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(async () => {
    await queryRows(a, 'delete from sign_in_failures');
  });

  const passwordTry = (t: TTestApp, account: string, plain: string, remoteAddress: string, lang: 'zh' | 'en' = 'en') =>
    post(t, LOGIN, { loginType: 'password', account, password: pw(plain) }, { remoteAddress, lang });

  /** Lets a target ask for a new code at once, as if the resend wait had passed. */
  const passResendWait = (target: string) =>
    queryRows(a, `update verification_codes set created_at = created_at - interval '61 seconds' where target = '${target}'`);

  it('brakes password guessing on one account from many addresses and instances: 5 free failures, then 30 s', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await passwordTry(i % 2 ? b : a, 'seller@demo.test', `guess-${i}-pass`, `198.51.100.${i + 1}`);
      expect(res.body.code, `failure ${i + 1}`).toBe(1001);
    }
    const paused = await passwordTry(b, 'seller@demo.test', 'guess-5-pass', '198.51.100.50', 'zh');
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({ code: 1009, msg: expect.stringMatching(/^登录失败次数过多，请 (29|30) 秒后再试，或使用短信\/邮箱验证码登录$/), data: null });
    // The right password waits too (else the brake would only slow the guesser down until the right guess).
    const right = await passwordTry(a, 'seller@demo.test', 'demo1234', '198.51.100.51');
    expect(right.body).toEqual({
      code: 1009,
      msg: expect.stringMatching(/^Too many failed sign-ins with this account\. Please wait (29|30) s, or sign in with an SMS or e-mail code$/),
      data: null,
    });

    // After the pause one more try; another failure doubles it.
    await queryRows(a, `update sign_in_failures set last_failure_at = last_failure_at - interval '31 seconds'`);
    expect((await passwordTry(b, 'seller@demo.test', 'guess-6-pass', '198.51.100.52')).body.code).toBe(1001);
    expect((await passwordTry(a, 'seller@demo.test', 'demo1234', '198.51.100.53')).body.msg).toMatch(/wait (59|60) s/);
    // The phone is another identity of its own (keyed by what the caller typed), and it is not braked.
    expect((await passwordTry(a, '13800138000', 'demo1234', '198.51.100.54')).body.code).toBe(200);
  });

  it('brakes an identity without an account exactly like one with an account', async () => {
    const answers = async (account: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await passwordTry(i % 2 ? a : b, account, `guess-${i}-pass`, `203.0.113.${i + 1}`);
        out.push({ status: res.status, body: res.body });
      }
      return out;
    };
    const known = await answers('buyer@demo.test');
    const unknown = await answers('nobody-here@demo.test');
    expect(unknown).toEqual(known);
    expect(known.map((r) => (r as { body: { code: number } }).body.code)).toEqual([1001, 1001, 1001, 1001, 1001, 1009, 1009]);
  });

  it('lets the owner sign in by code while the password is braked, and the code sign-in clears the brake', async () => {
    for (let i = 0; i < 6; i++) await passwordTry(a, 'buyer@demo.test', `guess-${i}-pass`, `192.0.2.${i + 1}`);
    expect((await passwordTry(b, 'buyer@demo.test', 'demo1234', '192.0.2.100')).body.code).toBe(1009);

    await passResendWait('buyer@demo.test');
    const sent = await post(a, CAPTCHA, { channel: 'email', account: 'buyer@demo.test', purpose: 'login' });
    expect(sent.body.code).toBe(200);
    const signedIn = await post(b, LOGIN, { loginType: 'email', account: 'buyer@demo.test', code: codeIn(a.sentMail.at(-1)!.text) });
    expect(signedIn.body.code).toBe(200);
    expect(await countRows(a, 'sign_in_failures')).toBe(0);
    expect((await passwordTry(a, 'buyer@demo.test', 'demo1234', '192.0.2.101')).body.code).toBe(200);
  });

  it('clears the failures of every identity of the account on a right password', async () => {
    for (let i = 0; i < 3; i++) await passwordTry(a, 'seller@demo.test', `guess-${i}-pass`, '192.0.2.200');
    for (let i = 0; i < 3; i++) await passwordTry(b, '13800138000', `guess-${i}-pass`, '192.0.2.201');
    expect(await countRows(a, 'sign_in_failures')).toBe(2);
    expect((await passwordTry(b, 'seller@demo.test', 'demo1234', '192.0.2.202')).body.code).toBe(200);
    expect(await countRows(a, 'sign_in_failures')).toBe(0);
  });

  it('answers code sign-in, code requests and registration alike for known and unknown accounts', async () => {
    const same = async (known: () => Promise<{ status: number; body: unknown }>, unknown: () => Promise<{ status: number; body: unknown }>) => {
      const k = await known();
      const u = await unknown();
      expect({ status: u.status, body: u.body }).toEqual({ status: k.status, body: k.body });
      return k;
    };
    for (const lang of ['zh', 'en'] as const) {
      await passResendWait('user@demo.test');
      await passResendWait('unknown-user@demo.test');
      // Code requests for sign-in: a code to the account, a notice to the unknown address; one answer.
      const login = await same(
        () => post(a, CAPTCHA, { channel: 'email', account: 'user@demo.test', purpose: 'login' }, { lang }),
        () => post(b, CAPTCHA, { channel: 'email', account: 'unknown-user@demo.test', purpose: 'login' }, { lang }),
      );
      expect(login.status).toBe(200);
      // And the throttle right after.
      await same(
        () => post(b, CAPTCHA, { channel: 'email', account: 'user@demo.test', purpose: 'login' }, { lang }),
        () => post(a, CAPTCHA, { channel: 'email', account: 'unknown-user@demo.test', purpose: 'login' }, { lang }),
      );
      // Code sign-in with a wrong code, then after the code is burnt.
      for (let i = 0; i < 6; i++) {
        await same(
          () => post(a, LOGIN, { loginType: 'email', account: 'user@demo.test', code: '000000' }, { lang }),
          () => post(b, LOGIN, { loginType: 'email', account: 'unknown-user@demo.test', code: '000000' }, { lang }),
        );
      }
      await passResendWait('user@demo.test');
      await passResendWait('unknown-user@demo.test');
      // Code requests for registration: a notice to the account, a code to the new address; one answer.
      await same(
        () => post(b, CAPTCHA, { channel: 'email', account: 'user@demo.test', purpose: 'register' }, { lang }),
        () => post(a, CAPTCHA, { channel: 'email', account: 'unknown-user@demo.test', purpose: 'register' }, { lang }),
      );
      // Registration with a code the caller does not have.
      const form = (account: string) => ({ registerType: 'email', account, code: '000000', password: pw('x-123456'), confirmPassword: pw('x-123456'), agreeTerms: true });
      const reg = await same(
        () => post(a, REGISTER, form('user@demo.test'), { lang }),
        () => post(b, REGISTER, form('unknown-user@demo.test'), { lang }),
      );
      expect([1002, 1003]).toContain((reg.body as { code: number }).code);
    }
    // SMS: a known and an unknown +86 mobile.
    await same(
      () => post(a, CAPTCHA, { channel: 'sms', account: '13800138000', purpose: 'login' }),
      () => post(b, CAPTCHA, { channel: 'sms', account: '13500135000', purpose: 'login' }),
    );
    await same(
      () => post(a, LOGIN, { loginType: 'sms', account: '13800138000', code: '000000' }),
      () => post(b, LOGIN, { loginType: 'sms', account: '13500135000', code: '000000' }),
    );
    expect(await countRows(a, 'users', `email = 'unknown-user@demo.test' or phone_number = '13500135000'`)).toBe(0);
  });

  it('spends the same password hashing on a registration of an existing address as of a new one (no timing oracle)', async () => {
    const timed = async (account: string) => {
      const start = performance.now();
      const body = { registerType: 'email', account, code: '000000', password: pw('x-123456'), confirmPassword: pw('x-123456'), agreeTerms: true };
      await post(a, REGISTER, body);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed('buyer@demo.test'));
      unknown.push(await timed(`never-${i}@demo.test`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
    // Both hash the password (argon2, tens of ms); skipping it for existing addresses would answer them much faster.
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('never sends a code for a purpose the address cannot use; each message goes once, through the instance asked', async () => {
    const mailsTo = (recipient: string) => [...a.sentMail, ...b.sentMail].filter((m) => m.to === recipient);
    // Sign-in codes never reach an address without an account, nor registration codes one with an account.
    const signInNotices = mailsTo('unknown-user@demo.test').filter((m) => /sign-in|登录/.test(m.subject));
    expect(signInNotices.length).toBe(2);
    const smsToStranger = [...a.sentSms, ...b.sentSms].filter((m) => m.to === '+8613500135000');
    expect(smsToStranger.length).toBe(1);
    for (const m of [...signInNotices, ...smsToStranger]) expect(m.text).not.toMatch(/\d{6}/);
    const registerNotices = mailsTo('user@demo.test').filter((m) => /already have|已有/.test(m.subject));
    expect(registerNotices.length).toBe(2);
    for (const m of registerNotices) expect(m.text).not.toMatch(/\d{6}/);
    // What was delivered is what the outbox records, and the unknown address has a notice, not a code.
    const outbox = await queryRows<{ body: string }>(a, `select body from outbox_messages where recipient = 'unknown-user@demo.test'`);
    expect(outbox.length).toBe(mailsTo('unknown-user@demo.test').length);
  });

  it('shares the per-address limit between instances', async () => {
    const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_CONTACT_PER_MINUTE: '1' };
    const c = await createTestApp(env, { template: 'demo' });
    const d = await createInstanceOnSameDatabase(c, env);
    try {
      const codes: number[] = [];
      for (const t of [c, d, c, d]) codes.push((await passwordTry(t, `ghost${codes.length}@demo.test`, 'guess-pass', '203.0.113.77')).body.code);
      expect(codes).toEqual([1001, 1001, 1001, 429]);
      const limited = await passwordTry(c, 'ghost@demo.test', 'guess-pass', '203.0.113.77');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected; the counters are per route and address.
      expect((await passwordTry(d, 'ghost@demo.test', 'guess-pass', '203.0.113.78')).body.code).toBe(1001);
      const [row] = await queryRows<{ hits: number }>(c, `select hits from rate_limit_hits where key = 'POST /saas-v1/account/login|203.0.113.77'`);
      expect(row!.hits).toBe(5);

      // The other limited routes count in the same store: the contact form, one a minute here, across instances.
      expect((await post(c, '/app-v2/contact/save', {}, { remoteAddress: '203.0.113.90' })).status).not.toBe(429);
      expect((await post(d, '/app-v2/contact/save', {}, { remoteAddress: '203.0.113.90' })).status).toBe(429);
      await queryRows(c, `delete from rate_limit_hits where key like '%203.0.113.90'`);

      // Housekeeping: ended windows and forgotten failures go, live ones stay.
      await queryRows(c, `update rate_limit_hits set window_ends_at = now() - interval '1 second' where key like '%203.0.113.77'`);
      expect(await pruneRateLimitWindows(c.database.db)).toBe(1);
      expect(await countRows(c, 'rate_limit_hits')).toBe(1);
      expect((await passwordTry(c, 'ghost@demo.test', 'guess-pass', '203.0.113.77')).body.code).toBe(1001);
      await queryRows(c, `update sign_in_failures set last_failure_at = now() - interval '25 hours' where target = 'ghost0@demo.test'`);
      const before = await countRows(c, 'sign_in_failures');
      expect(await forgetSignInFailures({ deps: c.app.deps })).toBe(1);
      expect(await countRows(c, 'sign_in_failures')).toBe(before - 1);
    } finally {
      await d.close();
      await c.close();
    }
  });
});
