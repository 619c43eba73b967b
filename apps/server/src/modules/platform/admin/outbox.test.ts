import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOutboxMessage } from '@scrapbridge/domain/outbox';
import { call, codeIn, countRows, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

describe(`[ADMIN] outbox (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000' }, { template: 'demo' });
    staff = await passwordLogin(t, 'staff@demo.test');
    for (const account of ['buyer@demo.test', 'seller@demo.test', 'user@demo.test']) {
      await post(t, '/app-v2/account/captcha', { channel: 'email', account, purpose: 'login' });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows staff what was sent, newest first, with the codes readable', async () => {
    const res = await call(t, 'GET', '/admin/outbox?pageNum=1&pageSize=10', { token: staff });
    expect(res.body.code).toBe(200);
    const { rows, total } = res.body.data;
    expect(total).toBe(3);
    expect(rows.map((r: { recipient: string }) => r.recipient)).toEqual(['user@demo.test', 'seller@demo.test', 'buyer@demo.test']);
    for (const row of rows) ZOutboxMessage.parse(row);
    expect(rows[0]).toMatchObject({ channel: 'mail', provider: 'test', status: 'sent', error: null });
    expect(codeIn(rows[0].body)).toBe(codeIn(t.sentMail.at(-1)!.text));
  });

  it('pages with pageNum and pageSize', async () => {
    const page2 = await call(t, 'GET', '/admin/outbox?pageNum=2&pageSize=1', { token: staff });
    expect(page2.body.data.total).toBe(3);
    expect(page2.body.data.rows.map((r: { recipient: string }) => r.recipient)).toEqual(['seller@demo.test']);
    const defaults = await call(t, 'GET', '/admin/outbox', { token: staff });
    expect(defaults.body.data.rows).toHaveLength(3);
  });

  it('refuses a page larger than 100 or a page number below 1 (1000 naming the parameter)', async () => {
    const big = await call(t, 'GET', '/admin/outbox?pageSize=101', { token: staff, lang: 'zh' });
    expect(big.body).toMatchObject({ code: 1000, msg: '每页条数：不能大于 100' });
    const zero = await call(t, 'GET', '/admin/outbox?pageNum=0', { token: staff, lang: 'en' });
    expect(zero.body).toMatchObject({ code: 1000, msg: 'Page: must be at least 1' });
  });

  it('writes every staff read to the audit log', async () => {
    const before = await countRows(t, 'audit_log', `action = 'outbox.read'`);
    await call(t, 'GET', '/admin/outbox?pageNum=1&pageSize=5', { token: staff });
    const rows = await queryRows<{ email: string; detail: unknown; target_type: string }>(
      t,
      `select u.email, a.detail, a.target_type from audit_log a join users u on u.id = a.actor_user_id
       where a.action = 'outbox.read' order by a.created_at desc limit 1`,
    );
    expect(await countRows(t, 'audit_log', `action = 'outbox.read'`)).toBe(before + 1);
    expect(rows[0]).toMatchObject({ email: 'staff@demo.test', target_type: 'outbox', detail: { pageNum: 1, pageSize: 5 } });
  });

  it('is for staff only: 1403 for a signed-in user, 401 for anonymous, and neither is audited', async () => {
    const audits = await countRows(t, 'audit_log');
    const buyer = await passwordLogin(t, 'buyer@demo.test');
    const res = await call(t, 'GET', '/admin/outbox', { token: buyer, lang: 'zh' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 1403, msg: '您没有权限执行此操作', data: null });
    expect((await call(t, 'GET', '/admin/outbox')).body.code).toBe(401);
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it('lists the sign-in, account and staff routes in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/docs/json', { token: staff });
    expect(res.status).toBe(200);
    const paths = Object.keys((res.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/saas-v1/account/login',
        '/app-v2/account/captcha',
        '/app-v2/account/register',
        '/app-v2/account/logout',
        '/app-v2/getInfo',
        '/app-v2/account/editAccount',
        '/app-v2/user/info/market/switch',
        '/admin/outbox',
      ]),
    );
  });
});
