import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactMessage, ZNewsItem, ZPartnerStory, ZSiteConfig } from '@scrapbridge/domain/site';
import { NEWS_SEED, STORIES_SEED, seedSiteData } from '../../../seed/site.ts';
import { call, countRows, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';

const CONTACT = '/app-v2/contact/save';
const INBOX = '/admin/contact/messages';

describe(`[SITE] landing config, news, stories (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CONTACT_PER_MINUTE: '1000' }, { template: 'demo' });
    await seedSiteData(t.database.db, { assetOrigins: t.app.deps.config.site.assetOrigins, demo: true });
    staff = await passwordLogin(t, 'staff@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the §1 figures, brand, contacts per locale and the ICP record to anonymous visitors', async () => {
    const zh = await call(t, 'GET', '/app-v2/site/config', { lang: 'zh' });
    expect(zh.body.code).toBe(200);
    const config = ZSiteConfig.parse(zh.body.data);
    expect(config.brandName).toBe('废料桥');
    expect(config.figures.map((f) => f.display)).toEqual([
      '10,000+', '150+', '5', '300,000+ MT', '1,600,000+ MT', '20+', '200+', '14+', '1,400+',
    ]);
    expect(config.figures.find((f) => f.key === 'users')).toMatchObject({ value: 10000, labelZh: '用户', labelEn: 'users' });
    // §1: 14+ and 1,400+ are shown without a label.
    expect(config.figures.filter((f) => f.labelEn === null).map((f) => f.display)).toEqual(['14+', '1,400+']);
    expect(config.contact).toMatchObject({ phone: '400-000-0000', phoneZh: '400-000-0000', phoneEn: '+1 202-555-0143' });
    expect(config.icpRecord).toMatch(/ICP备/);
    const en = await call(t, 'GET', '/app-v2/site/config', { lang: 'en' });
    expect(en.body.data).toMatchObject({ brandName: 'ScrapBridge', contact: { phone: '+1 202-555-0143' } });
  });

  it('lists published news newest first, paginated, title in the caller language with both included', async () => {
    const res = await call(t, 'GET', '/app-v2/site/news?pageNum=1&pageSize=4', { lang: 'zh' });
    expect(res.body.code).toBe(200);
    const { rows, total } = res.body.data as { rows: unknown[]; total: number };
    expect(total).toBe(NEWS_SEED.length);
    const items = rows.map((r) => ZNewsItem.parse(r));
    const newest = [...NEWS_SEED].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 4);
    expect(items.map((i) => i.date)).toEqual(newest.map((n) => n.date));
    expect(items[0]).toMatchObject({ title: newest[0]!.titleZh, titleZh: newest[0]!.titleZh, titleEn: newest[0]!.titleEn });
    const en = await call(t, 'GET', '/app-v2/site/news?pageNum=3&pageSize=4', { lang: 'en' });
    expect(en.body.data.rows).toHaveLength(NEWS_SEED.length - 8);
    expect(en.body.data.rows[0].title).toBe(en.body.data.rows[0].titleEn);
  });

  it('lets staff create, edit and delete news, auditing each action; drafts stay off the public list', async () => {
    const audits = await countRows(t, 'audit_log', `action like 'news.%'`);
    const created = await post(
      t,
      '/admin/site/news',
      { titleZh: '平台维护通知', titleEn: 'Maintenance notice', tag: 'platform', date: '2026-11-20', link: '/about-us', coverUrl: '/files/news/maintenance.webp' },
      { token: staff },
    );
    expect(created.body.code).toBe(200);
    const item = ZNewsItem.parse(created.body.data);
    expect(item).toMatchObject({ published: false, linkEn: null, coverUrl: '/files/news/maintenance.webp' });
    const publicIds = async () => (await call(t, 'GET', '/app-v2/site/news?pageSize=100')).body.data.rows.map((r: { id: string }) => r.id);
    expect(await publicIds()).not.toContain(item.id);
    const staffList = await call(t, 'GET', '/admin/site/news?pageSize=100', { token: staff });
    expect(staffList.body.data.rows.map((r: { id: string }) => r.id)).toContain(item.id);

    const edited = await call(t, 'PUT', `/admin/site/news/${item.id}`, {
      token: staff,
      body: { titleZh: '平台维护通知', titleEn: 'Maintenance notice', tag: 'platform', date: '2026-11-20', published: true },
    });
    expect(edited.body.data).toMatchObject({ published: true, coverUrl: null, link: null });
    const rows = (await call(t, 'GET', '/app-v2/site/news?pageSize=1')).body.data.rows;
    expect(rows[0].id).toBe(item.id);

    expect((await call(t, 'DELETE', `/admin/site/news/${item.id}`, { token: staff })).body).toMatchObject({ code: 200, data: null });
    expect(await publicIds()).not.toContain(item.id);
    expect((await call(t, 'DELETE', `/admin/site/news/${item.id}`, { token: staff })).body.code).toBe(404);
    const actions = await queryRows<{ action: string; email: string }>(
      t,
      `select a.action, u.email from audit_log a join users u on u.id = a.actor_user_id where a.target_id = '${item.id}' order by a.created_at`,
    );
    expect(actions.map((a) => a.action)).toEqual(['news.create', 'news.update', 'news.delete']);
    expect(actions.every((a) => a.email === 'staff@demo.test')).toBe(true);
    expect(await countRows(t, 'audit_log', `action like 'news.%'`)).toBe(audits + 3);
  });

  it('validates news writes at the edge and refuses foreign cover images, naming the field', async () => {
    const bad = await post(t, '/admin/site/news', { titleZh: '', titleEn: 'x', tag: 'gossip', date: '2026-02-30', link: 'javascript:alert(1)' }, { token: staff, lang: 'en' });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.msg).toContain('Title (Chinese): is required');
    expect(bad.body.msg).toContain('Tag: has an invalid value');
    expect(bad.body.msg).toContain('Date: has an invalid format');
    expect(bad.body.msg).toContain('Link: has an invalid format');
    const foreign = await post(
      t,
      '/admin/site/news',
      { titleZh: '新闻', titleEn: 'News', tag: 'market', date: '2026-11-01', coverUrl: 'https://tracker.example/pixel.gif' },
      { token: staff, lang: 'zh' },
    );
    expect(foreign.body).toMatchObject({ code: 1000, msg: '封面图：请使用上传到本站的图片' });
    expect((await call(t, 'PUT', '/admin/site/news/not-a-uuid', { token: staff, body: { titleZh: 'a', titleEn: 'b', tag: 'market', date: '2026-11-01' } })).body.code).toBe(1000);
    expect((await call(t, 'PUT', '/admin/site/news/00000000-0000-4000-8000-000000000000', { token: staff, body: { titleZh: 'a', titleEn: 'b', tag: 'market', date: '2026-11-01' } })).body.code).toBe(404);
  });

  it('keeps the news and story consoles for staff: 1403 for users, 401 for anonymous', async () => {
    const body = { titleZh: '新闻', titleEn: 'News', tag: 'market', date: '2026-11-01' };
    expect((await post(t, '/admin/site/news', body, { token: buyer })).body.code).toBe(1403);
    expect((await post(t, '/admin/site/news', body)).body.code).toBe(401);
    expect((await call(t, 'GET', '/admin/site/stories', { token: buyer })).body.code).toBe(1403);
    expect((await call(t, 'GET', '/admin/site/stories')).body.code).toBe(401);
  });

  it('serves published partner stories in staff order, localized, and lets staff manage them', async () => {
    const res = await call(t, 'GET', '/app-v2/site/stories', { lang: 'zh' });
    const stories = (res.body.data.rows as unknown[]).map((r) => ZPartnerStory.parse(r));
    expect(stories.map((s) => s.company)).toEqual(STORIES_SEED.map((s) => s.company));
    expect(stories[0]).toMatchObject({ country: 'AU', countryName: '澳大利亚', quote: STORIES_SEED[0]!.quoteZh, role: '销售经理' });
    const created = await post(
      t,
      '/admin/site/stories',
      { company: 'Fjordline Metall AS', country: 'no', quoteZh: '合作顺利。', quoteEn: 'Smooth cooperation.', person: 'Ingrid Solberg', sort: -1, published: true },
      { token: staff, lang: 'en' },
    );
    expect(created.body.data).toMatchObject({ country: 'NO', countryName: 'Norway', role: '' });
    const first = (await call(t, 'GET', '/app-v2/site/stories')).body.data.rows[0];
    expect(first.company).toBe('Fjordline Metall AS');
    const unknownCountry = await post(t, '/admin/site/stories', { company: 'X', country: 'QQ', quoteZh: '好', quoteEn: 'Good', person: 'Y' }, { token: staff, lang: 'en' });
    expect(unknownCountry.body).toMatchObject({ code: 1000, msg: 'Country: has an invalid value' });
    expect((await call(t, 'DELETE', `/admin/site/stories/${created.body.data.id}`, { token: staff })).body.code).toBe(200);
    expect(await countRows(t, 'audit_log', `action in ('story.create', 'story.delete')`)).toBe(2);
  });
});

describe(`[SITE] contact form and staff inbox (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CONTACT_PER_MINUTE: '1000', OPERATOR_EMAIL: 'desk@operator.test' }, { template: 'demo' });
    staff = await passwordLogin(t, 'staff@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const form = {
    realName: '李明',
    company: '宁波港城再生资源',
    phone: '+86 138 0000 1111',
    email: 'not checked, §5',
    message: '想采购 3 个 40 尺柜的 Birch/Cliff，CNF 宁波，请报价。',
  };

  it('stores the message as entered, mails the operator and answers success', async () => {
    const res = await post(t, CONTACT, form, { lang: 'zh', remoteAddress: '203.0.113.50' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const rows = await queryRows<Record<string, unknown>>(t, `select real_name, company, phone, email, message, lang, ip, user_agent, user_id, handled_at from contact_messages`);
    expect(rows).toEqual([
      {
        real_name: form.realName, company: form.company, phone: form.phone, email: form.email, message: form.message,
        lang: 'zh', ip: '203.0.113.50', user_agent: 'vitest-client/1.0', user_id: null, handled_at: null,
      },
    ]);
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toBe('desk@operator.test');
    expect(mail.subject).toBe('【废料桥】联系表单：李明');
    expect(mail.text).toContain(form.message);
    expect(mail.text).toContain(form.phone);
    expect(await countRows(t, 'outbox_messages', `recipient = 'desk@operator.test' and status = 'sent'`)).toBe(1);
  });

  it('accepts blank and missing fields (§5: no validation) but not a form with nothing in it', async () => {
    expect((await post(t, CONTACT, { message: 'Call me back', realName: null }, { lang: 'en' })).body.code).toBe(200);
    const blank = await post(t, CONTACT, { realName: ' ', company: '', message: '' }, { lang: 'en' });
    expect(blank.body).toMatchObject({ code: 1000, msg: 'Message: is required' });
    const mail = t.sentMail.at(-1)!;
    expect(mail.subject).toBe('【废料桥】联系表单：（未留姓名）');
    expect(mail.text).toContain('姓名：（未填写）');
  });

  it('refuses an oversized field with 1000 naming it, storing and mailing nothing', async () => {
    const stored = await countRows(t, 'contact_messages');
    const mails = t.sentMail.length;
    const long = await post(t, CONTACT, { ...form, realName: '名'.repeat(101) }, { lang: 'zh' });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 1000, msg: '姓名：最多 100 个字符' });
    expect(long.body.data.errors).toEqual([{ field: 'realName', message: '姓名：最多 100 个字符' }]);
    const message = await post(t, CONTACT, { ...form, message: 'x'.repeat(5001) }, { lang: 'en' });
    expect(message.body.msg).toBe('Message: must be at most 5000 characters');
    const email = await post(t, CONTACT, { ...form, email: `${'a'.repeat(250)}@b.cn` }, { lang: 'en' });
    expect(email.body.msg).toBe('Email: must be at most 254 characters');
    expect(await countRows(t, 'contact_messages')).toBe(stored);
    expect(t.sentMail.length).toBe(mails);
  });

  it('still stores the message when the operator mail fails (the outbox records the failure)', async () => {
    t.failDelivery.mail = 'SMTP 421 try later';
    try {
      const res = await post(t, CONTACT, { message: 'mail will fail' }, { lang: 'en' });
      expect(res.body.code).toBe(200);
    } finally {
      t.failDelivery.mail = null;
    }
    expect(await countRows(t, 'contact_messages', `message = 'mail will fail'`)).toBe(1);
    expect(await countRows(t, 'outbox_messages', `status = 'failed' and error = 'SMTP 421 try later'`)).toBe(1);
  });

  it('remembers the signed-in sender', async () => {
    await post(t, CONTACT, { message: 'from a buyer' }, { token: buyer });
    const rows = await queryRows<{ email: string }>(t, `select u.email from contact_messages c join users u on u.id = c.user_id where c.message = 'from a buyer'`);
    expect(rows).toEqual([{ email: 'buyer@demo.test' }]);
  });

  it('shows staff the inbox newest first and lets them mark a message handled, audited', async () => {
    const res = await call(t, 'GET', `${INBOX}?pageNum=1&pageSize=10`, { token: staff });
    expect(res.body.code).toBe(200);
    const rows = (res.body.data.rows as unknown[]).map((r) => ZContactMessage.parse(r));
    expect(res.body.data.total).toBe(4);
    expect(rows.map((r) => r.message)).toEqual(['from a buyer', 'mail will fail', 'Call me back', form.message]);
    expect(rows[3]).toMatchObject({ realName: '李明', lang: 'zh', ip: '203.0.113.50', handled: false, handledBy: null });

    const target = rows[3]!.id;
    const handled = await post(t, `${INBOX}/${target}/handled`, {}, { token: staff });
    expect(handled.body.data).toMatchObject({ id: target, handled: true, handledBy: 'staff@demo.test' });
    const again = await post(t, `${INBOX}/${target}/handled`, {}, { token: staff });
    expect(again.body.data.handledAt).toBe(handled.body.data.handledAt);
    expect(await countRows(t, 'audit_log', `action = 'contact.handle' and target_id = '${target}'`)).toBe(1);
    expect(await countRows(t, 'audit_log', `action = 'contact.read'`)).toBe(1);

    const open = await call(t, 'GET', `${INBOX}?status=open`, { token: staff });
    expect(open.body.data.total).toBe(3);
    const done = await call(t, 'GET', `${INBOX}?status=handled`, { token: staff });
    expect(done.body.data.rows.map((r: { id: string }) => r.id)).toEqual([target]);
    expect((await post(t, `${INBOX}/00000000-0000-4000-8000-000000000000/handled`, {}, { token: staff })).body.code).toBe(404);
  });

  it('keeps the inbox for staff: 1403 for users, 401 for anonymous, neither audited', async () => {
    const audits = await countRows(t, 'audit_log');
    const user = await call(t, 'GET', INBOX, { token: buyer, lang: 'zh' });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ code: 1403, msg: '您没有权限执行此操作', data: null });
    expect((await call(t, 'GET', INBOX)).body.code).toBe(401);
    expect((await post(t, `${INBOX}/00000000-0000-4000-8000-000000000000/handled`, {}, { token: buyer })).body.code).toBe(1403);
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });
});

describe(`[SITE] contact form rate limit (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits sends per client address like the sign-in routes', async () => {
    const send = (ip: string) => post(t, CONTACT, { message: 'hello' }, { remoteAddress: ip, lang: 'zh' });
    expect((await send('198.51.100.1')).body.code).toBe(200);
    expect((await send('198.51.100.1')).body.code).toBe(200);
    const limited = await send('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    expect((await send('198.51.100.2')).body.code).toBe(200);
    expect(await countRows(t, 'contact_messages')).toBe(3);
  });
});

describe(`[SITE] first-start content (${testLane()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the wiki whatever SEED_DEMO says, news and stories only for the demo, and only once', async () => {
    const opts = { assetOrigins: t.app.deps.config.site.assetOrigins };
    expect(await seedSiteData(t.database.db, { ...opts, demo: false })).toBe(true);
    expect(await countRows(t, 'wiki_articles')).toBeGreaterThanOrEqual(30);
    expect(await countRows(t, 'news_items')).toBe(0);
    expect(await countRows(t, 'partner_stories')).toBe(0);
    // Staff deleting every article does not bring the seed back at the next start.
    await queryRows(t, 'delete from wiki_articles');
    expect(await seedSiteData(t.database.db, { ...opts, demo: true })).toBe(false);
    expect(await countRows(t, 'wiki_articles')).toBe(0);
    expect(await countRows(t, 'news_items')).toBe(0);
  });
});
