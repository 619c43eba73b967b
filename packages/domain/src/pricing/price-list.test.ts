import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation.ts';
import {
  ZPriceGridInput,
  ZPriceItemInput,
  ZPricePointInput,
  pointChanges,
  pointDiffers,
  priceChange,
  priceInUnit,
  priceListCurrency,
  pricePerMtFromUnit,
} from './price-list.ts';

const problems = (r: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) => (r.error?.issues ?? []).map(describeIssue);

describe('§3 price list item', () => {
  it('an item: code upper-cased, a description in one language at least, int4 category ids', () => {
    const ok = ZPriceItemInput.safeParse({ code: ' cu-bb-la ', market: 'intl', categoryId: '3', description: 'Bare bright copper', location: 'Los Angeles', port: '', remark: null });
    expect(ok.success && ok.data).toMatchObject({ code: 'CU-BB-LA', categoryId: 3, description: 'Bare bright copper', location: 'Los Angeles' });
    expect(ok.success && ok.data.port).toBeUndefined();

    expect(problems(ZPriceItemInput.safeParse({ code: '', market: 'intl', categoryId: 3 }))).toEqual([
      { field: 'code', reasonKey: 'required' },
      { field: 'description', reasonKey: 'required' },
    ]);
    expect(problems(ZPriceItemInput.safeParse({ code: 'CU 1', market: 'cn', categoryId: 2_147_483_648, descriptionZh: '光亮铜' }))).toEqual([
      { field: 'code', reasonKey: 'invalidFormat' },
      { field: 'categoryId', reasonKey: 'atMost', params: { max: 2_147_483_647 } },
    ]);
    expect(problems(ZPriceItemInput.safeParse({ code: 'X'.repeat(41), market: 'intl', categoryId: 1, description: 'x' }))).toEqual([
      { field: 'code', reasonKey: 'tooLong', params: { max: 40 } },
    ]);
  });

  it('a point: a date and at least one of the five prices, each positive with 2 decimals, kept as text', () => {
    const ok = ZPricePointInput.safeParse({ priceDate: '2026-11-26', purchasePrice: '8450.5', fasPrice: 8600, exportSalesPrice: '' });
    expect(ok.success && ok.data).toEqual({ priceDate: '2026-11-26', purchasePrice: '8450.5', fasPrice: '8600', exportSalesPrice: undefined, domesticSalesPrice: undefined, cifCnfPrice: undefined, remark: undefined });
    expect(problems(ZPricePointInput.safeParse({ priceDate: '2026-11-26' }))).toEqual([{ field: 'purchasePrice', reasonKey: 'pricing.errors.atLeastOnePrice' }]);
    expect(problems(ZPricePointInput.safeParse({ priceDate: '2026-02-30', purchasePrice: '1.234', cifCnfPrice: '-5' }))).toEqual([
      { field: 'priceDate', reasonKey: 'invalidFormat' },
      { field: 'purchasePrice', reasonKey: 'listings.errors.decimals2' },
      { field: 'cifCnfPrice', reasonKey: 'listings.errors.mustBePositive' },
    ]);
  });

  it('the daily grid names the row of a bad cell', () => {
    const r = ZPriceGridInput.safeParse({
      priceDate: '2026-11-26',
      rows: [
        { itemId: '0b9c6f2e-3c1a-4e55-9a57-5d1f6b0f3a11', purchasePrice: '100' },
        { itemId: '0b9c6f2e-3c1a-4e55-9a57-5d1f6b0f3a12', fasPrice: 'abc' },
      ],
    });
    expect(problems(r)).toEqual([{ field: 'rows.1.fasPrice', reasonKey: 'listings.errors.notANumber' }]);
  });

  it('USD on the international market, CNY in China', () => {
    expect(priceListCurrency('intl')).toBe('USD');
    expect(priceListCurrency('cn')).toBe('CNY');
  });
});

describe('MT ↔ LBS', () => {
  it('per lb = per MT ÷ 2204.62 to 3 decimals; per MT stays with 2', () => {
    expect(priceInUnit('8450', 'LBS')).toBe('3.833');
    expect(priceInUnit('8708.25', 'LBS')).toBe('3.950');
    expect(priceInUnit('8450.5', 'MT')).toBe('8450.50');
  });

  it('a price typed per lb → per MT, × 2204.62 to 2 decimals', () => {
    expect(pricePerMtFromUnit('3.95', 'LBS')).toBe('8708.25');
    expect(pricePerMtFromUnit('3.833', 'LBS')).toBe('8450.31');
    expect(pricePerMtFromUnit('71150', 'MT')).toBe('71150.00');
  });
});

describe('daily change in value and %', () => {
  it('exact, the percent to 2 decimals', () => {
    expect(priceChange('8450', '8521.5')).toEqual({ change: '71.50', changePercent: '0.85', direction: 'up' });
    expect(priceChange('71150', '70800')).toEqual({ change: '-350.00', changePercent: '-0.49', direction: 'down' });
    expect(priceChange('0.1', '0.3')).toEqual({ change: '0.20', changePercent: '200.00', direction: 'up' });
    expect(priceChange('9530.5', '9530.50')).toEqual({ change: '0.00', changePercent: '0.00', direction: 'flat' });
  });

  it('nothing to compare: no change (never a made-up zero)', () => {
    expect(priceChange(null, '8450')).toBeNull();
    expect(priceChange('8450', undefined)).toBeNull();
    const prev = { priceDate: '2026-11-25', purchasePrice: '8450', domesticSalesPrice: null, exportSalesPrice: '8800', fasPrice: null, cifCnfPrice: null, remark: null };
    const latest = { ...prev, priceDate: '2026-11-26', purchasePrice: '8400', exportSalesPrice: null, fasPrice: '8900' };
    expect(pointChanges(prev, latest)).toEqual({
      purchasePrice: { change: '-50.00', changePercent: '-0.59', direction: 'down' },
      domesticSalesPrice: null,
      exportSalesPrice: null,
      fasPrice: null,
      cifCnfPrice: null,
    });
    expect(pointChanges(null, latest).purchasePrice).toBeNull();
  });
});

describe('re-import adds nothing', () => {
  it('a point with the same prices (however written) does not differ', () => {
    expect(pointDiffers({ purchasePrice: '8450.00', fasPrice: null, remark: null }, { purchasePrice: '8450', remark: undefined })).toBe(false);
    expect(pointDiffers({ purchasePrice: '8450.00' }, { purchasePrice: '8450.01' })).toBe(true);
    expect(pointDiffers({ purchasePrice: '8450' }, { purchasePrice: '8450', fasPrice: '9000' })).toBe(true);
    expect(pointDiffers({ purchasePrice: '8450', remark: 'a' }, { purchasePrice: '8450', remark: 'b' })).toBe(true);
  });
});
