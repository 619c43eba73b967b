import { verify } from '@node-rs/argon2';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';

describe(`[SEED] demo accounts (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the listed accounts into an empty database, and only then', async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const users = await queryRows<{ email: string; user_state: number; user_type: string; is_staff: boolean; company: string | null }>(
      t,
      `select u.email, u.user_state, u.user_type, u.is_staff, c.name as company from users u left join companies c on c.id = u.company_id order by u.email`,
    );
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      expect(users.find((u) => u.email === account.email)).toEqual({
        email: account.email,
        user_state: account.userState,
        user_type: account.userType,
        is_staff: account.isStaff,
        company: account.company?.name ?? null,
      });
    }
    expect(users.find((u) => u.email === 'seller@demo.test')!.company).toBe('广东恒信金属回收有限公司');
  });

  it('stores argon2id of the transport hash of demo1234, never the password', async () => {
    const rows = await queryRows<{ password_hash: string }>(t, `select password_hash from users`);
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^\$argon2id\$/);
      expect(password_hash).not.toContain(DEMO_PASSWORD);
    }
    expect(await verify(rows[0]!.password_hash, hashPasswordForTransport(DEMO_PASSWORD))).toBe(true);
  });

  it('grants markets as listed: both for staff, seller and buyer; international only for the general user', async () => {
    const rows = await queryRows<{ email: string; market: string; permission: number; switch_enable: number }>(
      t,
      `select u.email, m.market, m.permission, m.switch_enable from user_market_permissions m join users u on u.id = m.user_id`,
    );
    for (const account of DEMO_ACCOUNTS) {
      for (const market of ['intl', 'cn'] as const) {
        const on = account.markets.includes(market) ? 1 : 0;
        expect(rows.find((r) => r.email === account.email && r.market === market), `${account.email} ${market}`).toMatchObject({
          permission: on,
          switch_enable: on,
        });
      }
    }
  });
});
