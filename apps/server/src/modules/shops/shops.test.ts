import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZShop, ZShopCardPage, ZShopPage, ZShopReviewPage } from '@scrapbridge/domain/shop';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import { call, countRows, post, queryRows } from '../../../test/api.ts';
import { testLane, type TTestApp } from '../../../test/test-app.ts';
import { trustTestApp, uploadDocument, uploadPhoto } from '../../../test/trust-fixtures.ts';
import { writeWebBuild, type TWebBuild } from '../../../test/web-build.ts';
import { askBody, publishLive, uploadPicture } from '../../../test/ask-fixtures.ts';

const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><title>ScrapBridge</title></head><body><div id="root"></div></body></html>`;

describe(`[SHOPS] apply, review, public page, follow (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof trustTestApp>>['tokens'];
  let cat: Record<string, number>;
  let build: TWebBuild;
  let shopId: string;
  let liveAsk: string;
  beforeAll(async () => {
    build = writeWebBuild({ 'index.html': INDEX_HTML });
    ({ t, tokens, cat } = await trustTestApp({ WEB_DIST_DIR: build.dir }));
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  async function shopBody(token: string, patch: Record<string, unknown> = {}) {
    return {
      companyPictures: [await uploadPhoto(t, token), await uploadPhoto(t, token)],
      factoriesNumber: 2,
      employeesNumber: 85,
      establishmentTime: '2009-04-01',
      companyProfileZh: '华南地区专业铜铝回收，年处理量 5 万吨。',
      companyProfileEn: 'Copper and aluminium recycler in South China, 50,000 MT a year.',
      ...patch,
    };
  }

  it('lets only verified users apply for or follow shops (requireVerified, 1403)', async () => {
    const body = await shopBody(tokens.user);
    const apply = await post(t, '/app-v2/shop', body, { token: tokens.user, lang: 'zh' });
    expect(apply.status).toBe(403);
    expect(apply.body).toEqual({ code: 1403, msg: '请先完成企业认证：只有认证企业才能报价和交易', data: null });
    const follow = await post(t, '/app-v2/shop/follow/00000000-0000-4000-8000-000000000000', {}, { token: tokens.user, lang: 'en' });
    expect(follow.body).toMatchObject({ code: 1403, msg: 'Please verify your enterprise first: only verified enterprises can quote and deal' });
    expect((await post(t, '/app-v2/shop', body)).body.code).toBe(401);
    expect(await countRows(t, 'shops')).toBe(0);
  });

  it('checks the §5 shop rules and the pictures, storing nothing', async () => {
    const body = await shopBody(tokens.seller);
    const noPicture = await post(t, '/app-v2/shop', { ...body, companyPictures: [] }, { token: tokens.seller, lang: 'zh' });
    expect(noPicture.body).toMatchObject({ code: 1000, msg: '公司图片：请至少上传 1 张公司图片' });
    const badCount = await post(t, '/app-v2/shop', { ...body, factoriesNumber: 1000 }, { token: tokens.seller, lang: 'en' });
    expect(badCount.body).toMatchObject({ code: 1000, msg: 'Number of factories: must be a whole number from 0 to 999' });
    const future = await post(t, '/app-v2/shop', { ...body, establishmentTime: '2999-01-01' }, { token: tokens.seller, lang: 'en' });
    expect(future.body.msg).toBe('Date of establishment: must be a real date, not in the future');
    // A verification document is private, another user's picture is not yours.
    const doc = await uploadDocument(t, tokens.seller);
    const privateDoc = await post(t, '/app-v2/shop', { ...body, companyPictures: [doc.fileId] }, { token: tokens.seller, lang: 'en' });
    expect(privateDoc.body.msg).toBe('Company pictures: must be a picture you uploaded for your listings or album');
    const foreign = await post(t, '/app-v2/shop', { ...body, companyPictures: [await uploadPhoto(t, tokens.buyer)] }, { token: tokens.seller, lang: 'en' });
    expect(foreign.body.msg).toBe('Company pictures: was not uploaded by you');
    expect(await countRows(t, 'shops')).toBe(0);
    expect(await countRows(t, 'shop_pictures')).toBe(0);
  });

  it('applies: waiting, due within 3 working days, private until approved', async () => {
    const res = await post(t, '/app-v2/shop', await shopBody(tokens.seller), { token: tokens.seller, lang: 'zh' });
    expect(res.body.code).toBe(200);
    const shop = ZShop.parse(res.body.data);
    shopId = shop.shopId;
    expect(shop).toMatchObject({
      shopStatus: 'waiting',
      companyName: '广东恒信金属回收有限公司',
      companyProfile: '华南地区专业铜铝回收，年处理量 5 万吨。',
      factoriesNumber: 2,
      employeesNumber: 85,
      establishmentTime: '2009-04-01',
      mine: true,
      failReason: null,
      version: 1,
    });
    expect(shop.companyPictures).toHaveLength(2);
    expect(shop.dueAt).toBe(addWorkingDays(new Date(shop.submittedAt), 3).toISOString());
    expect((await call(t, 'GET', '/app-v2/shop/my', { token: tokens.seller })).body.data.shopId).toBe(shopId);
    expect((await call(t, 'GET', '/app-v2/shop/my', { token: tokens.buyer })).body.data).toBeNull();

    // Nobody else reads an application: not the public, not another company.
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`)).body.code).toBe(404);
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`, { token: tokens.buyer })).body.code).toBe(404);
    const sellerId = shop.sellerId;
    expect((await call(t, 'GET', `/app-v2/shop/seller/${sellerId}`, { token: tokens.buyer })).body.data).toBeNull();
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`, { token: tokens.staff })).body.data.shop.shopStatus).toBe('waiting');
    expect((await call(t, 'GET', '/app-v2/shop/list')).body.data).toEqual({ rows: [], total: 0 });

    const again = await post(t, '/app-v2/shop', await shopBody(tokens.seller), { token: tokens.seller, lang: 'en' });
    expect(again.body).toMatchObject({ code: 1000, msg: 'You have already applied for a shop; edit it instead' });
    expect(await countRows(t, 'shops')).toBe(1);
  });

  it('shows staff the queue with the §9 due time, and answers 110801 to a stale review', async () => {
    const queue = await call(t, 'GET', '/admin/shops/review', { token: tokens.staff });
    const page = ZShopReviewPage.parse(queue.body.data);
    expect(page.rows[0]).toMatchObject({ shopId, shopStatus: 'waiting', sellerEmail: 'seller@demo.test', sellerName: 'Wei Zhang', overdue: false });
    expect((await call(t, 'GET', '/admin/shops/review', { token: tokens.buyer })).body.code).toBe(1403);
    // The seller edits while staff look at version 1.
    const edited = await call(t, 'PUT', '/app-v2/shop', { token: tokens.seller, body: await shopBody(tokens.seller, { employeesNumber: 90 }) });
    expect(edited.body.data).toMatchObject({ shopStatus: 'waiting', employeesNumber: 90, version: 2 });
    const stale = await post(t, `/admin/shops/${shopId}/approve`, { version: 1 }, { token: tokens.staff });
    expect(stale.body.code).toBe(110801);
    const noReason = await post(t, `/admin/shops/${shopId}/refuse`, { version: 2, reason: '' }, { token: tokens.staff, lang: 'en' });
    expect(noReason.body).toMatchObject({ code: 1000, msg: 'Reason: please give a reason' });
  });

  it('refuses with a reason the seller reads, who may reapply', async () => {
    const refused = await post(t, `/admin/shops/${shopId}/refuse`, { version: 2, reason: 'Please add a photo of the yard' }, { token: tokens.staff });
    expect(refused.body).toMatchObject({ code: 200, data: { shopId, shopStatus: 'failed', version: 3 } });
    const mine = await call(t, 'GET', '/app-v2/shop/my', { token: tokens.seller });
    expect(mine.body.data).toMatchObject({ shopStatus: 'failed', failReason: 'Please add a photo of the yard' });
    expect(t.sentMail.at(-1)).toMatchObject({ to: 'seller@demo.test' });
    expect(t.sentMail.at(-1)!.text).toContain('Please add a photo of the yard');
    const reapplied = await call(t, 'PUT', '/app-v2/shop', { token: tokens.seller, body: await shopBody(tokens.seller) });
    expect(reapplied.body.data).toMatchObject({ shopStatus: 'waiting', failReason: null, version: 4 });
  });

  it('approves: the public page shows the shop and the seller’s live asks, to anyone', async () => {
    const picture = await uploadPicture(t, tokens.seller);
    liveAsk = await publishLive(t, tokens, askBody({ cat, pictures: [picture] }));
    const approved = await post(t, `/admin/shops/${shopId}/approve`, { version: 4 }, { token: tokens.staff });
    expect(approved.body).toMatchObject({ code: 200, data: { shopStatus: 'ok', version: 5 } });
    const [audit] = await queryRows(t, `select action from audit_log where target_id = '${shopId}' order by created_at desc limit 1`);
    expect(audit).toEqual({ action: 'shop.approve' });

    const res = await call(t, 'GET', `/app-v2/shop/${shopId}`, { lang: 'en' });
    expect(res.body.code).toBe(200);
    const page = ZShopPage.parse(res.body.data);
    expect(page.shop).toMatchObject({ shopStatus: 'ok', companyProfile: 'Copper and aluminium recycler in South China, 50,000 MT a year.', failReason: null, mine: false, followed: false });
    expect(page.asks.total).toBe(1);
    expect(page.asks.rows[0]).toMatchObject({ askId: liveAsk, askName: 'Bare bright copper wire', mine: false });
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`, { token: tokens.seller })).body.data.asks.rows[0].mine).toBe(true);
    expect((await call(t, 'GET', `/app-v2/shop/seller/${page.shop.sellerId}`)).body.data.shopId).toBe(shopId);

    const list = ZShopCardPage.parse((await call(t, 'GET', '/app-v2/shop/list?keyword=恒信')).body.data);
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ shopId, activeAskNum: 1, pictureNum: 2, followerNum: 0 });
    expect(list.rows[0]!.coverUrl).toBe(page.shop.companyPictures[0]!.url);
    expect((await call(t, 'GET', '/app-v2/shop/list?keyword=Hengxin')).body.data.total).toBe(1);
    expect((await call(t, 'GET', '/app-v2/shop/list?keyword=nothing%25like')).body.data.total).toBe(0);
  });

  it('previews /share-shop with the company and its first picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/share-shop?shopId=${shopId}&lang=zh` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>广东恒信金属回收有限公司的店铺 · 废料桥</title>');
    expect(res.body).toContain('og:image" content="http://localhost:3000/app-v2/file/');
    const unknown = await t.app.inject({ method: 'GET', url: '/share-shop?shopId=nope' });
    expect(unknown.statusCode).toBe(200);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/share-shop?shopId=${shopId}`);
  });

  it('lets a verified user follow and unfollow, idempotently, but not their own shop', async () => {
    const first = await post(t, `/app-v2/shop/follow/${shopId}`, {}, { token: tokens.buyer });
    expect(first.body).toMatchObject({ code: 200, data: { shopId, followed: true, followerNum: 1 } });
    expect((await post(t, `/app-v2/shop/follow/${shopId}`, {}, { token: tokens.buyer })).body.data.followerNum).toBe(1);
    const followed = ZShopCardPage.parse((await call(t, 'GET', '/app-v2/shop/follow/list', { token: tokens.buyer })).body.data);
    expect(followed.rows.map((r) => [r.shopId, r.followed])).toEqual([[shopId, true]]);
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`, { token: tokens.buyer })).body.data.shop).toMatchObject({ followed: true, followerNum: 1 });
    const own = await post(t, `/app-v2/shop/follow/${shopId}`, {}, { token: tokens.seller, lang: 'en' });
    expect(own.body).toMatchObject({ code: 1000, msg: 'You cannot follow your own shop' });
    expect((await post(t, '/app-v2/shop/follow/00000000-0000-4000-8000-000000000000', {}, { token: tokens.buyer })).body.code).toBe(404);
    const off = await call(t, 'DELETE', `/app-v2/shop/follow/${shopId}`, { token: tokens.buyer });
    expect(off.body.data).toEqual({ shopId, followed: false, followerNum: 0 });
    expect((await call(t, 'DELETE', `/app-v2/shop/follow/${shopId}`, { token: tokens.buyer })).body.code).toBe(200);
    expect((await call(t, 'GET', '/app-v2/shop/follow/list', { token: tokens.buyer })).body.data.total).toBe(0);
  });

  it('keeps an approved shop public when only its figures change, and re-reviews new pictures or profile', async () => {
    const current = (await call(t, 'GET', '/app-v2/shop/my', { token: tokens.seller })).body.data;
    const keep = {
      companyPictures: current.companyPictures.map((p: { fileId: string }) => p.fileId),
      factoriesNumber: 3,
      employeesNumber: 120,
      establishmentTime: current.establishmentTime,
      companyProfileZh: current.companyProfileZh,
      companyProfileEn: current.companyProfileEn,
    };
    const figures = await call(t, 'PUT', '/app-v2/shop', { token: tokens.seller, body: keep });
    expect(figures.body.data).toMatchObject({ shopStatus: 'ok', factoriesNumber: 3, employeesNumber: 120 });
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`)).body.code).toBe(200);
    const profile = await call(t, 'PUT', '/app-v2/shop', { token: tokens.seller, body: { ...keep, companyProfileEn: 'New profile' } });
    expect(profile.body.data).toMatchObject({ shopStatus: 'waiting', companyProfileEn: 'New profile' });
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`)).body.code).toBe(404);
    expect((await call(t, 'GET', '/app-v2/shop/list')).body.data.total).toBe(0);
  });

  it('answers following or unfollowing a shop under review exactly as for a shop that does not exist (issue 13)', async () => {
    expect((await call(t, 'GET', `/app-v2/shop/${shopId}`, { token: tokens.seller })).body.data.shop.shopStatus).toBe('waiting');
    const random = '00000000-0000-4000-8000-000000000000';
    for (const lang of ['en', 'zh'] as const) {
      const missing = await call(t, 'DELETE', `/app-v2/shop/follow/${random}`, { token: tokens.buyer, lang });
      expect(missing.body.code).toBe(404);
      const hidden = await call(t, 'DELETE', `/app-v2/shop/follow/${shopId}`, { token: tokens.buyer, lang });
      expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
      const follow = await post(t, `/app-v2/shop/follow/${shopId}`, {}, { token: tokens.buyer, lang });
      const followMissing = await post(t, `/app-v2/shop/follow/${random}`, {}, { token: tokens.buyer, lang });
      expect([follow.status, follow.body]).toEqual([followMissing.status, followMissing.body]);
    }
  });

  it('updates only a shop that exists', async () => {
    const res = await call(t, 'PUT', '/app-v2/shop', { token: tokens.buyer, body: await shopBody(tokens.buyer) });
    expect(res.body.code).toBe(404);
  });
});
