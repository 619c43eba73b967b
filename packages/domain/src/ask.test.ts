import { describe, expect, it } from 'vitest';
import { BUYER_LIST_MAX_ROWS, buyerCountCap, fasAllowed, ZBuyerAskListQuery, ZEditAskRequest, ZPublishAskRequest, ZRefuseAskRequest, zDecimal } from './ask.ts';
import { DictId } from './catalog.ts';
import { describeIssue } from './validation.ts';

const IMG = (n: number) => ({ fileId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, kind: 'image' as const });
const VID = (n: number) => ({ fileId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`, kind: 'video' as const });

/** A complete publication a seller could submit. */
function valid(): Record<string, unknown> {
  return {
    market: 'intl',
    askName: 'Bare bright copper wire',
    descriptions: 'Clean, shiny, unalloyed copper wire',
    comboLoadName: 'Copper mix 2×40HQ',
    originCountryId: DictId.CountryUS,
    loadingCountryId: DictId.CountryUS,
    province: 'California',
    city: 'Los Angeles',
    addressDetail: '1200 Alameda St',
    deliveryTerm: 'FOB',
    portId: 301,
    validityId: 874,
    preferredQuoteType: 'FIXED',
    shipmentDays: 30,
    packingMethod: 'bales',
    specs: 'guaranteed',
    depositRatio: 30,
    balanceRatio: 70,
    balanceTiming: 'against_bl_copy',
    details: [
      {
        categoryId: 1,
        subCategoryId: 2,
        detailName: 'Barley',
        weight: '20.5',
        quoteType: 'FIXED',
        unitPrice: '8450',
        minPrice: '8000',
        maxPrice: '9000',
        media: [IMG(1)],
      },
    ],
  };
}

function problemsOf(input: unknown) {
  const r = ZPublishAskRequest.safeParse(input, { reportInput: true });
  return r.success ? [] : r.error.issues.map(describeIssue);
}

function withDetail(patch: Record<string, unknown>) {
  const v = valid();
  v.details = [{ ...(v.details as object[])[0], ...patch }];
  return v;
}

describe('§5 ask publication rules (ZPublishAskRequest, shared by form and server)', () => {
  it('accepts a complete publication and keeps decimals as text', () => {
    const r = ZPublishAskRequest.parse(valid());
    expect(r.draft).toBe(false);
    expect(r.details[0]!.weight).toBe('20.5');
    expect(r.depositRatio).toBe('30');
    expect(r.fixingSide).toBe('undecided');
  });

  it('names every missing required field', () => {
    const fields = problemsOf({ market: 'intl', details: [{ media: [] }] }).map((p) => `${p.field}:${p.reasonKey}`);
    // Typed fields are required; the ones the form offers as lists say "please choose one" (issue 19 item 5).
    for (const f of [
      'askName', 'descriptions', 'comboLoadName', 'province', 'city', 'addressDetail', 'shipmentDays', 'depositRatio',
      'balanceRatio', 'details.0.detailName', 'details.0.weight', 'details.0.unitPrice',
    ]) {
      expect(fields, f).toContain(`${f}:required`);
    }
    for (const f of [
      'originCountryId', 'loadingCountryId', 'deliveryTerm', 'validityId', 'preferredQuoteType', 'packingMethod', 'specs',
      'balanceTiming', 'details.0.categoryId', 'details.0.subCategoryId', 'details.0.quoteType',
    ]) {
      expect(fields, f).toContain(`${f}:choose`);
    }
    expect(fields).toContain('media:listings.errors.atLeastOnePicture');
  });

  it('needs the port of the delivery term', () => {
    expect(problemsOf({ ...valid(), portId: undefined })).toContainEqual({ field: 'portId', reasonKey: 'choose' });
    expect(problemsOf({ ...valid(), deliveryTerm: 'CIF', portId: undefined })).toContainEqual({ field: 'destinationPortId', reasonKey: 'choose' });
    expect(problemsOf({ ...valid(), deliveryTerm: 'EXW' })).toContainEqual({ field: 'exwAddress', reasonKey: 'required' });
    expect(problemsOf({ ...valid(), deliveryTerm: 'CNF', destinationPortId: 401 })).toEqual([]);
  });

  it('accepts Chinese names instead of English ones', () => {
    expect(problemsOf({ ...valid(), askName: '', askNameZh: '光亮铜线', descriptions: undefined, descriptionsZh: '干净' })).toEqual([]);
  });

  it('needs at least one picture: videos alone are not enough', () => {
    expect(problemsOf(withDetail({ media: [VID(1)] }))).toContainEqual({ field: 'media', reasonKey: 'listings.errors.atLeastOnePicture' });
  });

  it('allows 50 files of which 3 videos, and refuses the 51st file and the 4th video', () => {
    const fifty = [...Array.from({ length: 47 }, (_, i) => IMG(i)), VID(1), VID(2), VID(3)];
    expect(problemsOf(withDetail({ media: fifty }))).toEqual([]);
    const v = valid();
    // Across lines: 50 on the first, 1 more on a second line.
    v.details = [{ ...(v.details as object[])[0], media: fifty }, { ...(v.details as object[])[0], media: [IMG(99)] }];
    expect(problemsOf(v)).toContainEqual({ field: 'media', reasonKey: 'listings.errors.tooManyMedia' });
    expect(problemsOf(withDetail({ media: [IMG(1), VID(1), VID(2), VID(3), VID(4)] }))).toContainEqual({
      field: 'media',
      reasonKey: 'listings.errors.tooManyVideos',
    });
  });

  it('refuses the same file twice and a cover that is not one of the pictures', () => {
    expect(problemsOf(withDetail({ media: [IMG(1), IMG(1)] }))).toContainEqual({
      field: 'details.0.media.1',
      reasonKey: 'listings.errors.duplicateMedia',
    });
    expect(problemsOf(withDetail({ media: [IMG(1), VID(1)], coverFileId: VID(1).fileId }))).toContainEqual({
      field: 'details.0.coverFileId',
      reasonKey: 'listings.errors.coverNotInMedia',
    });
  });

  it('FAS only when loading from the US (§5)', () => {
    expect(problemsOf({ ...valid(), deliveryTerm: 'FAS' })).toEqual([]);
    expect(problemsOf({ ...valid(), deliveryTerm: 'FAS', loadingCountryId: DictId.CountryCN })).toContainEqual({
      field: 'deliveryTerm',
      reasonKey: 'listings.errors.fasOnlyUs',
    });
  });

  it('the China market only accepts tonnes and CNY quote methods', () => {
    const cn = { ...valid(), market: 'cn', deliveryTerm: 'EXW', exwAddress: '佛山市南海区', loadingCountryId: DictId.CountryCN };
    expect(problemsOf(cn)).toEqual([]);
    expect(problemsOf({ ...cn, weightUnit: 'LBS' })).toContainEqual({ field: 'weightUnit', reasonKey: 'listings.errors.cnOnlyMt' });
    expect(problemsOf({ ...cn, preferredQuoteType: 'CMX' })).toContainEqual({
      field: 'preferredQuoteType',
      reasonKey: 'listings.errors.quoteTypeMarket',
    });
    expect(problemsOf({ ...valid(), weightUnit: 'LBS' })).toEqual([]);
  });

  it('weights are > 0 with at most 6 decimals; min ≤ max', () => {
    expect(problemsOf(withDetail({ weight: -1 }))).toContainEqual({ field: 'details.0.weight', reasonKey: 'listings.errors.mustBePositive' });
    expect(problemsOf(withDetail({ weight: '0' }))).toContainEqual({ field: 'details.0.weight', reasonKey: 'listings.errors.mustBePositive' });
    expect(problemsOf(withDetail({ weight: '1.1234567' }))).toContainEqual({ field: 'details.0.weight', reasonKey: 'listings.errors.decimals6' });
    expect(problemsOf(withDetail({ weight: '1.123456' }))).toEqual([]);
    expect(problemsOf(withDetail({ weight: 'ten' }))).toContainEqual({ field: 'details.0.weight', reasonKey: 'listings.errors.notANumber' });
    expect(problemsOf(withDetail({ minPrice: '9001' }))).toContainEqual({ field: 'details.0.maxPrice', reasonKey: 'listings.errors.minAboveMax' });
    expect(problemsOf(withDetail({ unitPrice: '8450.123' }))).toContainEqual({ field: 'details.0.unitPrice', reasonKey: 'listings.errors.decimals2' });
  });

  it('formula values: percentages in (0, 200], discounts may be premiums; deduction must match the method', () => {
    expect(problemsOf(withDetail({ quoteType: 'LME', unitPrice: '95' }))).toEqual([]);
    expect(problemsOf(withDetail({ quoteType: 'LME', unitPrice: '250' }))).toContainEqual({
      field: 'details.0.unitPrice',
      reasonKey: 'listings.errors.percentRange',
    });
    expect(problemsOf(withDetail({ quoteType: 'CMX', unitPrice: '-2' }))).toEqual([]);
    expect(problemsOf(withDetail({ quoteType: 'FIXED', unitPrice: '-2' }))).toContainEqual({
      field: 'details.0.unitPrice',
      reasonKey: 'listings.errors.mustBePositive',
    });
    expect(problemsOf(withDetail({ quoteType: 'CMX', unitPrice: '35', deduction: 1 }))).toContainEqual({
      field: 'details.0.deduction',
      reasonKey: 'listings.errors.deductionMismatch',
    });
  });

  it('deposit plus balance = 100 with one decimal', () => {
    expect(problemsOf({ ...valid(), depositRatio: '33.3', balanceRatio: '66.7' })).toEqual([]);
    expect(problemsOf({ ...valid(), depositRatio: 30, balanceRatio: 60 })).toContainEqual({
      field: 'balanceRatio',
      reasonKey: 'listings.errors.ratioTotal',
    });
    expect(problemsOf({ ...valid(), depositRatio: '33.33', balanceRatio: '66.67' })).toContainEqual({
      field: 'depositRatio',
      reasonKey: 'listings.errors.decimals1',
    });
  });

  it('drafts skip the required fields and the picture minimum, but not the limits', () => {
    expect(problemsOf({ market: 'intl', draft: true })).toEqual([]);
    expect(problemsOf({ market: 'cn', draft: true, weightUnit: 'LBS' })).toContainEqual({
      field: 'weightUnit',
      reasonKey: 'listings.errors.cnOnlyMt',
    });
    expect(problemsOf({ market: 'intl', draft: true, details: [{ media: [VID(1), VID(2), VID(3), VID(4)] }] })).toContainEqual({
      field: 'media',
      reasonKey: 'listings.errors.tooManyVideos',
    });
    // Blank values from an untouched form are "missing", not invalid.
    expect(problemsOf({ market: 'intl', draft: true, portId: '', shipmentDays: null, askName: '' })).toEqual([]);
  });

  it('edits carry the version read (optimistic lock)', () => {
    expect(ZEditAskRequest.safeParse(valid()).success).toBe(false);
    expect(ZEditAskRequest.parse({ ...valid(), version: 3 }).version).toBe(3);
  });
});

describe('decimals at the edge', () => {
  it('canonicalizes the text and refuses floats that are not decimals', () => {
    const d = zDecimal({ decimals: 6, min: 0 });
    expect(d.parse('007.50')).toBe('7.50');
    expect(d.parse('+3')).toBe('3');
    expect(d.parse(0.1)).toBe('0.1');
    expect(d.safeParse(0.1 + 0.2).success).toBe(false);
    expect(d.safeParse(1e21).success).toBe(false);
    expect(d.safeParse('-1').success).toBe(false);
  });
});

describe('list and review requests', () => {
  it('bounds pages: pageSize ≤ 50 and pageNum × pageSize ≤ 10,000', () => {
    expect(ZBuyerAskListQuery.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(ZBuyerAskListQuery.safeParse({ pageNum: '201' }).success).toBe(false);
    const q = ZBuyerAskListQuery.parse({ pageNum: '2', pageSize: '8', market: 'intl', followed: '3', weightMin: '10' });
    expect(q).toMatchObject({ pageNum: 2, pageSize: 8, followed: 3, weightMin: '10', sort: 'newest', scope: 'open' });
  });

  it('needs a refusal reason of at most 500 characters', () => {
    expect(ZRefuseAskRequest.safeParse({ version: 1, reason: '  ' }).success).toBe(false);
    expect(ZRefuseAskRequest.safeParse({ version: 1, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(ZRefuseAskRequest.parse({ version: 1, reason: ' Pictures are blurry ' }).reason).toBe('Pictures are blurry');
  });
});

describe('buyerCountCap (the buyer list counts ten pages ahead)', () => {
  it('stops ten pages past the page asked for, never beyond the 1,000 rows a list reaches', () => {
    expect(buyerCountCap(0, 20)).toBe(200);
    expect(buyerCountCap(180, 20)).toBe(380);
    expect(buyerCountCap(0, 50)).toBe(500);
    expect(buyerCountCap(980, 20)).toBe(BUYER_LIST_MAX_ROWS);
  });
});

describe('fasAllowed (§5 FAS only when loading in the US)', () => {
  it('offers FAS for US loading and before a country is chosen, not elsewhere', () => {
    expect(fasAllowed(DictId.CountryUS)).toBe(true);
    expect(fasAllowed(undefined)).toBe(true);
    expect(fasAllowed(DictId.CountryUS + 1)).toBe(false);
  });
});
