import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLane, type TTestApp } from '../../test/test-app.ts';

describe(`security headers (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends JSON answers, refusals included, the API set: nosniff, no framing, nothing loaded from them', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/app-v2/ask/list/buyer' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/app-v2/ask/list/buyer' })).json()).toMatchObject({ code: 401 });
  });

  it("sends the web app's files and pages helmet's full page set", async () => {
    for (const url of ['/robots.txt', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
