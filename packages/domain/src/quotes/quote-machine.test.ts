import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  askStateAfterDeal,
  dealNeedsReview,
  effectiveQuoteState,
  QUOTE_ACTIONS,
  QUOTE_ACTORS,
  QUOTE_STATES,
  transition,
  type TQuoteAction,
  type TQuoteActor,
  type TQuoteState,
} from './quote-machine.ts';

type TRow = [TQuoteAction, TQuoteActor, TQuoteState | null, TQuoteState | 'dealOrAuditing', string[]?];

/** The whole allowed table, written out independently of the implementation: anything not here must be refused. */
const ALLOWED: TRow[] = [
  ['place', 'buyer', null, 'waiting'],
  ['place', 'buyer', 'cancelled', 'waiting'],
  ['place', 'buyer', 'rejected', 'waiting'],
  ['place', 'buyer', 'expired', 'waiting'],
  ['place', 'buyer', 'lost', 'waiting'],
  ['update', 'buyer', 'waiting', 'waiting'],
  ['update', 'buyer', 'refuse', 'waiting'],
  ['update', 'buyer', 'recalled', 'waiting'],
  ['counter', 'seller', 'waiting', 'dicker'],
  ['counter', 'seller', 'bargaining', 'dicker'],
  ['counter', 'seller', 'dicker', 'dicker'],
  ['counter', 'buyer', 'dicker', 'bargaining'],
  ['counter', 'buyer', 'bargaining', 'bargaining'],
  ['accept', 'seller', 'waiting', 'confirm', ['lockPrice']],
  ['accept', 'seller', 'bargaining', 'confirm', ['lockPrice']],
  ['accept', 'buyer', 'dicker', 'dealOrAuditing', ['makeDeal']],
  ['accept', 'buyer', 'confirm', 'dealOrAuditing', ['makeDeal', 'unlockPrice']],
  ['reject', 'seller', 'waiting', 'refuse'],
  ['reject', 'seller', 'dicker', 'refuse'],
  ['reject', 'seller', 'bargaining', 'refuse'],
  ['reject', 'buyer', 'dicker', 'rejected'],
  ['reject', 'buyer', 'confirm', 'rejected', ['unlockPrice', 'forwardFirmPrice']],
  ['recall', 'buyer', 'waiting', 'recalled'],
  ['recall', 'buyer', 'bargaining', 'recalled'],
  ...(['waiting', 'dicker', 'bargaining', 'refuse', 'recalled'] as const).map((s): TRow => ['cancel', 'buyer', s, 'cancelled']),
  ...([null, 'waiting', 'dicker', 'bargaining', 'refuse', 'recalled', 'cancelled', 'rejected', 'expired', 'lost'] as const).map(
    (s): TRow => ['buyNow', 'buyer', s, 'dealOrAuditing', ['makeDeal']],
  ),
  ['expire', 'system', 'waiting', 'expired'],
  ['expire', 'system', 'dicker', 'expired'],
  ['expire', 'system', 'bargaining', 'expired'],
  ['expire', 'system', 'confirm', 'expired', ['unlockPrice']],
  ...(['waiting', 'dicker', 'bargaining', 'confirm', 'refuse', 'recalled'] as const).map((s): TRow => ['lose', 'system', s, 'lost']),
  ['approveDeal', 'staff', 'auditing', 'deal', ['finaliseDeal']],
  ['refuseDeal', 'staff', 'auditing', 'refuse', ['reopenAsk']],
];

const STATES: (TQuoteState | null)[] = [null, ...QUOTE_STATES];

describe('quote state machine (§4 Quote flow)', () => {
  it('allows exactly the table, with its effects, and refuses everything else with the right reason', () => {
    let checked = 0;
    for (const action of QUOTE_ACTIONS) {
      const actorsOfAction = new Set(ALLOWED.filter((r) => r[0] === action).map((r) => r[1]));
      for (const actor of QUOTE_ACTORS) {
        for (const state of STATES) {
          for (const needsReview of [false, true]) {
            checked++;
            const row = ALLOWED.find((r) => r[0] === action && r[1] === actor && r[2] === state);
            const got = transition({ state, action, actor, needsReview });
            if (row) {
              const to = row[3] === 'dealOrAuditing' ? (needsReview ? 'auditing' : 'deal') : row[3];
              expect(got, `${action} by ${actor} from ${state}`).toEqual({ ok: true, to, effects: row[4] ?? [] });
            } else {
              const reason = actorsOfAction.has(actor) ? 'wrongState' : 'wrongParty';
              expect(got, `${action} by ${actor} from ${state}`).toEqual({ ok: false, reason });
            }
          }
        }
      }
    }
    expect(checked).toBe(QUOTE_ACTIONS.length * QUOTE_ACTORS.length * STATES.length * 2);
  });

  it('walks the flow of the issue: quote, counter, bargain, counter, accept → deal', () => {
    let s: TQuoteState | null = null;
    const step = (action: TQuoteAction, actor: TQuoteActor) => {
      const t = transition({ state: s, action, actor });
      if (!t.ok) throw new Error(`${action} refused from ${s}`);
      s = t.to;
      return s;
    };
    expect(step('place', 'buyer')).toBe('waiting');
    expect(step('counter', 'seller')).toBe('dicker');
    expect(step('counter', 'buyer')).toBe('bargaining');
    expect(step('counter', 'seller')).toBe('dicker');
    expect(step('accept', 'buyer')).toBe('deal');
  });

  it('a seller acceptance locks the price and the buyer confirms (or rejects) it', () => {
    expect(transition({ state: 'waiting', action: 'accept', actor: 'seller' })).toMatchObject({ to: 'confirm', effects: ['lockPrice'] });
    expect(transition({ state: 'confirm', action: 'accept', actor: 'buyer', needsReview: true })).toMatchObject({ to: 'auditing' });
    expect(transition({ state: 'confirm', action: 'reject', actor: 'buyer' })).toMatchObject({ to: 'rejected', effects: ['unlockPrice', 'forwardFirmPrice'] });
    // Nobody but the buyer confirms a lock: a seller accepting again is a stale screen.
    expect(transition({ state: 'confirm', action: 'accept', actor: 'seller' })).toEqual({ ok: false, reason: 'wrongState' });
  });

  it('a deal is final: no party can move it, staff only review an auditing one', () => {
    for (const action of QUOTE_ACTIONS) {
      for (const actor of ['buyer', 'seller'] as const) {
        expect(transition({ state: 'deal', action, actor }).ok, `${action} by ${actor}`).toBe(false);
      }
    }
    expect(transition({ state: 'deal', action: 'approveDeal', actor: 'staff' })).toEqual({ ok: false, reason: 'wrongState' });
  });

  it('lists the buttons of each party', () => {
    expect(allowedActions(null, 'buyer')).toEqual(['buyNow']);
    expect(allowedActions('waiting', 'buyer')).toEqual(['update', 'recall', 'cancel', 'buyNow']);
    expect(allowedActions('waiting', 'seller')).toEqual(['counter', 'accept', 'reject']);
    expect(allowedActions('dicker', 'buyer')).toEqual(['counter', 'accept', 'reject', 'cancel', 'buyNow']);
    expect(allowedActions('dicker', 'seller')).toEqual(['counter', 'reject']);
    expect(allowedActions('confirm', 'buyer')).toEqual(['accept', 'reject']);
    expect(allowedActions('confirm', 'seller')).toEqual([]);
    expect(allowedActions('refuse', 'buyer')).toEqual(['update', 'cancel', 'buyNow']);
    expect(allowedActions('deal', 'buyer')).toEqual([]);
  });

  it('reads open quotes on a lapsed ask, and unconfirmed locks after 48 h, as expired', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(effectiveQuoteState({ state: 'waiting', askExpired: true, lockedAt: null, now })).toBe('expired');
    expect(effectiveQuoteState({ state: 'deal', askExpired: true, lockedAt: null, now })).toBe('deal');
    expect(effectiveQuoteState({ state: 'refuse', askExpired: true, lockedAt: null, now })).toBe('refuse');
    expect(effectiveQuoteState({ state: 'confirm', askExpired: false, lockedAt: new Date('2026-02-27T11:59:00Z'), now })).toBe('expired');
    expect(effectiveQuoteState({ state: 'confirm', askExpired: false, lockedAt: new Date('2026-02-27T12:01:00Z'), now })).toBe('confirm');
    expect(effectiveQuoteState({ state: 'dicker', askExpired: false, lockedAt: null, now })).toBe('dicker');
  });

  it('sends large deals to staff review and puts the ask in auditing', () => {
    expect(dealNeedsReview({ currency: 'USD', fixedAmount: 499_999.99 })).toBe(false);
    expect(dealNeedsReview({ currency: 'USD', fixedAmount: 500_000 })).toBe(true);
    expect(dealNeedsReview({ currency: 'CNY', fixedAmount: 3_000_000 })).toBe(false);
    expect(dealNeedsReview({ currency: 'CNY', fixedAmount: 3_500_000 })).toBe(true);
    expect(askStateAfterDeal(true)).toBe('auditing');
    expect(askStateAfterDeal(false)).toBe('deal');
  });
});
