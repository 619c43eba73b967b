import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

describe(`system (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports healthy with the database kind of the lane', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testLane() });
  });

  it('answers an unknown API path with a localized 404 envelope, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-v2/no/such/thing', headers: { appLang: 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '该地址不存在', data: null });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
