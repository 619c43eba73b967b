import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@scrapbridge/domain/i18n';
import { ZCurrentUser } from '@scrapbridge/domain/user';
import { call, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { getInfo, infoBody, registerUser, trustTestApp } from '../../../../test/trust-fixtures.ts';

const INFO = '/app-v2/account/info';
const SETTINGS = '/app-v2/account/settings';

describe(`[ACCOUNTS] user info step 1 and settings (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof trustTestApp>>['tokens'];
  let fresh: string;
  beforeAll(async () => {
    ({ t, tokens } = await trustTestApp());
    fresh = await registerUser(t, 'ana@recycle.test');
  });
  afterAll(async () => {
    await t.close();
  });

  async function profileRow(email: string) {
    const [row] = await queryRows(
      t,
      `select first_name, last_name, biz_type, business_type, country_id, destination_id, fas_id, phone_country, phone_number, version
       from users where email = '${email}'`,
    );
    return row;
  }

  it('saves a complete step 1 and answers the current user with the dictionaries in the caller’s language', async () => {
    const res = await call(t, 'PUT', INFO, { token: fresh, lang: 'zh', body: infoBody('ana@recycle.test', { businessType: ['scrap_dealer', 'recycler', 'recycler'] }) });
    expect(res.body.code).toBe(200);
    const user = ZCurrentUser.parse(res.body.data);
    expect(user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      bizType: 'sell',
      businessType: 'scrap_dealer,recycler',
      email: 'ana@recycle.test',
      phoneCountry: '1',
      countryId: 101,
      countryDict: { dictDataId: 101, dictLabel: '美国', dictValue: 'US' },
      destinationDict: { dictDataId: 401, dictLabel: '上海', dictValue: 'CNSHA' },
      fasDict: { dictDataId: 301, dictLabel: '洛杉矶', dictValue: 'USLAX' },
      userState: 1,
      needUpgrade: true,
      wantedNum: 0,
    });
    expect((await getInfo(t, fresh, 'en')).countryDict).toMatchObject({ dictLabel: 'United States' });
  });

  it('answers email_empty and email_right (§8) and changes nothing', async () => {
    const before = await profileRow('user@demo.test');
    const empty = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'zh', body: infoBody('') });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe(1000);
    expect(empty.body.msg).toBe(`邮箱：${translate('zh', 'accounts.email_empty')}`);
    expect(empty.body.data.errors).toEqual([{ field: 'email', message: `邮箱：${translate('zh', 'accounts.email_empty')}` }]);
    const { email: _omitted, ...noEmail } = infoBody('x');
    expect((await call(t, 'PUT', INFO, { token: tokens.user, body: noEmail })).body.msg).toBe(`Email: ${translate('en', 'accounts.email_empty')}`);
    const wrong = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'en', body: infoBody('priya@nowhere') });
    expect(wrong.body).toMatchObject({ code: 1000, msg: 'Email: Please enter a correct email address' });
    expect(await profileRow('user@demo.test')).toEqual(before);
  });

  it('requires the §5 fields, each named in the caller’s language', async () => {
    const res = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'zh', body: { email: 'user@demo.test', businessType: 'bank' } });
    expect(res.body.code).toBe(1000);
    const fields = (res.body.data.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['businessType', 'countryId', 'destinationId', 'fasId', 'firstName', 'lastName', 'phoneCountry', 'phoneNumber']);
    expect(res.body.msg).toContain('名：不能为空');
    expect(res.body.msg).toContain('企业类型：包含未知的企业类型');
    expect(res.body.msg).toContain('目的港：');
  });

  it('checks the country and ports against the right dictionaries', async () => {
    const res = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'en', body: infoBody('user@demo.test', { countryId: 301, fasId: 401, destinationId: 999999 }) });
    expect(res.body.code).toBe(1000);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['countryId', 'destinationId', 'fasId']);
    expect(res.body.msg).toContain('Country: please choose from the list');
  });

  it('keeps the sign-in e-mail and phone, and refuses another account’s', async () => {
    const before = await profileRow('user@demo.test');
    const changed = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'en', body: infoBody('priya@elsewhere.test', { phoneNumber: '2025550999' }) });
    expect(changed.body).toMatchObject({ code: 1000, msg: 'Email: is your sign-in email and cannot be changed here' });
    // A phone-less account may add one, but not the seller's.
    const taken = await call(t, 'PUT', INFO, { token: tokens.user, lang: 'en', body: infoBody('user@demo.test', { phoneCountry: '86', phoneNumber: '13800138000' }) });
    expect(taken.body).toMatchObject({ code: 1000, msg: 'Phone number: is already used by another account' });
    expect(await profileRow('user@demo.test')).toEqual(before);
    // The seller's phone is their sign-in: it cannot be replaced here.
    const seller = await call(t, 'PUT', INFO, { token: tokens.seller, lang: 'en', body: infoBody('seller@demo.test', { phoneCountry: '86', phoneNumber: '13900139000' }) });
    expect(seller.body.msg).toBe('Phone number: is your sign-in phone and cannot be changed here');
    const same = await call(t, 'PUT', INFO, { token: tokens.seller, body: infoBody('seller@demo.test', { phoneCountry: '+86', phoneNumber: '138 0013 8000' }) });
    expect(same.body.code).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(t, 'PUT', INFO, { body: infoBody('a@b.co') })).body.code).toBe(401);
    expect((await call(t, 'GET', SETTINGS)).body.code).toBe(401);
  });

  it('reads and changes the weight unit, language and global push', async () => {
    expect((await call(t, 'GET', SETTINGS, { token: tokens.buyer })).body.data).toEqual({ weightType: 'MT', languageType: 'English', pushEnabled: true });
    const res = await call(t, 'PUT', SETTINGS, { token: tokens.buyer, lang: 'zh', body: { pushEnabled: false, weightType: 'LBS' } });
    expect(res.body).toEqual({ code: 200, msg: '操作成功', data: { weightType: 'LBS', languageType: 'English', pushEnabled: false } });
    expect((await getInfo(t, tokens.buyer)).weightType).toBe('LBS');
    const nothing = await call(t, 'PUT', SETTINGS, { token: tokens.buyer, body: {} });
    expect(nothing.body.code).toBe(1000);
    const bad = await call(t, 'PUT', SETTINGS, { token: tokens.buyer, body: { languageType: 'French' } });
    expect(bad.body.code).toBe(1000);
    await call(t, 'PUT', SETTINGS, { token: tokens.buyer, body: { pushEnabled: true, weightType: 'MT' } });
  });
});
