import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictId } from '@scrapbridge/domain/catalog';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { fetchFile } from '../../../../test/upload-fixtures.ts';
import { askBody, askTestApp, detailOf, publish, uploadPicture } from '../../../../test/ask-fixtures.ts';
import { expireAsks } from './expire-asks.ts';

describe(`[ASKS] staff review: approve, refuse, expiry (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const buyerList = (query: string, token = tokens.buyer, lang: 'zh' | 'en' = 'en') => call(t, 'GET', `/app-v2/ask/list/buyer?${query}`, { token, lang });

  it('publish → review queue (oldest first) → approve → in the buyer list, found by a Chinese and an English material word', async () => {
    const pic = await uploadPicture(t, tokens.seller);
    const first = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }));
    const aluminium = askBody({ cat, pictures: [pic] }, { askName: 'UBC bales', askNameZh: '易拉罐打包' });
    aluminium.details[0] = { ...aluminium.details[0]!, categoryId: cat['aluminium'], subCategoryId: cat['taldon-ubc'], detailName: 'UBC', detailNameZh: '易拉罐' } as never;
    const second = await publish(t, tokens.seller, aluminium);

    const queue = await call(t, 'GET', '/admin/ask/review?pageNum=1&pageSize=10', { token: tokens.staff });
    expect(queue.body.code).toBe(200);
    expect(queue.body.data.total).toBe(2);
    expect(queue.body.data.rows.map((r: { askId: string }) => r.askId)).toEqual([first.body.data.askId, second.body.data.askId]);
    expect(queue.body.data.rows[0].seller).toMatchObject({ email: 'seller@demo.test', companyName: '广东恒信金属回收有限公司', name: 'Wei Zhang' });

    // Before approval: not in the market, its picture not public.
    expect((await buyerList('keyword=铜线')).body.data.total).toBe(0);
    expect((await fetchFile(t, `/app-v2/file/${pic}.png`)).status).toBe(404);

    const askId = first.body.data.askId as string;
    const approved = await post(t, `/admin/ask/${askId}/approve`, { version: 1 }, { token: tokens.staff });
    expect(approved.body.data).toMatchObject({ askId, askState: 'active', version: 2 });

    for (const keyword of ['铜线', '光亮', 'barley', 'Bare', '铜', 'copper wire']) {
      const res = await buyerList(`keyword=${encodeURIComponent(keyword)}`);
      expect(res.body.data.rows.map((r: { askId: string }) => r.askId), keyword).toEqual([askId]);
    }
    expect((await buyerList(`keyword=${encodeURIComponent('铝')}`)).body.data.total).toBe(0);
    const detail = await detailOf(t, tokens.buyer, askId);
    expect(detail.body.data).toMatchObject({ askState: 'active', statusKey: 'active', mine: false, tags: ['new'], buyerStatus: 'beforeQuote' });
    // 7 days from approval.
    expect(detail.body.data.quoteEndSeconds).toBeGreaterThan(168 * 3600 - 60);
    expect(detail.body.data.quoteEndSeconds).toBeLessThanOrEqual(168 * 3600);
    // Its picture is public now, with a long cache.
    const file = await fetchFile(t, `/app-v2/file/${pic}.png`);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');

    const audit = await queryRows<{ action: string; email: string; target_id: string }>(
      t,
      `select a.action, u.email, a.target_id from audit_log a join users u on u.id = a.actor_user_id where a.action like 'ask.%'`,
    );
    expect(audit).toEqual([{ action: 'ask.approve', email: 'staff@demo.test', target_id: askId }]);
  });

  it('refuses with a reason the seller sees on the list and the detail, others do not see the ask', async () => {
    const queue = await call(t, 'GET', '/admin/ask/review', { token: tokens.staff });
    const row = queue.body.data.rows[0];
    const missing = await post(t, `/admin/ask/${row.askId}/refuse`, { version: row.version, reason: '   ' }, { token: tokens.staff, lang: 'zh' });
    expect(missing.body).toMatchObject({ code: 1000, msg: '原因：不能为空' });
    const long = await post(t, `/admin/ask/${row.askId}/refuse`, { version: row.version, reason: 'x'.repeat(501) }, { token: tokens.staff });
    expect(long.body).toMatchObject({ code: 1000, msg: 'Reason: must be at most 500 characters' });

    const reason = 'Pictures are too dark; please upload daylight photos of the bales.';
    const refusedRes = await post(t, `/admin/ask/${row.askId}/refuse`, { version: row.version, reason }, { token: tokens.staff });
    expect(refusedRes.body.data).toMatchObject({ askState: 'refused' });

    const mine = await call(t, 'GET', '/app-v2/ask/list/seller?state=refused', { token: tokens.seller, lang: 'zh' });
    expect(mine.body.data.rows[0]).toMatchObject({ askId: row.askId, askState: 'refused', statusKey: 'rejected', statusText: '已驳回', refuseReason: reason });
    expect((await detailOf(t, tokens.seller, row.askId)).body.data.refuseReason).toBe(reason);
    expect((await detailOf(t, tokens.buyer, row.askId)).body.code).toBe(404);
    // Staff still see it, with the reason.
    expect((await detailOf(t, tokens.staff, row.askId)).body.data.refuseReason).toBe(reason);
    expect(await countRows(t, 'audit_log', `action = 'ask.refuse'`)).toBe(1);
  });

  it('answers 110801 to a stale review and 1403 to non-staff, writing nothing', async () => {
    const pic = await uploadPicture(t, tokens.seller);
    const res = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }));
    const askId = res.body.data.askId as string;
    const audits = await countRows(t, 'audit_log');
    expect((await post(t, `/admin/ask/${askId}/approve`, { version: 1 }, { token: tokens.buyer })).body.code).toBe(1403);
    // The seller edits while staff look at version 1.
    await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.seller, body: { ...askBody({ cat, pictures: [pic] }), version: 1 } });
    const stale = await post(t, `/admin/ask/${askId}/approve`, { version: 1 }, { token: tokens.staff });
    expect(stale.body).toEqual({ code: 110801, msg: 'Please refresh and try again', data: null });
    expect((await post(t, `/admin/ask/${askId}/approve`, { version: 2 }, { token: tokens.staff })).body.code).toBe(200);
    // Approving again, or refusing what is already live, is stale too.
    expect((await post(t, `/admin/ask/${askId}/approve`, { version: 3 }, { token: tokens.staff })).body.code).toBe(110801);
    expect((await post(t, `/admin/ask/${askId}/refuse`, { version: 3, reason: 'late' }, { token: tokens.staff })).body.code).toBe(110801);
    expect(await countRows(t, 'audit_log')).toBe(audits + 1);

    // Editing a live ask takes it out of the market until approved again.
    const edited = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.seller, body: { ...askBody({ cat, pictures: [pic] }), version: 3 } });
    expect(edited.body.data).toMatchObject({ askState: 'auditing' });
    expect((await detailOf(t, tokens.buyer, askId)).body.code).toBe(404);
  });

  it('Until Sold never expires; a passed valid_until reads as expired everywhere', async () => {
    const pic = await uploadPicture(t, tokens.seller);
    const forever = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }, { validityId: DictId.UntilSold }));
    await post(t, `/admin/ask/${forever.body.data.askId}/approve`, { version: 1 }, { token: tokens.staff });
    const f = (await detailOf(t, tokens.buyer, forever.body.data.askId)).body.data;
    expect(f).toMatchObject({ untilSold: true, quoteEndSeconds: null, validUntil: null, askState: 'active' });

    const short = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }, { validityId: 870, askName: 'Short-lived lot' }));
    const askId = short.body.data.askId as string;
    await post(t, `/admin/ask/${askId}/approve`, { version: 1 }, { token: tokens.staff });
    await queryRows(t, `update asks set valid_until = now() - interval '1 minute' where id = '${askId}'`);

    const open = await buyerList('pageSize=50');
    expect(open.body.data.rows.map((r: { askId: string }) => r.askId)).not.toContain(askId);
    const all = await buyerList('pageSize=50&scope=all');
    const card = all.body.data.rows.find((r: { askId: string }) => r.askId === askId);
    expect(card).toMatchObject({ askState: 'expired', statusKey: 'expired', quoteEndSeconds: 0, tags: ['expired'] });
    expect((await detailOf(t, tokens.buyer, askId)).body.data).toMatchObject({ askState: 'expired', tags: ['expired'] });
    const seller = await call(t, 'GET', '/app-v2/ask/list/seller?state=expired', { token: tokens.seller });
    expect(seller.body.data.rows.map((r: { askId: string }) => r.askId)).toEqual([askId]);
    expect(seller.body.data.counts.expired).toBe(1);

    // The sweep stores what reads already derived; nothing visible changes.
    expect(await expireAsks({ db: t.database.db })).toBe(1);
    expect(await expireAsks({ db: t.database.db })).toBe(0);
    expect(await queryRows(t, `select state from asks where id = '${askId}'`)).toEqual([{ state: 'expired' }]);
    const swept = (await buyerList('pageSize=50&scope=all')).body.data.rows.find((r: { askId: string }) => r.askId === askId);
    expect(swept).toMatchObject({ askState: 'expired', tags: ['expired'] });
    expect((await call(t, 'GET', '/app-v2/ask/list/seller?state=expired', { token: tokens.seller })).body.data.counts.expired).toBe(1);
    expect((await detailOf(t, tokens.buyer, askId)).body.data.askState).toBe('expired');
  });

  it('e-mails the followers as soon as staff approve, without waiting for the sweep', async () => {
    const [buyer] = await queryRows<{ id: string }>(t, `select id from users where email = 'buyer@demo.test'`);
    await queryRows(t, `delete from wanted_categories where user_id = '${buyer!.id}'`);
    expect((await post(t, '/app-v2/wanted', { categoryIdList: [cat['barley']] }, { token: tokens.buyer })).body.code).toBe(200);
    const before = t.sentMail.length;
    const pic = await uploadPicture(t, tokens.seller);
    const res = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }, { askName: 'Mailed at once' }));
    const approved = await post(t, `/admin/ask/${res.body.data.askId}/approve`, { version: res.body.data.version }, { token: tokens.staff });
    expect(approved.body.code).toBe(200);
    // The approval answers first; the mail follows within moments (the sweep would take up to 15 s).
    await expect.poll(() => t.sentMail.slice(before).map((m) => m.to), { timeout: 3000, interval: 50 }).toContain('buyer@demo.test');
    const [row] = await queryRows<{ mail_status: string }>(t, `select mail_status from notifications where ref_key = 'ask:${res.body.data.askId}'`);
    expect(row!.mail_status).toBe('sent');
  });
});
