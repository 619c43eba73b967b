import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../lib/tokens.ts';
import { call, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { askTestApp } from '../../../../test/ask-fixtures.ts';

/** The few-second session cache (bench/list-asks): reused while live, forgotten at once by logout, blocking, account changes. */
describe(`[AUTH] session cache (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];

  beforeAll(async () => {
    ({ t, tokens } = await askTestApp({ SESSION_CACHE_SECONDS: '30' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => call(t, 'GET', '/app-v2/getInfo', { token });

  it('reuses a looked-up session without the database, and never past what the TTL allows', async () => {
    const token = await passwordLogin(t, 'buyer@demo.test');
    expect((await me(token)).body.code).toBe(200);
    // Behind the app's back, with no notice (what a lost notice would look like): this instance still has it cached…
    await queryRows(t, `update sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'buyer@demo.test') and created_at >= now() - interval '1 minute'`);
    expect((await me(token)).body.code).toBe(200);
    // …until the entry's time is up (30 s here), then the database has the last word.
    expect(t.app.sessions.cache.get(sha256Hex(token))).not.toBeNull();
    expect(t.app.sessions.cache.get(sha256Hex(token), Date.now() + 31_000)).toBeNull();
    expect((await me(token)).status).toBe(401);
  });

  it('forgets a session at logout', async () => {
    const token = await passwordLogin(t, 'seller@demo.test');
    expect((await me(token)).body.code).toBe(200);
    expect((await post(t, '/app-v2/account/logout', {}, { token })).body.code).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('forgets every session of a user blocked by staff, at once', async () => {
    const token = await passwordLogin(t, 'user@demo.test');
    expect((await me(token)).body.code).toBe(200);
    const [user] = await queryRows<{ id: string }>(t, `select id from users where email = 'user@demo.test'`);
    expect((await post(t, `/admin/users/${user!.id}/block`, { reason: 'test' }, { token: tokens.staff })).body.code).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});
