import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@scrapbridge/domain/i18n';
import { ZNewWantedList, ZWantedList } from '@scrapbridge/domain/wanted';
import { executeRows } from '../../../db/execute-rows.ts';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { getInfo, registerUser, trustTestApp } from '../../../../test/trust-fixtures.ts';
import { askBody, publish, publishLive, uploadPicture } from '../../../../test/ask-fixtures.ts';
import { deliverNotificationMails } from '../../platform/notifications/deliver-notification-mails.ts';
import { notifyFollowersOfApprovedAsk } from './notify-followers-of-approved-ask.ts';
import { followedCategoryIds } from './wanted.repository.ts';

const LIST = '/app-v2/wanted/list';

describe(`[WANTED] followed categories and their notifications (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof trustTestApp>>['tokens'];
  let cat: Record<string, number>;
  beforeAll(async () => {
    ({ t, tokens, cat } = await trustTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  async function wanted(token: string, lang: 'zh' | 'en' = 'en') {
    const res = await call(t, 'GET', LIST, { token, lang });
    expect(res.body.code).toBe(200);
    return ZWantedList.parse(res.body.data);
  }

  it('offers every enabled category at first, follows the chosen ones and counts them in getInfo', async () => {
    const fresh = await call(t, 'GET', '/app-v2/wanted/list/new', { token: tokens.buyer });
    const all = ZNewWantedList.parse(fresh.body.data);
    expect(all.total).toBe(await countRows(t, 'categories', 'status = 0'));
    expect(all.rows.find((r) => r.categoryId === cat['barley'])).toMatchObject({ categoryCn: 'Barley 光亮铜线', categoryEn: 'Barley – bare bright copper wire', parentId: cat['copper'] });
    expect(await wanted(tokens.buyer)).toEqual({ rows: [], total: 0 });

    const res = await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley'], cat['honey'], cat['barley']] }, { token: tokens.buyer });
    expect(res.body).toMatchObject({ code: 200, data: { wantedNum: 2 } });
    const list = await wanted(tokens.buyer);
    expect(list.rows.map((r) => [r.categoryId, r.categoryNameEn, r.pushSwitch])).toEqual([
      [cat['barley'], 'Barley – bare bright copper wire', 0],
      [cat['honey'], 'Honey – yellow brass scrap', 0],
    ]);
    expect((await getInfo(t, tokens.buyer)).wantedNum).toBe(2);
    const next = ZNewWantedList.parse((await call(t, 'GET', '/app-v2/wanted/list/new', { token: tokens.buyer })).body.data);
    expect(next.total).toBe(all.total - 2);
    expect(next.rows.some((r) => r.categoryId === cat['barley'])).toBe(false);
    // Following again keeps what is followed (and its push).
    expect((await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: tokens.buyer })).body.data).toEqual({ wantedNum: 2 });
  });

  it('refuses an empty choice (leastone) and unknown categories, and changes nothing', async () => {
    const rows = await countRows(t, 'wanted_categories');
    const empty = await post(t, '/app-v2/wanted', { categoryIdList: [] }, { token: tokens.buyer, lang: 'zh' });
    expect(empty.body).toMatchObject({ code: 1000, msg: `品类：${translate('zh', 'accounts.leastone')}` });
    const unknown = await post(t, '/app-v2/wanted', { categoryIdList: [cat['candy'], 999_999] }, { token: tokens.buyer, lang: 'en' });
    expect(unknown.body).toMatchObject({ code: 1000, msg: 'Categories: does not exist or is disabled' });
    expect(await countRows(t, 'wanted_categories')).toBe(rows);
  });

  it('switches push per category, for the owner only', async () => {
    const [barley] = (await wanted(tokens.buyer)).rows;
    expect((await call(t, 'PUT', '/app-v2/wanted', { token: tokens.buyer, body: { wantedId: barley!.wantedId, pushSwitch: 1 } })).body.code).toBe(200);
    expect((await wanted(tokens.buyer)).rows[0]!.pushSwitch).toBe(1);
    const foreign = await call(t, 'PUT', '/app-v2/wanted', { token: tokens.seller, body: { wantedId: barley!.wantedId, pushSwitch: 0 } });
    expect(foreign.body.code).toBe(404);
    expect((await wanted(tokens.buyer)).rows[0]!.pushSwitch).toBe(1);
    await call(t, 'PUT', '/app-v2/wanted', { token: tokens.buyer, body: { wantedId: barley!.wantedId, pushSwitch: 0 } });
    expect((await call(t, 'PUT', '/app-v2/wanted', { token: tokens.buyer, body: { wantedId: barley!.wantedId, pushSwitch: 3 } })).body.code).toBe(1000);
  });

  it('keeps at least one followed category (leastone) and changes nothing', async () => {
    const [barley, honey] = (await wanted(tokens.buyer)).rows;
    const removed = await call(t, 'DELETE', `/app-v2/wanted/${honey!.wantedId}`, { token: tokens.buyer });
    expect(removed.body).toMatchObject({ code: 200, data: { wantedNum: 1 } });
    const last = await call(t, 'DELETE', `/app-v2/wanted/${barley!.wantedId}`, { token: tokens.buyer, lang: 'zh' });
    expect(last.status).toBe(422);
    expect(last.body).toEqual({ code: 1000, msg: '请至少保留一个品类', data: null });
    expect((await wanted(tokens.buyer)).rows.map((r) => r.wantedId)).toEqual([barley!.wantedId]);
    expect((await call(t, 'DELETE', `/app-v2/wanted/${barley!.wantedId}`, { token: tokens.seller })).body.code).toBe(404);
    // Two removals at once never leave none.
    await post(t, '/app-v2/wanted', { categoryIdList: [cat['honey']] }, { token: tokens.buyer });
    const both = (await wanted(tokens.buyer)).rows;
    const results = await Promise.all(both.map((r) => call(t, 'DELETE', `/app-v2/wanted/${r.wantedId}`, { token: tokens.buyer })));
    expect(results.map((r) => r.body.code).sort((a, b) => a - b)).toEqual([200, 1000]);
    expect((await wanted(tokens.buyer)).total).toBe(1);
  });

  it('tells followers with push on when staff approve an ask in their category, by notification and e-mail, never the seller', async () => {
    // buyer@ follows one of barley/honey; make it barley with push on.
    const buyerRows = (await wanted(tokens.buyer)).rows;
    if (buyerRows[0]!.categoryId !== cat['barley']) {
      await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: tokens.buyer });
      await call(t, 'DELETE', `/app-v2/wanted/${buyerRows[0]!.wantedId}`, { token: tokens.buyer });
    }
    // A follower of the family (copper) in Chinese; one with push off; one with global push off; the seller himself.
    const zhFollower = await registerUser(t, 'li@tongye.test');
    await call(t, 'PUT', '/app-v2/account/settings', { token: zhFollower, body: { languageType: 'China' } });
    await post(t, '/app-v2/wanted', { categoryIdList: [cat['copper']] }, { token: zhFollower });
    const muted = await registerUser(t, 'muted@follow.test');
    await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: muted });
    const [mutedRow] = (await wanted(muted)).rows;
    await call(t, 'PUT', '/app-v2/wanted', { token: muted, body: { wantedId: mutedRow!.wantedId, pushSwitch: 1 } });
    const globalOff = await registerUser(t, 'quiet@follow.test');
    await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: globalOff });
    await call(t, 'PUT', '/app-v2/account/settings', { token: globalOff, body: { pushEnabled: false } });
    await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: tokens.seller });

    const mailsBefore = t.sentMail.length;
    const picture = await uploadPicture(t, tokens.seller);
    const askId = await publishLive(t, tokens, askBody({ cat, pictures: [picture] }));
    // The approve route sends at once without waiting (fire-and-forget); this call covers a send it has not yet
    // started, then the rows are read once no e-mail is still on its way.
    await deliverNotificationMails({ deps: t.app.deps });
    const unsettled = async () =>
      (await queryRows<{ n: number }>(t, `select count(*)::int as n from notifications where ref_key = 'ask:${askId}' and mail_status in ('pending', 'sending')`))[0]!.n;
    await expect.poll(async () => (await unsettled()) === 0 || (await deliverNotificationMails({ deps: t.app.deps })) < 0).toBe(true);

    const told = await queryRows<{ email: string; kind: string; link: string; mail_status: string; mail_lang: string }>(
      t,
      `select u.email, n.kind, n.link, n.mail_status, n.mail_lang from notifications n join users u on u.id = n.user_id
       where n.ref_key = 'ask:${askId}' order by u.email`,
    );
    expect(told).toEqual([
      { email: 'buyer@demo.test', kind: 'followed_category_ask', link: `/view-detail?askId=${askId}`, mail_status: 'sent', mail_lang: 'en' },
      { email: 'li@tongye.test', kind: 'followed_category_ask', link: `/view-detail?askId=${askId}`, mail_status: 'sent', mail_lang: 'zh' },
    ]);
    const mails = t.sentMail.slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['buyer@demo.test', 'li@tongye.test']);
    const en = mails.find((m) => m.to === 'buyer@demo.test')!;
    expect(en.subject).toBe('ScrapBridge: New listing in Barley – bare bright copper wire: Bare bright copper wire');
    expect(en.text).toContain('20.5 MT');
    expect(en.text).toContain(`http://localhost:3000/view-detail?askId=${askId}`);
    const zh = mails.find((m) => m.to === 'li@tongye.test')!;
    expect(zh.subject).toBe('废料桥：Barley 光亮铜线 有新货盘：光亮铜线');

    // In-app, in the reader's language, and the seller got nothing.
    const bell = await call(t, 'GET', '/app-v2/notifications', { token: tokens.buyer, lang: 'zh' });
    expect(bell.body.data.rows[0]).toMatchObject({ kind: 'followed_category_ask', title: 'Barley 光亮铜线 有新货盘：光亮铜线', read: false, link: `/view-detail?askId=${askId}` });
    expect((await call(t, 'GET', '/app-v2/notifications', { token: tokens.seller })).body.data.total).toBe(0);
    expect((await call(t, 'GET', '/app-v2/notifications', { token: muted })).body.data.total).toBe(0);
    expect((await call(t, 'GET', '/app-v2/notifications', { token: globalOff })).body.data.total).toBe(0);

    // The outbox keeps the mails; nothing is left to send.
    expect(await countRows(t, 'notifications', `mail_status in ('pending', 'sending')`)).toBe(0);
    expect(await deliverNotificationMails({ deps: t.app.deps })).toBe(0);
  });

  it('does not tell followers about an ask in another category or market they lack', async () => {
    const before = await countRows(t, 'notifications', `kind = 'followed_category_ask'`);
    const picture = await uploadPicture(t, tokens.seller);
    const body = askBody({ cat, pictures: [picture] });
    body.details[0]!.categoryId = cat['aluminium'];
    body.details[0]!.subCategoryId = cat['taint-tabor'];
    await publishLive(t, tokens, body);
    expect(await countRows(t, 'notifications', `kind = 'followed_category_ask'`)).toBe(before);
  });

  it('lets the buyer list filter on followed categories (followed=3)', async () => {
    const [buyer] = await queryRows<{ id: string }>(t, `select id from users where email = 'buyer@demo.test'`);
    const rows = await executeRows<{ ask_name: string }>(
      t.database.db,
      sql`
      select a.ask_name from asks a
      where a.state = 'active' and (a.category_ids && ${followedCategoryIds(buyer!.id)} or a.sub_category_ids && ${followedCategoryIds(buyer!.id)})`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.ask_name === 'Bare bright copper wire')).toBe(true);
    const list = await wanted(tokens.buyer);
    expect(list.rows.find((r) => r.categoryId === cat['barley'])!.askNum).toBe(rows.length);
  });

  it('marks notifications read, one or all, for their owner only', async () => {
    const page = await call(t, 'GET', '/app-v2/notifications?unread=1', { token: tokens.buyer });
    const id = page.body.data.rows[0].id as string;
    expect((await post(t, `/app-v2/notifications/${id}/read`, {}, { token: tokens.seller })).body.code).toBe(404);
    const read = await post(t, `/app-v2/notifications/${id}/read`, {}, { token: tokens.buyer });
    expect(read.body).toMatchObject({ code: 200, data: { unread: page.body.data.unread - 1 } });
    expect((await post(t, '/app-v2/notifications/read-all', {}, { token: tokens.buyer })).body.data).toEqual({ unread: 0 });
    expect((await call(t, 'GET', '/app-v2/notifications/unread-count', { token: tokens.buyer })).body.data).toEqual({ unread: 0 });
    expect((await call(t, 'GET', '/app-v2/notifications?unread=1', { token: tokens.buyer })).body.data).toMatchObject({ rows: [], total: 0, unread: 0 });
    expect((await call(t, 'GET', '/app-v2/notifications')).body.code).toBe(401);
  });

  it('notifies a follower once per ask, and never about a draft', async () => {
    const [ask] = await queryRows<{ id: string }>(t, `select id from asks where ask_name = 'Bare bright copper wire' and state = 'active' limit 1`);
    const before = await countRows(t, 'notifications', `ref_key = 'ask:${ask!.id}'`);
    // A re-approval (after an edit) runs the hook again: nobody is told twice.
    const again = await t.database.db.transaction((tx) => notifyFollowersOfApprovedAsk({ tx, askId: ask!.id }));
    expect(again).toBe(0);
    expect(await countRows(t, 'notifications', `ref_key = 'ask:${ask!.id}'`)).toBe(before);
    const picture = await uploadPicture(t, tokens.seller);
    const draft = await publish(t, tokens.seller, askBody({ cat, pictures: [picture] }, { draft: true }));
    expect(await t.database.db.transaction((tx) => notifyFollowersOfApprovedAsk({ tx, askId: draft.body.data.askId }))).toBe(0);
  });
});
