import { describe, expect, it } from 'vitest';
import { DictId } from '../catalog.ts';
import { ZCounterQuoteRequest, ZPlaceQuoteRequest } from './quote-input.ts';
import { isOwnAsk, priceProblem, quoteMethodDiffers, quoteProblems, remarkProblem, type TAskForQuote } from './quote-rules.ts';

const D1 = '11111111-1111-4111-8111-111111111111';
const D2 = '22222222-2222-4222-8222-222222222222';
const ASK = '33333333-3333-4333-8333-333333333333';

const ask: TAskForQuote = {
  market: 'intl',
  loadingCountryId: DictId.CountryUS,
  preferredQuoteType: 'FIXED',
  details: [
    { detailId: D1, minPrice: '8900', maxPrice: '9400', weight: '20.5' },
    { detailId: D2, minPrice: null, maxPrice: null, weight: null },
  ],
};

function body(patch: Record<string, unknown> = {}) {
  return {
    askId: ASK,
    lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '20' }],
    term: 'FOB',
    prepayRate: 30,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    ...patch,
  };
}

const parse = (patch: Record<string, unknown> = {}) => ZPlaceQuoteRequest.safeParse(body(patch));
const reasons = (patch: Record<string, unknown> = {}) => {
  const r = parse(patch);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${(i as { params?: { reasonKey?: string } }).params?.reasonKey ?? i.code}`);
};
const problems = (patch: Record<string, unknown> = {}, a: TAskForQuote = ask, lang: 'zh' | 'en' = 'en') => {
  const r = parse(patch);
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return quoteProblems(r.data, a, lang).map((p) => `${p.field}:${p.reasonKey}`);
};

describe('quote request shape (§3 Quote content, §5)', () => {
  it('accepts a complete quote and fills the defaults', () => {
    const r = parse();
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ weightUnit: 'MT', fixingSide: 'undecided', firm: false, taxIncluded: false, confirmMethodMismatch: false });
    expect(problems()).toEqual([]);
  });

  it('needs at least one quoted item (§5)', () => {
    expect(reasons({ lines: [] })).toEqual(['lines:too_small']);
  });

  it('prepay rate is an integer 0–100 (§5)', () => {
    expect(parse({ prepayRate: 0 }).success).toBe(true);
    expect(parse({ prepayRate: 100 }).success).toBe(true);
    expect(reasons({ prepayRate: 101 })).toEqual(['prepayRate:too_big']);
    expect(reasons({ prepayRate: -1 })).toEqual(['prepayRate:too_small']);
    expect(reasons({ prepayRate: 12.5 })).toEqual(['prepayRate:invalid_type']);
  });

  it('payment ratio has one decimal and deposit + balance = 100 (§5)', () => {
    expect(parse({ depositRatio: '33.3', balanceRatio: '66.7' }).success).toBe(true);
    expect(reasons({ depositRatio: '33.33', balanceRatio: '66.67' })).toEqual([
      'depositRatio:listings.errors.decimals1',
      'balanceRatio:listings.errors.decimals1',
    ]);
    expect(reasons({ depositRatio: '30', balanceRatio: '60' })).toEqual(['balanceRatio:negotiation.errors.ratioTotal']);
  });

  it('payment timing is one of the §9 list, terms one of EXW/FAS/FOB/CNF/CFR/CIF', () => {
    for (const t of ['before_arrival', 'on_arrival', 'after_arrival', 'after_booking', 'after_contract', 'against_original_bl', 'against_bl_copy', 'after_inspection']) {
      expect(parse({ paymentTiming: t }).success, t).toBe(true);
    }
    expect(parse({ paymentTiming: 'whenever' }).success).toBe(false);
    for (const term of ['EXW', 'FAS', 'FOB']) expect(parse({ term }).success, term).toBe(true);
    expect(parse({ term: 'DDP' }).success).toBe(false);
  });

  it('CNF/CFR/CIF need a destination port', () => {
    for (const term of ['CNF', 'CFR', 'CIF']) {
      expect(reasons({ term }), term).toEqual(['destinationPortId:required']);
      expect(parse({ term, destinationPortId: 401 }).success, term).toBe(true);
    }
  });

  it('each line needs a weight or containers, and an item is quoted once', () => {
    expect(reasons({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000' }] })).toEqual(['lines.0.weight:required']);
    expect(parse({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', containers: 2 }] }).success).toBe(true);
    const line = { askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '1' };
    expect(reasons({ lines: [line, line] })).toEqual(['lines.1.askDetailId:negotiation.errors.duplicateLine']);
  });

  it('counter-offers carry prices per item and reject duplicates', () => {
    expect(ZCounterQuoteRequest.safeParse({ version: 1, lines: [{ askDetailId: D1, price: '9100' }] }).success).toBe(true);
    expect(ZCounterQuoteRequest.safeParse({ version: 1, lines: [] }).success).toBe(false);
    expect(
      ZCounterQuoteRequest.safeParse({ version: 1, lines: [{ askDetailId: D1, price: '1' }, { askDetailId: D1, price: '2' }] }).success,
    ).toBe(false);
  });
});

describe('quote rules against the ask (§5 Quote price input)', () => {
  it('a fixed price lies between the detail min and max, with the §5 wording', () => {
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '8899.99', weight: '1' }] })).toEqual(['lines.0.price:negotiation.errors.priceBetween']);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9400.01', weight: '1' }] })).toEqual(['lines.0.price:negotiation.errors.priceBetween']);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '8900', weight: '1' }] })).toEqual([]);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9400', weight: '1' }] })).toEqual([]);
    expect(priceProblem({ quoteType: 'FIXED', price: '1', minPrice: '8900', maxPrice: '9400', field: 'p' })).toEqual({
      field: 'p',
      reasonKey: 'negotiation.errors.priceBetween',
      params: { min: '8,900', max: '9,400' },
    });
  });

  it('skips the range for formula types: LME is a percent, CMX minus cents/lb, Chinese bases minus CNY', () => {
    expect(problems({ confirmMethodMismatch: true, lines: [{ askDetailId: D1, quoteType: 'LME', price: '95', weight: '1' }] })).toEqual([]);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'LME', price: '0', weight: '1' }] })).toEqual(['lines.0.price:negotiation.errors.percentRange']);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'LME', price: '200.01', weight: '1' }] })).toEqual(['lines.0.price:negotiation.errors.percentRange']);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'CMX', price: '35', weight: '1' }] })).toEqual([]);
    // A negative discount is a premium.
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'CMX', price: '-2', weight: '1' }] })).toEqual([]);
    const cn: TAskForQuote = { ...ask, market: 'cn', loadingCountryId: 100 };
    for (const quoteType of ['SHCU', 'CJCU', 'JLCU', 'BTAL']) {
      expect(problems({ lines: [{ askDetailId: D1, quoteType, price: '1200', weight: '1' }] }, cn), quoteType).toEqual([]);
    }
  });

  it('a fixed price must be positive even without a range; formula types are offered per market', () => {
    expect(problems({ lines: [{ askDetailId: D2, quoteType: 'FIXED', price: '0', weight: '1' }] })).toEqual(['lines.0.price:negotiation.errors.mustBePositive']);
    expect(problems({ lines: [{ askDetailId: D2, quoteType: 'SHCU', price: '100', weight: '1' }] })).toEqual(['lines.0.quoteType:negotiation.errors.quoteTypeMarket']);
  });

  it('FAS only from the US; the China market in tonnes only', () => {
    expect(problems({ term: 'FAS' })).toEqual([]);
    expect(problems({ term: 'FAS' }, { ...ask, loadingCountryId: 100 })).toEqual(['term:negotiation.errors.fasOnlyUs']);
    expect(problems({ weightUnit: 'LBS', lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '2204.62' }] }, { ...ask, market: 'cn' })).toContain(
      'weightUnit:negotiation.errors.cnOnlyMt',
    );
  });

  it('quotes only items of the ask and no more weight than offered (lb converted exactly)', () => {
    expect(problems({ lines: [{ askDetailId: ASK, quoteType: 'FIXED', price: '9000', weight: '1' }] })).toEqual(['lines.0.askDetailId:negotiation.errors.unknownLine']);
    expect(problems({ lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '20.500001' }] })).toEqual(['lines.0.weight:negotiation.errors.weightAboveOffer']);
    // 20.5 MT = 45194.71 lb.
    expect(problems({ weightUnit: 'LBS', lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '45194.71' }] })).toEqual([]);
    expect(problems({ weightUnit: 'LBS', lines: [{ askDetailId: D1, quoteType: 'FIXED', price: '9000', weight: '45195' }] })).toEqual(['lines.0.weight:negotiation.errors.weightAboveOffer']);
  });

  it('remark: at most 50 characters in zh and 100 in en (§5 Bargain remark)', () => {
    const zh50 = '好'.repeat(50);
    expect(remarkProblem(zh50, 'zh')).toBeNull();
    expect(remarkProblem(`${zh50}好`, 'zh')).toEqual({ field: 'remark', reasonKey: 'tooLong', params: { max: 50 } });
    expect(remarkProblem('a'.repeat(100), 'en')).toBeNull();
    expect(problems({ remark: 'a'.repeat(60) }, ask, 'zh')).toEqual(['remark:tooLong']);
    expect(problems({ remark: 'a'.repeat(60) }, ask, 'en')).toEqual([]);
    expect(reasons({ remark: 'a'.repeat(101) })).toEqual(['remark:too_big']);
  });

  it('asks "continue or not" when a method differs from the seller preference (§4)', () => {
    expect(quoteMethodDiffers({ lines: [{ quoteType: 'FIXED' }] as never }, 'FIXED')).toBe(false);
    expect(quoteMethodDiffers({ lines: [{ quoteType: 'FIXED' }, { quoteType: 'LME' }] as never }, 'FIXED')).toBe(true);
    expect(quoteMethodDiffers({ lines: [{ quoteType: 'LME' }] as never }, null)).toBe(false);
  });

  it('the seller and their agent cannot quote their own ask (§8)', () => {
    expect(isOwnAsk({ sellerUserId: 'a', agentUserId: null }, 'a')).toBe(true);
    expect(isOwnAsk({ sellerUserId: 'a', agentUserId: 'g' }, 'g')).toBe(true);
    expect(isOwnAsk({ sellerUserId: 'a', agentUserId: 'g' }, 'b')).toBe(false);
  });
});
