import { describe, expect, it } from 'vitest';
import { ASK_STATES } from '../ask.ts';
import { buyerSideStatus, quoteLabel } from './buyer-status.ts';
import { QUOTE_STATES } from './quote-machine.ts';

const me = 'me';
const other = 'other';

describe('buyer-side status of an ask (§4)', () => {
  it('buymyslef when the ask is done or auditing and I traded it', () => {
    expect(buyerSideStatus({ askState: 'deal', tradeUserId: me, viewerUserId: me, myQuoteState: 'deal' })).toBe('buymyslef');
    expect(buyerSideStatus({ askState: 'auditing', tradeUserId: me, viewerUserId: me, myQuoteState: 'auditing' })).toBe('buymyslef');
  });

  it('sold when done by another; auditing when under audit', () => {
    expect(buyerSideStatus({ askState: 'deal', tradeUserId: other, viewerUserId: me, myQuoteState: 'lost' })).toBe('sold');
    expect(buyerSideStatus({ askState: 'deal', tradeUserId: other, viewerUserId: me, myQuoteState: null })).toBe('sold');
    expect(buyerSideStatus({ askState: 'auditing', tradeUserId: other, viewerUserId: me, myQuoteState: 'waiting' })).toBe('auditing');
    expect(buyerSideStatus({ askState: 'auditing', tradeUserId: null, viewerUserId: me, myQuoteState: null })).toBe('auditing');
  });

  it('follows my quote on a live ask: waiting (or refused), dicker, bargaining, confirm', () => {
    const expected: Record<string, string> = {
      waiting: 'waiting',
      refuse: 'waiting',
      dicker: 'dicker',
      bargaining: 'bargaining',
      confirm: 'confirm',
    };
    for (const state of QUOTE_STATES) {
      expect(buyerSideStatus({ askState: 'active', tradeUserId: null, viewerUserId: me, myQuoteState: state }), state).toBe(expected[state] ?? 'beforeQuote');
    }
    expect(buyerSideStatus({ askState: 'active', tradeUserId: null, viewerUserId: me, myQuoteState: null })).toBe('beforeQuote');
  });

  it('gives every ask state an answer', () => {
    for (const askState of ASK_STATES) {
      expect(buyerSideStatus({ askState, tradeUserId: null, viewerUserId: me, myQuoteState: null })).toBeTypeOf('string');
    }
  });
});

describe('ask and quote labels (§4 Other ask and quote labels)', () => {
  const base = { dealUnderReview: false, priceLocked: false, myQuoteState: null, quoteCount: 0, clickCount: 3 } as const;

  it('a deal under review differs for the owner, the buyer of the quote and others', () => {
    const at = { ...base, askState: 'auditing', dealUnderReview: true } as const;
    expect(quoteLabel({ ...at, role: 'owner' })).toBe('lockedInReview');
    expect(quoteLabel({ ...at, role: 'tradingBuyer' })).toBe('yourPriceLocked');
    expect(quoteLabel({ ...at, role: 'other' })).toBe('anotherPriceLocked');
    // An ask in publication review is the ask status line's business.
    expect(quoteLabel({ ...base, askState: 'auditing', role: 'owner' })).toBeNull();
    expect(quoteLabel({ ...base, askState: 'draft', role: 'owner' })).toBeNull();
  });

  it('a locked price reads the same three ways on a live ask', () => {
    const at = { ...base, askState: 'active', priceLocked: true } as const;
    expect(quoteLabel({ ...at, role: 'owner' })).toBe('lockedInReview');
    expect(quoteLabel({ ...at, role: 'tradingBuyer', myQuoteState: 'confirm' })).toBe('yourPriceLocked');
    expect(quoteLabel({ ...at, role: 'other', myQuoteState: 'waiting' })).toBe('anotherPriceLocked');
  });

  it('sold/closed, bought, rejected, expired, deleted', () => {
    expect(quoteLabel({ ...base, askState: 'deal', role: 'owner' })).toBe('sold');
    expect(quoteLabel({ ...base, askState: 'deal', role: 'tradingBuyer' })).toBe('bought');
    expect(quoteLabel({ ...base, askState: 'deal', role: 'other' })).toBe('sold');
    expect(quoteLabel({ ...base, askState: 'refused', role: 'owner' })).toBe('rejected');
    expect(quoteLabel({ ...base, askState: 'expired', role: 'other' })).toBe('expired');
    expect(quoteLabel({ ...base, askState: 'deleted', role: 'owner' })).toBe('deleted');
  });

  it('the owner sees quoted / no quote; a buyer sees quoted, refused, rejected, new or active', () => {
    expect(quoteLabel({ ...base, askState: 'active', role: 'owner' })).toBe('noQuote');
    expect(quoteLabel({ ...base, askState: 'active', role: 'owner', quoteCount: 2 })).toBe('quoted');
    for (const s of ['waiting', 'dicker', 'bargaining'] as const) expect(quoteLabel({ ...base, askState: 'active', role: 'other', myQuoteState: s })).toBe('quoted');
    expect(quoteLabel({ ...base, askState: 'active', role: 'other', myQuoteState: 'refuse' })).toBe('refused');
    expect(quoteLabel({ ...base, askState: 'active', role: 'other', myQuoteState: 'rejected' })).toBe('rejected');
    expect(quoteLabel({ ...base, askState: 'active', role: 'other', clickCount: 0 })).toBe('new');
    expect(quoteLabel({ ...base, askState: 'active', role: 'other', myQuoteState: 'cancelled' })).toBe('active');
  });
});
