import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, pw } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

describe(`[AUTH] rate limits per IP (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_CODE_PER_MINUTE: '2' }, { template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers sign-in attempts over the limit with the 429 envelope, per client address', async () => {
    const attempt = (remoteAddress: string, lang: 'zh' | 'en' = 'zh') =>
      post(t, '/saas-v1/account/login', { loginType: 'password', account: 'buyer@demo.test', password: pw('guess-123') }, { remoteAddress, lang });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).body.code).toBe(1001);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.7', 'en')).body.msg).toBe('Too many requests, please wait a moment and try again');
    // Another address is not affected.
    expect((await attempt('198.51.100.20')).body.code).toBe(1001);
  });

  it('limits code requests with their own, lower limit', async () => {
    const ask = (i: number) =>
      post(t, '/app-v2/account/captcha', { channel: 'email', account: `new${i}@example.com`, purpose: 'register' }, { remoteAddress: '192.0.2.9' });
    expect((await ask(1)).body.code).toBe(200);
    expect((await ask(2)).body.code).toBe(200);
    const limited = await ask(3);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    expect(t.sentMail).toHaveLength(2);
  });

  it('limits registration like sign-in', async () => {
    const register = () =>
      post(
        t,
        '/app-v2/account/register',
        { registerType: 'email', account: 'late@example.com', code: '123456', password: pw('x-123456'), confirmPassword: pw('x-123456'), agreeTerms: true },
        { remoteAddress: '192.0.2.77' },
      );
    for (let i = 0; i < 3; i++) expect((await register()).body.code).toBe(1003);
    expect((await register()).body.code).toBe(429);
  });
});
