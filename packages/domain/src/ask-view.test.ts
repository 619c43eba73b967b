import { describe, expect, it } from 'vitest';
import { askStatusKey, askTags, buyerStatusOf, effectiveAskState, quoteEndSecondsOf } from './ask-view.ts';

describe('§4 tags', () => {
  const base = { state: 'active' as const, viewerIsSeller: false, clickCount: 0, quoteEndSeconds: 3600, untilSold: false };

  it('New: not the seller, never clicked, not expired', () => {
    expect(askTags(base)).toEqual(['new']);
    expect(askTags({ ...base, viewerIsSeller: true })).toEqual([]);
    expect(askTags({ ...base, clickCount: 1 })).toEqual([]);
    expect(askTags({ ...base, quoteEndSeconds: null, untilSold: true })).toEqual(['new']);
  });

  it('New only while the ask is live: a sold ask (an until-sold one too) or one under review is not New', () => {
    expect(askTags({ ...base, state: 'deal' })).toEqual([]);
    expect(askTags({ ...base, state: 'deal', quoteEndSeconds: null, untilSold: true })).toEqual([]);
    expect(askTags({ ...base, state: 'auditing' })).toEqual([]);
    expect(askTags({ ...base, state: 'expired', quoteEndSeconds: 0 })).toEqual(['expired']);
  });

  it('Expired: quoteEndSeconds 0 and not until sold (inventory)', () => {
    expect(askTags({ ...base, quoteEndSeconds: 0 })).toEqual(['expired']);
    expect(askTags({ ...base, quoteEndSeconds: 0, viewerIsSeller: true, clickCount: 5 })).toEqual(['expired']);
    expect(askTags({ ...base, quoteEndSeconds: null, untilSold: true, clickCount: 3 })).toEqual([]);
  });
});

describe('expiry is derived from valid_until', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('reads an active ask past its end as expired, until-sold never', () => {
    expect(effectiveAskState('active', new Date('2026-05-01T11:59:59Z'), now)).toBe('expired');
    expect(effectiveAskState('active', new Date('2026-05-01T12:00:01Z'), now)).toBe('active');
    expect(effectiveAskState('active', null, now)).toBe('active');
    expect(effectiveAskState('auditing', new Date('2020-01-01T00:00:00Z'), now)).toBe('auditing');
  });
  it('counts the seconds left, 0 once passed, null until sold', () => {
    expect(quoteEndSecondsOf(new Date('2026-05-01T13:00:00.900Z'), now)).toBe(3600);
    expect(quoteEndSecondsOf(new Date('2026-04-01T00:00:00Z'), now)).toBe(0);
    expect(quoteEndSecondsOf(null, now)).toBeNull();
  });
});

describe('§4 labels and buyer-side status before quotes', () => {
  it('words auditing differently for the owner and shows rejected to the seller', () => {
    expect(askStatusKey('auditing', true)).toBe('auditingOwner');
    expect(askStatusKey('auditing', false)).toBe('auditingOther');
    expect(askStatusKey('refused', true)).toBe('rejected');
    expect(askStatusKey('deal', false)).toBe('sold');
    expect(askStatusKey('expired', false)).toBe('expired');
  });
  it('beforeQuote, auditing, sold', () => {
    expect(buyerStatusOf('active')).toBe('beforeQuote');
    expect(buyerStatusOf('auditing')).toBe('auditing');
    expect(buyerStatusOf('deal')).toBe('sold');
  });
});
