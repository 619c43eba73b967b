import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { applyView, companyTitle, followAbility, formatDay, pageNumOf, reviewOverdue, shareShopHref, yearsSince } from './shop-model.ts';
import { ZShopRequest } from '@scrapbridge/domain/shop';
import { checkWithSchema, refusalErrors } from '#lib/zod-form.ts';
import { EMPTY_SHOP_FORM, moveToFront, picturesStillUploading, screenPictures, shopFieldOf, shopRequestInput, type TPictureItem, type TShopFormValues } from './shop-form.ts';

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};

/** What the page's form kit checks on submit. */
function checkShopForm(values: TShopFormValues, t: ReturnType<typeof fixed>) {
  const { data, errors } = checkWithSchema(t, ZShopRequest, shopRequestInput(values), { fieldOf: shopFieldOf, inputProblems: [picturesStillUploading(values)] });
  return { request: data, errors: errors ?? {} };
}

const picture = (patch: Partial<TPictureItem> = {}): TPictureItem => ({
  uid: 'u1',
  fileId: '0d8f6a52-8f0e-4c55-9b7c-3c1f2a4b5c6d',
  url: '/app-v2/file/x.jpg',
  name: 'yard.jpg',
  status: 'done',
  percent: 100,
  ...patch,
});

describe('shop screens (§3 Shop, §4 status, §6 Vip, §9 review clock)', () => {
  it('names the company in the viewer’s language, falling back to the other', () => {
    const shop = { companyName: '广东恒信金属回收有限公司', companyEnglishName: 'Guangdong Hengxin Metal Recycling Co., Ltd.' };
    expect(companyTitle('zh', shop)).toBe('广东恒信金属回收有限公司');
    expect(companyTitle('en', shop)).toBe('Guangdong Hengxin Metal Recycling Co., Ltd.');
    expect(companyTitle('en', { companyName: '恒信', companyEnglishName: ' ' })).toBe('恒信');
  });

  it('lets only signed-in Vip follow, never their own shop', () => {
    expect(followAbility({ signedIn: false, vip: false, mine: false })).toBe('signIn');
    expect(followAbility({ signedIn: true, vip: false, mine: false })).toBe('verify');
    expect(followAbility({ signedIn: true, vip: true, mine: true })).toBe('own');
    expect(followAbility({ signedIn: true, vip: true, mine: false })).toBe('follow');
  });

  it('shows the form without a shop and the status with one; a waiting review past its due time is overdue', () => {
    expect(applyView(null)).toEqual({ kind: 'apply' });
    expect(applyView({ shopStatus: 'failed' })).toEqual({ kind: 'status', status: 'failed' });
    const now = new Date('2026-11-25T09:00:00Z');
    expect(reviewOverdue({ shopStatus: 'waiting', dueAt: '2026-11-25T08:00:00Z' }, now)).toBe(true);
    expect(reviewOverdue({ shopStatus: 'waiting', dueAt: '2026-11-26T08:00:00Z' }, now)).toBe(false);
    expect(reviewOverdue({ shopStatus: 'ok', dueAt: '2026-11-25T08:00:00Z' }, now)).toBe(false);
  });

  it('formats dates and reads page numbers and links safely', () => {
    expect(formatDay('2009-04-01', 'en')).toBe('Apr 1, 2009');
    expect(formatDay('2009-04-01', 'zh')).toBe('2009年4月1日');
    expect(yearsSince('2009-04-01', new Date('2026-03-31T00:00:00Z'))).toBe(16);
    expect(yearsSince('2009-04-01', new Date('2026-04-01T00:00:00Z'))).toBe(17);
    expect(pageNumOf('3')).toBe(3);
    expect(pageNumOf('-1')).toBe(1);
    expect(pageNumOf('abc')).toBe(1);
    expect(shareShopHref('a b')).toBe('/share-shop?shopId=a%20b');
  });
});

describe('the /apply-shop form (§5: at least 1 company picture, the factory number a valid count)', () => {
  it('words problems like the server, on the form’s fields', () => {
    const empty = checkShopForm(EMPTY_SHOP_FORM, fixed('zh'));
    expect(empty.request).toBeNull();
    expect(empty.errors.companyPictures).toBe('公司图片：请至少上传 1 张公司图片');
    expect(empty.errors.establishmentTime).toBe('成立日期：不能为空');
    const bad = checkShopForm({ ...EMPTY_SHOP_FORM, companyPictures: [picture()], factoriesNumber: 1000, employeesNumber: 5, establishmentTime: '2999-01-01' }, fixed('en'));
    expect(bad.errors).toEqual({
      factoriesNumber: 'Number of factories: must be a whole number from 0 to 999',
      establishmentTime: 'Date of establishment: must be a real date, not in the future',
    });
  });

  it('waits for uploads, and sends only stored pictures in their order', () => {
    const uploading = checkShopForm({ ...EMPTY_SHOP_FORM, companyPictures: [picture(), picture({ uid: 'u2', fileId: null, status: 'uploading' })], factoriesNumber: 2, employeesNumber: 85, establishmentTime: '2009-04-01' }, fixed('en'));
    expect(uploading.request).toBeNull();
    expect(uploading.errors.companyPictures).toBe('Company pictures: please wait until every picture has uploaded');
    const ok = checkShopForm({ ...EMPTY_SHOP_FORM, companyPictures: [picture(), picture({ uid: 'u3', fileId: null, status: 'error' })], factoriesNumber: 2, employeesNumber: 85, establishmentTime: '2009-04-01' }, fixed('en'));
    expect(ok.errors).toEqual({});
    expect(ok.request).toMatchObject({ companyPictures: ['0d8f6a52-8f0e-4c55-9b7c-3c1f2a4b5c6d'], factoriesNumber: 2, employeesNumber: 85 });
  });

  it('puts a server answer on the field it names, and screens picked files', () => {
    const refused = { success: false as const, code: 1000, msg: 'x', data: null, fieldErrors: [{ field: 'companyPictures.1', message: 'Company pictures: was not uploaded by you' }] };
    expect(refusalErrors(refused, { fieldsOnly: true, fieldOf: shopFieldOf })).toEqual({ companyPictures: 'Company pictures: was not uploaded by you' });
    const files = [
      { name: 'a.jpg', size: 1000, type: 'image/jpeg' },
      { name: 'b.pdf', size: 1000, type: 'application/pdf' },
      { name: 'c.png', size: 11 * 1024 * 1024, type: 'image/png' },
      { name: 'd.webp', size: 1000, type: 'image/webp' },
    ];
    const screened = screenPictures(19, files);
    expect(screened.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(screened.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'incorrectFile'],
      ['c.png', 'imageTooLarge'],
      ['d.webp', 'tooMany'],
    ]);
    expect(moveToFront(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });
});
