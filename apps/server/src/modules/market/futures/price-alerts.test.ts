import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, passwordLogin, queryRows } from '../../../../test/api.ts';
import { createInstanceOnSameDatabase, createTestApp, type TTestApp } from '../../../../test/test-app.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { sendPriceAlerts } from './send-price-alerts.ts';

/**
 * The price alert sweep on a clock the test sets: `today` is given (the database's day otherwise), and every point is
 * dated relative to it.
 */
const TODAY = '2026-03-10';
const day = (offset: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

let t: TTestApp;
let buyerId: string;
let sellerId: string;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'catalog+demo' });
  const users = await queryRows<{ id: string; email: string }>(t, `select id, email from users where email in ('buyer@demo.test', 'seller@demo.test')`);
  buyerId = users.find((u) => u.email === 'buyer@demo.test')!.id;
  sellerId = users.find((u) => u.email === 'seller@demo.test')!.id;
  const [cat] = await queryRows<{ id: number }>(t, `select id from categories order by id limit 1`);
  const [item] = await queryRows<{ id: string }>(
    t,
    `insert into price_items (code, market, category_id, description, description_zh) values ('ALERT-CU', 'intl', ${cat!.id}, 'Bare bright copper, Rotterdam', '光亮铜（鹿特丹）') returning id`,
  );
  itemId = item!.id;
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await queryRows(t, `delete from notifications where kind = 'price_alert'`);
  await queryRows(t, 'delete from price_follows');
  await queryRows(t, 'delete from reference_prices');
  await queryRows(t, 'delete from price_points');
  await queryRows(t, `update price_items set retired_at = null`);
  t.sentMail.length = 0;
});

async function follow(userId: string, kind: 'item' | 'series', key: string, s: { pct?: string; level?: string; direction?: 'up' | 'down' }) {
  const [row] = await queryRows<{ id: string }>(
    t,
    `insert into price_follows (user_id, kind, key, alert_pct, alert_level, alert_direction) values ('${userId}', '${kind}', '${key}', ${s.pct ?? 'null'}, ${s.level ?? 'null'}, ${s.direction ? `'${s.direction}'` : 'null'}) returning id`,
  );
  return row!.id;
}
const lme = (date: string, price: string) => queryRows(t, `insert into reference_prices (basis, unit, price_date, price) values ('LME', 'USD_PER_MT', '${date}', ${price})`);
const point = (date: string, prices: { purchase?: string; export?: string }) =>
  queryRows(t, `insert into price_points (item_id, price_date, purchase_price, export_sales_price) values ('${itemId}', '${date}', ${prices.purchase ?? 'null'}, ${prices.export ?? 'null'})`);
const alerts = () =>
  queryRows<{ user_id: string; title_en: string; title_zh: string; body_en: string; body_zh: string; link: string; mail_status: string; mail_lang: string }>(
    t,
    `select user_id, title_en, title_zh, body_en, body_zh, link, mail_status, mail_lang from notifications where kind = 'price_alert' order by created_at`,
  );

describe('price alerts (a followed price moves more than its % or crosses its level; once a day per follow)', () => {
  it('tells a series follower in-app and by e-mail in their language, once a day, and again only on a newer point', async () => {
    const id = await follow(buyerId, 'series', 'LME', { pct: '2' });
    await lme(day(-1), '9800');
    await lme(day(0), '10050');
    expect(await sendPriceAlerts({ db: t.database.db, today: TODAY })).toBe(1);
    const [a] = await alerts();
    expect(a).toMatchObject({ user_id: buyerId, title_en: 'Price alert: LME copper up 2.55%', title_zh: '价格提醒：LME 铜上涨 2.55%', link: '/futures?basis=LME', mail_status: 'pending', mail_lang: 'en' });
    expect(a!.body_en).toBe(`LME copper is 10050 USD/MT on ${TODAY} (previous 9800): moved more than 2%.`);
    expect((await queryRows<{ d: string }>(t, `select to_char(last_alerted_on, 'YYYY-MM-DD') as d from price_follows where id = '${id}'`))[0]!.d).toBe(TODAY);
    await deliverNotificationMails({ deps: t.app.deps });
    expect(t.sentMail.map((m) => [m.to, m.subject.includes('Price alert: LME copper up 2.55%')])).toEqual([['buyer@demo.test', true]]);
    // The in-app notification reads in the caller's language.
    const token = await passwordLogin(t, 'buyer@demo.test');
    const zh = await call(t, 'GET', '/app-v2/notifications', { token, lang: 'zh' });
    expect(zh.body.data.rows.find((n: { kind: string }) => n.kind === 'price_alert').title).toBe('价格提醒：LME 铜上涨 2.55%');

    // Same day again: nothing. Next day with no new settlement: the move was already told.
    expect(await sendPriceAlerts({ db: t.database.db, today: TODAY })).toBe(0);
    expect(await sendPriceAlerts({ db: t.database.db, today: day(1) })).toBe(0);
    // A new settlement moving again alerts on its day.
    await lme(day(1), '9700');
    expect(await sendPriceAlerts({ db: t.database.db, today: day(1) })).toBe(1);
    expect((await alerts())[1]!.title_en).toBe('Price alert: LME copper down 3.48%');
  });

  it('alerts a level crossed by a price item’s first price in §3 order, and respects direction, size and freshness', async () => {
    await follow(buyerId, 'item', itemId, { level: '9000', direction: 'up' });
    // The seller (zh) wants falls of more than 5 % only: this rise is not one.
    await follow(sellerId, 'item', itemId, { pct: '5', direction: 'down' });
    await point(day(-2), { purchase: '8900', export: '9500' });
    await point(day(-1), { export: '9900' });
    await point(day(0), { purchase: '9050', export: '9950' });
    // Compared on the purchase price (today's first price) with the previous point's purchase price: the day before
    // has none, so there is nothing to compare (the export price is not mixed in).
    expect(await sendPriceAlerts({ db: t.database.db, today: TODAY })).toBe(0);
    // With the previous point carrying a purchase price, the crossing is seen.
    await queryRows(t, `update price_points set purchase_price = 8950 where price_date = '${day(-1)}'`);
    await queryRows(t, `update price_follows set last_alerted_on = null`);
    expect(await sendPriceAlerts({ db: t.database.db, today: TODAY })).toBe(1);
    const [b] = await alerts();
    expect(b).toMatchObject({ user_id: buyerId, title_en: 'Price alert: Bare bright copper, Rotterdam up 1.12%', link: `/price-detail?id=${itemId}` });
    expect(b!.body_en).toContain('crossed 9000');

    // A retired item does not alert; a point older than a week does not either.
    await queryRows(t, `delete from notifications where kind = 'price_alert'`);
    await queryRows(t, `update price_follows set last_alerted_on = null`);
    await queryRows(t, `update price_items set retired_at = now()`);
    expect(await sendPriceAlerts({ db: t.database.db, today: TODAY })).toBe(0);
    await queryRows(t, `update price_items set retired_at = null`);
    expect(await sendPriceAlerts({ db: t.database.db, today: day(8) })).toBe(0);
  });

  it('sends one alert when two sweeps run at once (two instances on one database)', async () => {
    await follow(buyerId, 'series', 'LME', { pct: '1' });
    await follow(sellerId, 'series', 'LME', { pct: '1' });
    await follow(buyerId, 'item', itemId, { pct: '1' });
    await lme(day(-1), '9800');
    await lme(day(0), '10000');
    await point(day(-1), { purchase: '100' });
    await point(day(0), { purchase: '110' });
    const second = await createInstanceOnSameDatabase(t);
    try {
      const [x, y] = await Promise.all([sendPriceAlerts({ db: t.database.db, today: TODAY }), sendPriceAlerts({ db: second.database.db, today: TODAY })]);
      // The buyer's and the seller's LME follows and the buyer's item: each alerted once, whichever sweep got it.
      expect(x + y).toBe(3);
      expect(await alerts()).toHaveLength(3);
    } finally {
      await second.close();
    }
  });
});
