/**
 * The quote state machine (§3 My quote quoteState, §4 Quote flow), pure so the server, the web buttons and the tests
 * share one reading of who may do what, when.
 *
 *   waiting ──seller counter──▶ dicker ──buyer counter──▶ bargaining ──seller counter──▶ dicker …
 *   waiting / bargaining ──seller accept──▶ confirm (the price is locked on the ask) ──buyer accept──▶ deal
 *   dicker ──buyer accept (the seller's own price)──▶ deal
 *   a deal staff must review is `auditing` (the ask too) until staff approve (deal) or refuse (refuse)
 *
 * Ends: refuse (seller said no; §4 "waiting: quote waiting, or refused": the buyer may update it back to waiting),
 * recalled (the buyer took an unanswered offer back; may update it), cancelled (the buyer closed it), rejected (the
 * buyer said no to the seller's counter or to the locked deal), expired (the ask stopped taking quotes, or a locked
 * price was not confirmed in time), lost (another buyer traded the ask).
 */
export const QUOTE_STATES = [
  'waiting',
  'dicker',
  'bargaining',
  'confirm',
  'deal',
  'auditing',
  'refuse',
  'recalled',
  'cancelled',
  'rejected',
  'expired',
  'lost',
] as const;
export type TQuoteState = (typeof QUOTE_STATES)[number];

/** Still negotiating: the buyer has one of these at most per ask. */
export const OPEN_QUOTE_STATES = ['waiting', 'dicker', 'bargaining', 'confirm'] as const satisfies readonly TQuoteState[];
/** The buyer can bring these back by updating (or buy now from them); with the open ones, the buyer's "live" quote. */
export const REVIVABLE_QUOTE_STATES = ['refuse', 'recalled'] as const satisfies readonly TQuoteState[];
/** A quote in these holds the ask: one per ask at most (the server's partial unique index agrees). */
export const DEAL_QUOTE_STATES = ['deal', 'auditing'] as const satisfies readonly TQuoteState[];
/** States in which the buyer's row is the current one (one per ask and buyer); the others are history. */
export const LIVE_QUOTE_STATES = [...OPEN_QUOTE_STATES, ...REVIVABLE_QUOTE_STATES, ...DEAL_QUOTE_STATES] as const;

export const QUOTE_ACTIONS = [
  'place',
  'update',
  'counter',
  'accept',
  'reject',
  'recall',
  'cancel',
  'buyNow',
  'expire',
  'lose',
  'approveDeal',
  'refuseDeal',
] as const;
export type TQuoteAction = (typeof QUOTE_ACTIONS)[number];

/** The actions a user can take from the detail page or the lists (the others are the system's and staff's). */
export const USER_QUOTE_ACTIONS = ['update', 'counter', 'accept', 'reject', 'recall', 'cancel', 'buyNow'] as const satisfies readonly TQuoteAction[];
export type TUserQuoteAction = (typeof USER_QUOTE_ACTIONS)[number];

export const QUOTE_ACTORS = ['buyer', 'seller', 'staff', 'system'] as const;
export type TQuoteActor = (typeof QUOTE_ACTORS)[number];

/** What a transition asks the server to do besides changing the quote's state. */
export type TQuoteEffect =
  /** Lock the seller's acceptance on the ask (others see "another's price locked"). */
  | 'lockPrice'
  /** Release a lock (the locked buyer said no, or it expired). */
  | 'unlockPrice'
  /** Make the deal: ask → deal (or auditing), contract, the other quotes lost. */
  | 'makeDeal'
  /** The buyer turned down the locked deal: the ask stays on the market and its firm price goes to the next-best buyers (§4). */
  | 'forwardFirmPrice'
  /** Staff approved the deal under review: the ask is sold and the contract leaves review. */
  | 'finaliseDeal'
  /** Staff refused the deal under review: the ask goes back to the market and the contract is voided. */
  | 'reopenAsk';

export type TTransition =
  | { ok: true; to: TQuoteState; effects: TQuoteEffect[] }
  | { ok: false; reason: 'wrongParty' | 'wrongState' };

type TRule = { actor: TQuoteActor; from: readonly (TQuoteState | null)[]; to: TQuoteState | 'dealOrAuditing'; effects?: TQuoteEffect[] };

/**
 * Every allowed move. `from: null` is "no quote yet". An action whose actor matches but whose state does not is a
 * stale screen (110801); an action by the wrong party is refused (1403).
 */
const RULES: Record<TQuoteAction, readonly TRule[]> = {
  place: [{ actor: 'buyer', from: [null, 'cancelled', 'rejected', 'expired', 'lost'], to: 'waiting' }],
  update: [{ actor: 'buyer', from: ['waiting', 'refuse', 'recalled'], to: 'waiting' }],
  counter: [
    // The seller answers an offer, or revises a counter not yet answered.
    { actor: 'seller', from: ['waiting', 'bargaining', 'dicker'], to: 'dicker' },
    // The buyer answers a counter, or revises their own bargain.
    { actor: 'buyer', from: ['dicker', 'bargaining'], to: 'bargaining' },
  ],
  accept: [
    { actor: 'seller', from: ['waiting', 'bargaining'], to: 'confirm', effects: ['lockPrice'] },
    { actor: 'buyer', from: ['dicker'], to: 'dealOrAuditing', effects: ['makeDeal'] },
    { actor: 'buyer', from: ['confirm'], to: 'dealOrAuditing', effects: ['makeDeal', 'unlockPrice'] },
  ],
  reject: [
    { actor: 'seller', from: ['waiting', 'dicker', 'bargaining'], to: 'refuse' },
    { actor: 'buyer', from: ['dicker'], to: 'rejected' },
    { actor: 'buyer', from: ['confirm'], to: 'rejected', effects: ['unlockPrice', 'forwardFirmPrice'] },
  ],
  recall: [{ actor: 'buyer', from: ['waiting', 'bargaining'], to: 'recalled' }],
  cancel: [{ actor: 'buyer', from: ['waiting', 'dicker', 'bargaining', 'refuse', 'recalled'], to: 'cancelled' }],
  // §4 "A buy-it-now firm price allows a direct deal": from no quote, or from any quote that is not locked.
  buyNow: [
    {
      actor: 'buyer',
      from: [null, 'waiting', 'dicker', 'bargaining', 'refuse', 'recalled', 'cancelled', 'rejected', 'expired', 'lost'],
      to: 'dealOrAuditing',
      effects: ['makeDeal'],
    },
  ],
  expire: [
    { actor: 'system', from: ['waiting', 'dicker', 'bargaining'], to: 'expired' },
    { actor: 'system', from: ['confirm'], to: 'expired', effects: ['unlockPrice'] },
  ],
  lose: [{ actor: 'system', from: ['waiting', 'dicker', 'bargaining', 'confirm', 'refuse', 'recalled'], to: 'lost' }],
  approveDeal: [{ actor: 'staff', from: ['auditing'], to: 'deal', effects: ['finaliseDeal'] }],
  refuseDeal: [{ actor: 'staff', from: ['auditing'], to: 'refuse', effects: ['reopenAsk'] }],
};

/**
 * The next state of a quote, or why the move is not allowed. `needsReview` decides whether a deal is final (deal)
 * or waits for staff (auditing).
 */
export function transition(opts: { state: TQuoteState | null; action: TQuoteAction; actor: TQuoteActor; needsReview?: boolean }): TTransition {
  const rules = RULES[opts.action].filter((r) => r.actor === opts.actor);
  if (rules.length === 0) return { ok: false, reason: 'wrongParty' };
  const rule = rules.find((r) => r.from.includes(opts.state));
  if (!rule) return { ok: false, reason: 'wrongState' };
  const to = rule.to === 'dealOrAuditing' ? (opts.needsReview ? 'auditing' : 'deal') : rule.to;
  return { ok: true, to, effects: rule.effects ?? [] };
}

/** The user actions a party can take on a quote now (what the web shows as buttons). */
export function allowedActions(state: TQuoteState | null, actor: 'buyer' | 'seller'): TUserQuoteAction[] {
  return USER_QUOTE_ACTIONS.filter((action) => transition({ state, action, actor }).ok);
}

export function isOpenQuoteState(state: TQuoteState): boolean {
  return (OPEN_QUOTE_STATES as readonly TQuoteState[]).includes(state);
}

export function isLiveQuoteState(state: TQuoteState): boolean {
  return (LIVE_QUOTE_STATES as readonly TQuoteState[]).includes(state);
}

/**
 * How long a locked price waits for the buyer's confirmation before it lapses (spec silent): two days, so a
 * buyer in another time zone gets a full working day, and the ask is not held off the market for longer.
 */
export const CONFIRM_LOCK_HOURS = 48;

/**
 * The state a reader sees: an open quote on an ask that stopped taking quotes, or a lock not confirmed in time,
 * reads as expired (the next write stores it), the same way an ask past valid_until reads as expired.
 */
export function effectiveQuoteState(opts: { state: TQuoteState; askExpired: boolean; lockedAt: Date | null; now: Date }): TQuoteState {
  if (!isOpenQuoteState(opts.state)) return opts.state;
  if (opts.askExpired) return 'expired';
  if (opts.state === 'confirm' && opts.lockedAt && opts.now.getTime() - opts.lockedAt.getTime() > CONFIRM_LOCK_HOURS * 3600_000) return 'expired';
  return opts.state;
}

/**
 * Deals above these amounts (the fixed-priced part of the lot, in the market currency) wait for staff review before
 * they are final: the spec says some deals are reviewed but not which; the operator's risk is the size of the
 * deposit it brokers, so the rule is the amount (about USD 500,000 in either market).
 */
export const DEAL_REVIEW_THRESHOLD = { USD: 500_000, CNY: 3_500_000 } as const;

export function dealNeedsReview(opts: { currency: 'USD' | 'CNY'; fixedAmount: number }): boolean {
  return opts.fixedAmount >= DEAL_REVIEW_THRESHOLD[opts.currency];
}

/** The ask's state after a deal (§4: "a deal that staff must review puts the ask in auditing"). */
export function askStateAfterDeal(needsReview: boolean): 'deal' | 'auditing' {
  return needsReview ? 'auditing' : 'deal';
}

/**
 * §4 "If a buyer rejects a deal … the seller's firm price is forwarded to other (second best) buyers": how many of
 * the best remaining offers hear about it. Three keeps it a targeted offer, not a broadcast.
 */
export const FIRM_PRICE_FORWARD_COUNT = 3;
