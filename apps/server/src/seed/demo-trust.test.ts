import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, passwordLogin } from '../../test/api.ts';
import { testLane } from '../../test/test-app.ts';
import { trustTestApp } from '../../test/trust-fixtures.ts';
import { seedDemoAsks } from './demo-asks.ts';
import { seedDemoTrust } from './demo-trust.ts';

describe(`[SEED] demo shops, verification and follows (${testLane()})`, () => {
  let ctx: Awaited<ReturnType<typeof trustTestApp>>;
  beforeAll(async () => {
    ctx = await trustTestApp();
    await seedDemoAsks(ctx.t.database.db, ctx.t.app.deps.config);
  });
  afterAll(async () => {
    await ctx.t.close();
  });

  it('writes the seller’s open shop, user@’s pending verification and buyer@’s application once', async () => {
    const { t, tokens } = ctx;
    expect(await seedDemoTrust(t.database.db, t.app.deps.config)).toBe(true);
    const counts = { shops: await countRows(t, 'shops'), verifications: await countRows(t, 'verifications'), wanted: await countRows(t, 'wanted_categories'), files: await countRows(t, 'files') };
    expect(await seedDemoTrust(t.database.db, t.app.deps.config)).toBe(false);
    expect({ shops: await countRows(t, 'shops'), verifications: await countRows(t, 'verifications'), wanted: await countRows(t, 'wanted_categories'), files: await countRows(t, 'files') }).toEqual(counts);

    // The public shop page of the demo seller, with pictures and live asks.
    const list = await call(t, 'GET', '/app-v2/shop/list');
    expect(list.body.data.total).toBe(1);
    const shop = await call(t, 'GET', `/app-v2/shop/${list.body.data.rows[0].shopId}`, { lang: 'zh' });
    expect(shop.body.data.shop).toMatchObject({ shopStatus: 'ok', companyName: '广东恒信金属回收有限公司' });
    expect(shop.body.data.shop.companyPictures).toHaveLength(3);
    expect(shop.body.data.asks.total).toBeGreaterThan(0);

    // user@ is under review and in the staff queue; buyer@'s shop waits for review.
    const user = await call(t, 'GET', '/app-v2/getInfo', { token: await passwordLogin(t, 'user@demo.test') });
    expect(user.body.data).toMatchObject({ userState: 2, companyInfo: { companyName: 'Sharma Alloys Pvt. Ltd.', state: 2 } });
    expect(user.body.data.companyInfo.businessLicenseFile).not.toBeNull();
    const queue = await call(t, 'GET', '/admin/verifications', { token: tokens.staff });
    expect(queue.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['user@demo.test']);
    const shops = await call(t, 'GET', '/admin/shops/review', { token: tokens.staff });
    expect(shops.body.data.rows.map((r: { sellerEmail: string }) => r.sellerEmail)).toEqual(['buyer@demo.test']);
    const buyer = await call(t, 'GET', '/app-v2/getInfo', { token: tokens.buyer });
    expect(buyer.body.data.wantedNum).toBe(3);
  });
});
