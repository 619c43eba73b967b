import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation.ts';
import { dealFulfils, effectiveRequestState, offerRefusal, offerWithdrawalRefusal, targetPriceProblem, validityProblem, ZPostBuyerRequest } from './buyer-request.ts';

const now = new Date('2026-11-26T10:00:00Z');
const base = {
  market: 'intl',
  grades: [{ categoryId: 1, subCategoryId: 11 }],
  weight: '40',
  quoteType: 'FIXED',
  targetPrice: '9000',
  deliveryTerm: 'CIF',
  destinationPortId: 410,
  depositRatio: '30',
  balanceRatio: '70',
  paymentTiming: 'against_bl_copy',
  validUntil: '2026-12-10',
};
const problems = (patch: Record<string, unknown>) => {
  const r = ZPostBuyerRequest.safeParse({ ...base, ...patch });
  return r.success ? [] : r.error.issues.map((i) => `${describeIssue(i).field}:${describeIssue(i).reasonKey}`);
};

describe('[BUYER-REQUESTS] request rules', () => {
  it('accepts a complete request and needs weight or containers, the port its terms need, ratios of 100', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ weight: '', containers: 4 })).toEqual([]);
    expect(problems({ weight: '' })).toEqual(['weight:required']);
    expect(problems({ destinationPortId: '' })).toEqual(['destinationPortId:choose']);
    expect(problems({ deliveryTerm: 'FOB', destinationPortId: '' })).toEqual(['portId:choose']);
    expect(problems({ balanceRatio: '60' })).toEqual(['balanceRatio:listings.errors.ratioTotal']);
    expect(problems({ grades: [] })[0]).toMatch(/^grades:/);
    expect(problems({ grades: [{ categoryId: 1, subCategoryId: 11 }, { categoryId: 1, subCategoryId: 11 }] })).toEqual(['grades.1.subCategoryId:buyerRequests.errors.duplicateGrade']);
    expect(problems({ validUntil: '2026-02-30' })).toEqual(['validUntil:invalidFormat']);
  });

  it('prices the target as quotes do: fixed above 0, LME a percent up to 200, minus formulas any discount; methods of the market only', () => {
    expect(targetPriceProblem('FIXED', '0')).toBe('listings.errors.mustBePositive');
    expect(targetPriceProblem('LME', '95')).toBeNull();
    expect(targetPriceProblem('LME', '201')).toBe('listings.errors.percentRange');
    expect(targetPriceProblem('CMX', '-35')).toBeNull();
    expect(problems({ quoteType: 'SHCU', targetPrice: '1200' })).toEqual(['quoteType:listings.errors.quoteTypeMarket']);
    expect(problems({ market: 'cn', quoteType: 'SHCU', targetPrice: '1200' })).toEqual([]);
  });

  it('validity: today up to 90 days ahead (UTC); a live request past its day reads expired', () => {
    expect(validityProblem('2026-11-26', now)).toBeNull();
    expect(validityProblem('2026-11-25', now)).toBe('buyerRequests.errors.validityPast');
    expect(validityProblem('2027-02-24', now)).toBeNull();
    expect(validityProblem('2027-02-25', now)).toBe('buyerRequests.errors.validityTooFar');
    expect(effectiveRequestState('live', '2026-11-26', now)).toBe('live');
    expect(effectiveRequestState('live', '2026-11-25', now)).toBe('expired');
    expect(effectiveRequestState('fulfilled', '2026-11-25', now)).toBe('fulfilled');
  });

  it('offers: only on a live request, never on the buyer own (or company) request, only the supplier own ask in review or live on the same market, once', () => {
    const request = { state: 'live' as const, validUntil: '2026-12-01', buyerUserId: 'b', companyId: 'cb', market: 'intl' as const };
    const ask = { sellerUserId: 's', agentUserId: null, state: 'active', market: 'intl', expired: false };
    const refusal = (patch: { request?: object; supplier?: object; ask?: object | null; alreadyOffered?: boolean }) =>
      offerRefusal({
        now,
        request: { ...request, ...patch.request },
        supplier: { userId: 's', companyId: 'cs', ...patch.supplier },
        ask: patch.ask === null ? null : { ...ask, ...patch.ask },
        alreadyOffered: patch.alreadyOffered ?? false,
      });
    expect(refusal({})).toBeNull();
    expect(refusal({ request: { validUntil: '2026-11-25' } })).toBe('notOpen');
    expect(refusal({ request: { state: 'fulfilled' } })).toBe('notOpen');
    expect(refusal({ supplier: { userId: 'b' } })).toBe('ownRequest');
    expect(refusal({ supplier: { companyId: 'cb' } })).toBe('ownRequest');
    expect(refusal({ ask: { sellerUserId: 'x' } })).toBe('notYourAsk');
    expect(refusal({ ask: { sellerUserId: 'x', agentUserId: 's' } })).toBeNull();
    expect(refusal({ ask: null })).toBe('notYourAsk');
    expect(refusal({ ask: { state: 'auditing' } })).toBeNull();
    expect(refusal({ ask: { state: 'deal' } })).toBe('askNotOffered');
    expect(refusal({ ask: { expired: true } })).toBe('askNotOffered');
    expect(refusal({ ask: { market: 'cn' } })).toBe('otherMarket');
    expect(refusal({ alreadyOffered: true })).toBe('alreadyOffered');
  });

  it('a deal fulfils the request when it covers the weight (exact decimals) or, for a container count, the containers', () => {
    expect(dealFulfils({ weight: '40', containers: null }, { weight: '39.999999', containers: 0 })).toBe(false);
    expect(dealFulfils({ weight: '40', containers: null }, { weight: '40.000000', containers: 0 })).toBe(true);
    expect(dealFulfils({ weight: null, containers: 4 }, { weight: '0', containers: 4 })).toBe(true);
    expect(dealFulfils({ weight: null, containers: 4 }, { weight: '100', containers: 3 })).toBe(false);
  });

  it('only the offering company withdraws an offer, and not once its ask is in a deal with the buyer', () => {
    const offer = { supplierUserId: 's', askCompanyId: 'cs' };
    expect(offerWithdrawalRefusal({ caller: { userId: 's', companyId: 'cs' }, offer, inDeal: false })).toBeNull();
    expect(offerWithdrawalRefusal({ caller: { userId: 'colleague', companyId: 'cs' }, offer, inDeal: false })).toBeNull();
    expect(offerWithdrawalRefusal({ caller: { userId: 'b', companyId: 'cb' }, offer, inDeal: false })).toBe('notYours');
    expect(offerWithdrawalRefusal({ caller: { userId: 'x', companyId: null }, offer: { supplierUserId: 's', askCompanyId: null }, inDeal: false })).toBe('notYours');
    expect(offerWithdrawalRefusal({ caller: { userId: 's', companyId: 'cs' }, offer, inDeal: true })).toBe('inDeal');
    // A stranger learns nothing about the deal either.
    expect(offerWithdrawalRefusal({ caller: { userId: 'b', companyId: 'cb' }, offer, inDeal: true })).toBe('notYours');
  });

  it('spec documents: at most five, none twice', () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const base = {
      market: 'intl', grades: [{ categoryId: 1, subCategoryId: 2 }], weight: '10', quoteType: 'FIXED', targetPrice: '9000', deliveryTerm: 'EXW',
      depositRatio: '30', balanceRatio: '70', paymentTiming: 'against_bl_copy', validUntil: '2026-12-01',
    };
    expect(ZPostBuyerRequest.safeParse({ ...base, specFileIds: [1, 2, 3, 4, 5].map(id) }).success).toBe(true);
    const many = ZPostBuyerRequest.safeParse({ ...base, specFileIds: [1, 2, 3, 4, 5, 6].map(id) });
    expect(many.error?.issues.map(describeIssue)).toEqual([{ field: 'specFileIds', reasonKey: 'buyerRequests.errors.tooManySpecs' }]);
    const twice = ZPostBuyerRequest.safeParse({ ...base, specFileIds: [id(1), id(1)] });
    expect(twice.error?.issues.map(describeIssue)[0]).toMatchObject({ field: 'specFileIds', reasonKey: 'listings.errors.duplicateMedia' });
  });
});
