import { describe, expect, it } from 'vitest';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { i18n } from '#lib/i18n.ts';
import { checkWithSchema, refusalErrors } from '#lib/zod-form.ts';
import './web-catalog.ts';
import {
  askFieldOf,
  askForm,
  complementRatio,
  detailToForm,
  decimalInput,
  emptyAskForm,
  formToRequest,
  integerInput,
  priceAffixes,
  pricePreview,
  problemPath,
  problemSummary,
  type TAskFormValues,
  type TMediaItem,
  sellerLabel,
} from './form-model.ts';

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};
const tZh = fixed('zh');
const tEn = fixed('en');

/** What the publish form shows on saving: the form kit's check of askForm, problems placed by askFieldOf. */
function validateAsk(t: ReturnType<typeof fixed>, values: TAskFormValues, opts: { draft: boolean; version?: number }) {
  const { schema, body } = askForm(values, opts);
  const result = checkWithSchema(t, schema, body, { fieldOf: askFieldOf, reportInput: true });
  const errors = result.errors ?? {};
  return { request: result.data, errors, summary: problemSummary(t, errors) };
}

const FILE_A = '0f4a8c9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const FILE_B = '1f4a8c9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const FILE_V = '2f4a8c9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const SELLER = '3f4a8c9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const LINE = '4f4a8c9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';

const done = (fileId: string, kind: 'image' | 'video' = 'image'): TMediaItem => ({
  uid: fileId,
  kind,
  name: `${fileId}.${kind === 'video' ? 'mp4' : 'jpg'}`,
  size: 1000,
  status: 'done',
  percent: 100,
  fileId,
  url: `/app-v2/file/${fileId}.jpg`,
});

/** A complete, publishable form: two lines, a photo, FOB Los Angeles. */
function completeForm(): TAskFormValues {
  return {
    ...emptyAskForm({ market: 'intl', weightUnit: 'MT' }),
    askName: ' Barley copper lot ',
    askNameZh: '光亮铜线',
    descriptions: 'Bright copper wire',
    comboLoadName: 'LA copper',
    originCountryId: 101,
    loadingCountryId: 101,
    deliveryTerm: 'FOB',
    portId: 301,
    destinationPortId: 401,
    exwAddress: 'left over from EXW',
    rampId: 501,
    shipmentDays: '30',
    packingMethod: 'bales',
    specs: 'guaranteed',
    depositRatio: '30',
    balanceRatio: '70',
    balanceTiming: 'after_inspection',
    preferredQuoteType: 'FIXED',
    validityId: 874,
    province: 'California',
    city: 'Los Angeles',
    addressDetail: '1 Harbor Way',
    details: [
      {
        categoryId: 1,
        subCategoryId: 2,
        detailName: 'Bright wire',
        detailNameZh: '光亮铜线',
        weight: '20',
        quoteType: 'FIXED',
        unitPrice: '9150',
        minPrice: '9000',
        maxPrice: '9300',
        media: [done(FILE_V, 'video'), done(FILE_A), { ...done(FILE_B), status: 'uploading', fileId: undefined }],
      },
      { categoryId: 1, subCategoryId: 3, detailName: '#1 wire', weight: '5.5', quoteType: 'LME', unitPrice: '92', minPrice: '1', maxPrice: '2', media: [] },
    ],
  };
}

describe('publish form → request', () => {
  it('maps the form to ZPublishAskRequest: trims, keeps only the place the term needs, derives deduction and cover', () => {
    const req = formToRequest(completeForm(), { draft: false });
    expect(req).toMatchObject({ draft: false, market: 'intl', weightUnit: 'MT', askName: 'Barley copper lot', portId: 301 });
    // FOB: the loading port only; the EXW address and destination port left over from other choices are not sent.
    expect(req.exwAddress).toBeUndefined();
    expect(req.destinationPortId).toBeUndefined();
    expect(req.rampId).toBe(501);
    const [first, second] = req.details;
    // Only finished uploads are sent; the cover is the first picture (the video stays in the media list).
    expect(first).toMatchObject({ deduction: 0, coverFileId: FILE_A, minPrice: '9000', maxPrice: '9300' });
    expect(first!.media).toEqual([
      { fileId: FILE_V, kind: 'video' },
      { fileId: FILE_A, kind: 'image' },
    ]);
    // A formula line carries the formula's deduction and no acceptable range (§5: skipped for formula types).
    expect(second).toMatchObject({ quoteType: 'LME', deduction: 1, unitPrice: '92', minPrice: undefined, maxPrice: undefined });
  });

  it('validates with the domain schema and yields the canonical request', () => {
    const result = validateAsk(tEn, completeForm(), { draft: false });
    expect(result.errors).toEqual({});
    expect(result.request).toMatchObject({ draft: false, depositRatio: '30', balanceRatio: '70', shipmentDays: 30 });
    expect(result.request?.details[0]?.weight).toBe('20');
  });

  it('adds the version on /edit (ZEditAskRequest)', () => {
    const result = validateAsk(tEn, completeForm(), { draft: false, version: 3 });
    expect(result.request).toMatchObject({ version: 3 });
  });

  it('sends the China market in tonnes whatever the unit switch said', () => {
    const values = { ...completeForm(), market: 'cn' as const, weightUnit: 'LBS' as const };
    expect(formToRequest(values, { draft: true }).weightUnit).toBe('MT');
  });
});

describe('client-side rules worded like the server ("<field>: <reason>")', () => {
  it('words required fields and the picture minimum in Chinese', () => {
    const values = emptyAskForm({ market: 'intl', weightUnit: 'MT' });
    const result = validateAsk(tZh, values, { draft: false });
    expect(result.request).toBeNull();
    const byField = result.errors;
    expect(byField.askName).toBe('品名：不能为空');
    expect(byField['details.0.weight']).toBe('重量：不能为空');
    // The whole ask needs a picture: shown in the first line's media area (problemPath), not numbered in the list.
    expect(byField.media).toBe('图片和视频：至少需要一张图片');
    expect(result.summary).toContain('图片和视频：至少需要一张图片');
    expect(result.summary).toContain('货品 1 · 重量：不能为空');
  });

  it('words the §5 trade rules in English', () => {
    const values = completeForm();
    values.deliveryTerm = 'FAS';
    values.loadingCountryId = 102;
    values.balanceRatio = '60';
    values.details[0]!.minPrice = '9500';
    values.details[0]!.maxPrice = '9000';
    values.details[1]!.unitPrice = '250';
    const byField = validateAsk(tEn, values, { draft: false }).errors;
    expect(byField.deliveryTerm).toBe('Delivery terms: FAS only supports loading from the US');
    expect(byField.balanceRatio).toBe('Balance ratio: deposit plus balance must be 100');
    expect(byField['details.0.maxPrice']).toBe('Maximum price: the minimum price is above the maximum');
    expect(byField['details.1.unitPrice']).toBe('Unit price: must be a percentage above 0 and at most 200');
  });

  it('words malformed numbers (checked before the cross-field rules, as on the server)', () => {
    const values = completeForm();
    values.details[0]!.weight = '-3';
    values.depositRatio = '30.25';
    const byField = validateAsk(tEn, values, { draft: false }).errors;
    expect(byField['details.0.weight']).toBe('Weight: must be greater than 0');
    expect(byField.depositRatio).toBe('Deposit ratio: allows at most 1 decimal place');
  });

  it('lets a draft through with only its shapes checked', () => {
    const values = emptyAskForm({ market: 'intl', weightUnit: 'MT' });
    values.askName = 'Half-written';
    const result = validateAsk(tEn, values, { draft: true });
    expect(result.errors).toEqual({});
    expect(result.request).toMatchObject({ draft: true, askName: 'Half-written' });
  });

  it('publishes a China-market ask in tonnes with its own quote methods', () => {
    const values = { ...completeForm(), market: 'cn' as const };
    values.details = values.details.map((d) => ({ ...d, quoteType: 'FIXED' as const, unitPrice: '65000', minPrice: undefined, maxPrice: undefined }));
    values.preferredQuoteType = 'SHCU';
    const result = validateAsk(tEn, values, { draft: false });
    expect(result.errors).toEqual({});
  });

  it('places media problems on the line that holds them', () => {
    expect(askFieldOf('details.2.media.4.fileId')).toBe('details.2.media');
    expect(askFieldOf('details.1.coverFileId')).toBe('details.1.media');
    expect(askFieldOf('details.0.weight')).toBe('details.0.weight');
    expect(askFieldOf('details.1')).toBe('details.1');
    expect(askFieldOf('media')).toBe('media');
    expect(problemPath('media')).toEqual(['details', 0, 'media']);
    expect(problemPath('details.1.media')).toEqual(['details', 1, 'media']);
  });

  it('shows the server 1000 errors on the fields they name', () => {
    const refused = {
      success: false as const,
      code: 1000,
      msg: 'Check the form',
      data: null,
      fieldErrors: [
        { field: 'details.1.subCategoryId', message: 'Subcategory: does not belong to the chosen category' },
        { field: 'details.1.media.0.fileId', message: 'Pictures and videos: not found' },
        { field: 'portId', message: 'Port of loading: please choose from the list' },
      ],
    };
    const errors = refusalErrors(refused, { fieldOf: askFieldOf, fieldsOnly: true }) ?? {};
    expect(Object.keys(errors)).toEqual(['details.1.subCategoryId', 'details.1.media', 'portId']);
    expect(problemSummary(tEn, errors)[0]).toBe('Item 2 · Subcategory: does not belong to the chosen category');
  });
});

describe('form helpers', () => {
  it('completes the other payment ratio to 100 with one decimal', () => {
    expect(complementRatio('30')).toBe('70');
    expect(complementRatio('33.3')).toBe('66.7');
    expect(complementRatio('100')).toBe('0');
    expect(complementRatio('')).toBeUndefined();
    expect(complementRatio('120')).toBeUndefined();
  });

  it('limits what the inputs accept (§5 input helpers)', () => {
    expect(decimalInput(2)('12.3456')).toBe('12.34');
    expect(decimalInput(2)('-35')).toBe('35');
    expect(decimalInput(2, true)('-3.5')).toBe('-3.5');
    expect(decimalInput(1)('50.55%')).toBe('50.5');
    expect(integerInput(365)('1234')).toBe('123');
    expect(integerInput(365)('999')).toBe('365');
  });

  it('previews the price the way buyers will read it (§9)', () => {
    expect(pricePreview('FIXED', '9150', 'USD', 'MT')).toBe('$9,150.00/MT');
    expect(pricePreview('FIXED', '9150', 'USD', 'LBS')).toBe('$9,150.00/MT ($4.150/lb)');
    expect(pricePreview('FIXED', '65000', 'CNY', 'MT')).toBe('¥65,000.00/MT');
    expect(pricePreview('LME', '92', 'USD', 'MT')).toBe('92% LME');
    expect(pricePreview('CMX', '38', 'USD', 'LBS')).toBe('CMX - 38¢/lb');
    expect(pricePreview('SHCU', '1200', 'CNY', 'MT')).toBe('SHCU - 1,200 ¥/MT');
    expect(pricePreview('FIXED', '', 'USD', 'MT')).toBeNull();
    expect(priceAffixes('CMX', 'USD')).toEqual({ prefix: 'CMX −', suffix: '¢/lb' });
    expect(priceAffixes('LME', 'USD')).toEqual({ prefix: '', suffix: '% LME' });
    expect(priceAffixes(undefined, 'CNY')).toEqual({ prefix: '¥', suffix: '/MT' });
  });
});

describe('ask read back into the form', () => {
  const ask = {
    askId: 'a1',
    market: 'intl',
    askName: 'Lot',
    askNameZh: null,
    descriptions: 'D',
    descriptionsZh: null,
    comboLoadName: 'C',
    originCountryId: 101,
    loadingCountryId: 101,
    deliveryTerm: 'FOB',
    exwAddress: null,
    portId: 301,
    destinationPortId: null,
    rampId: null,
    shipmentDays: 30,
    packingMethod: 'bales',
    specs: 'guaranteed',
    originCertificate: true,
    customsRejectionResponsible: false,
    depositRatio: 33.3,
    balanceRatio: 66.7,
    balanceTiming: 'after_inspection',
    priceCutoffAt: null,
    pricingPeriod: null,
    preferredQuoteType: 'FIXED',
    fixingSide: 'undecided',
    firmPrice: 9100.5,
    validityId: 872,
    province: 'CA',
    city: 'LA',
    area: null,
    addressDetail: '1 Way',
    buyerRemark: null,
    sellerUserId: SELLER,
    askDetailList: [
      {
        detailId: LINE,
        categoryId: 1,
        subCategoryId: 2,
        detailName: 'Wire',
        detailNameZh: '铜线',
        weight: 20.123456,
        quoteType: 'FIXED',
        unitPrice: 9150,
        minPrice: null,
        maxPrice: 9300,
        elementContent: null,
        askGoods: [{ fileId: FILE_A, kind: 'image', ext: 'jpg', url: `/app-v2/file/${FILE_A}.jpg` }],
      },
    ],
  } as unknown as TAskDetail;

  it('keeps ids for /edit and turns numbers into the text the inputs hold', () => {
    const form = detailToForm(ask, { copy: false });
    expect(form).toMatchObject({ depositRatio: '33.3', balanceRatio: '66.7', shipmentDays: '30', firmPrice: '9100.5', sellerUserId: SELLER, weightUnit: 'MT' });
    expect(form.details[0]).toMatchObject({ detailId: LINE, weight: '20.123456', unitPrice: '9150', maxPrice: '9300', minPrice: undefined });
    expect(form.details[0]!.media[0]).toMatchObject({ fileId: FILE_A, status: 'done', kind: 'image' });
    // Read back and sent again, it is still a valid ask.
    expect(validateAsk(tEn, form, { draft: false, version: 2 }).summary).toEqual([]);
  });

  it('drops the identity when copying the last ask into a new one', () => {
    const form = detailToForm(ask, { copy: true });
    expect(form.details[0]!.detailId).toBeUndefined();
    // A copy is published for the caller again (an agent picks the seller anew).
    expect(form.sellerUserId).toBeUndefined();
  });
});

describe('sellerLabel (§6 Agents "publish for")', () => {
  const seller = { sellerUserId: 's1', firstName: 'Ann', lastName: 'Lee', email: 'ann@yard.test', companyName: '恒信再生', companyEnglishName: 'Hengxin Recycling' };
  it('names the company in the viewer’s language, then the person', () => {
    expect(sellerLabel(seller, 'zh')).toBe('恒信再生 · Ann Lee');
    expect(sellerLabel(seller, 'en')).toBe('Hengxin Recycling · Ann Lee');
  });
  it('falls back to the e-mail, then the id, without a company', () => {
    expect(sellerLabel({ ...seller, companyName: null, companyEnglishName: null, firstName: null, lastName: null }, 'en')).toBe('ann@yard.test');
    expect(sellerLabel({ ...seller, companyName: null, companyEnglishName: null, firstName: null, lastName: null, email: null }, 'en')).toBe('s1');
  });
});
