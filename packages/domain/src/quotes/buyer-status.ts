import type { TAskState } from '../ask.ts';
import type { TQuoteState } from './quote-machine.ts';

/**
 * §4 Buyer-side status of an ask and §4 "Other ask and quote labels", computed once on the server from the ask, the
 * trade on it and the viewer's own quote; the web only renders them.
 */
export const BUYER_SIDE_STATUSES = ['beforeQuote', 'waiting', 'dicker', 'bargaining', 'confirm', 'buymyslef', 'sold', 'auditing'] as const;
export type TBuyerSideStatus = (typeof BUYER_SIDE_STATUSES)[number];

/**
 * §4, in order:
 * - buymyslef: the ask is done or auditing and the current user is the trading buyer;
 * - sold: done and another user traded;
 * - auditing: ask under audit;
 * - waiting: quote waiting, or refused; dicker, bargaining, confirm as the quote is;
 * - beforeQuote: no quote yet (a recalled, cancelled, rejected, expired or lost quote is no live quote either).
 */
export function buyerSideStatus(opts: {
  askState: TAskState;
  tradeUserId: string | null;
  viewerUserId: string;
  myQuoteState: TQuoteState | null;
}): TBuyerSideStatus {
  const { askState, tradeUserId, viewerUserId, myQuoteState } = opts;
  if ((askState === 'deal' || askState === 'auditing') && tradeUserId !== null && tradeUserId === viewerUserId) return 'buymyslef';
  if (askState === 'deal') return 'sold';
  if (askState === 'auditing') return 'auditing';
  switch (myQuoteState) {
    case 'waiting':
    case 'refuse':
      return 'waiting';
    case 'dicker':
    case 'bargaining':
    case 'confirm':
      return myQuoteState;
    default:
      return 'beforeQuote';
  }
}

/** §4 Other ask and quote labels. */
export const QUOTE_LABELS = [
  'active',
  /** price locked with transaction in review (seller view) */
  'lockedInReview',
  /** your price locked, to be confirmed */
  'yourPriceLocked',
  /** another's price locked */
  'anotherPriceLocked',
  /** sold / closed */
  'sold',
  'bought',
  'rejected',
  'expired',
  'deleted',
  'new',
  'refused',
  'quoted',
  'noQuote',
] as const;
export type TQuoteLabel = (typeof QUOTE_LABELS)[number];

/** Who is looking: the ask's owner (seller or their agent), the buyer holding the lock or the trade, or anyone else. */
export type TViewerRole = 'owner' | 'tradingBuyer' | 'other';

/**
 * The label of an ask for one viewer. §4 "The auditing label differs for the owner, the buyer of the quote and
 * others": a deal under review reads "price locked, transaction in review" to the owner, "your price locked, to be
 * confirmed" to its buyer and "another's price locked" to the rest; a price the seller accepted and the buyer has
 * not confirmed yet reads the same way. Null where the ask's own status line says it all (a draft, an ask in
 * publication review): those asks take no quotes.
 */
export function quoteLabel(opts: {
  role: TViewerRole;
  askState: TAskState;
  /** The ask is auditing because of a deal (not a new publication in review). */
  dealUnderReview: boolean;
  /** Some buyer's price is locked (a quote in confirm). */
  priceLocked: boolean;
  myQuoteState: TQuoteState | null;
  /** Live quotes on the ask (the owner's "quoted" / "no quote"). */
  quoteCount: number;
  clickCount: number;
}): TQuoteLabel | null {
  const { role, askState } = opts;
  switch (askState) {
    case 'deleted':
      return 'deleted';
    case 'refused':
      return 'rejected';
    case 'expired':
      return 'expired';
    case 'deal':
      return role === 'tradingBuyer' ? 'bought' : 'sold';
    case 'draft':
      return null;
    case 'auditing':
      if (!opts.dealUnderReview) return null;
      return role === 'owner' ? 'lockedInReview' : role === 'tradingBuyer' ? 'yourPriceLocked' : 'anotherPriceLocked';
    case 'active':
      break;
  }
  if (opts.priceLocked) return role === 'owner' ? 'lockedInReview' : role === 'tradingBuyer' ? 'yourPriceLocked' : 'anotherPriceLocked';
  if (role === 'owner') return opts.quoteCount > 0 ? 'quoted' : 'noQuote';
  switch (opts.myQuoteState) {
    case 'waiting':
    case 'dicker':
    case 'bargaining':
      return 'quoted';
    case 'refuse':
      return 'refused';
    case 'rejected':
      return 'rejected';
    default:
      // §4 New tag: not yet clicked by anyone.
      return opts.clickCount === 0 ? 'new' : 'active';
  }
}
