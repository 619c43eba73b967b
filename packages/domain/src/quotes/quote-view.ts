import { z } from 'zod';
import { ASK_STATES, FIXING_SIDES, PAYMENT_TIMINGS } from '../ask.ts';
import { MARKETS } from '../market.ts';
import { QUOTE_TYPES } from '../quote-method.ts';
import { WEIGHT_UNITS } from '../weight.ts';
import { BUYER_SIDE_STATUSES, QUOTE_LABELS } from './buyer-status.ts';
import { QUOTE_TERMS } from './quote-input.ts';
import { QUOTE_ACTIONS, QUOTE_ACTORS, QUOTE_STATES, USER_QUOTE_ACTIONS } from './quote-machine.ts';
import { zPositiveInt4 } from '../int4.ts';

/** What the quote endpoints answer (§3 Trade quote, My quote, Quote content; §2 inquiry and quote lists). */

const ZCurrency = z.enum(['USD', 'CNY']);

export const ZQuoteLineView = z.object({
  lineId: z.string(),
  askDetailId: z.string(),
  detailName: z.string().nullable(),
  detailNameZh: z.string().nullable(),
  quoteType: z.enum(QUOTE_TYPES),
  deduction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The buyer's latest price (FIXED per MT, or the formula value). */
  price: z.number(),
  /** "$9,150.00/MT", "95% LME", "CMX - 35¢/lb". */
  priceStr: z.string(),
  /** The seller's latest counter for the line, if any. */
  counterPrice: z.number().nullable(),
  counterPriceStr: z.string().nullable(),
  /** The price both agreed on, once the quote is confirmed or dealt. */
  agreedPrice: z.number().nullable(),
  /** MT (and lb, §9), or null when the buyer quoted containers only. */
  weight: z.number().nullable(),
  weightLbs: z.number().nullable(),
  containers: z.number().int().nullable(),
});
export type TQuoteLineView = z.infer<typeof ZQuoteLineView>;

/** One step of the negotiation thread. */
export const ZQuoteEvent = z.object({
  eventId: z.string(),
  action: z.enum(QUOTE_ACTIONS),
  actor: z.enum(QUOTE_ACTORS),
  fromState: z.enum(QUOTE_STATES).nullable(),
  toState: z.enum(QUOTE_STATES),
  /** Prices offered in this step (place, update, counter, buy-now). */
  lines: z.array(z.object({ askDetailId: z.string(), price: z.number(), priceStr: z.string() })).nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TQuoteEvent = z.infer<typeof ZQuoteEvent>;

export const ZQuoteView = z.object({
  quoteId: z.string(),
  askId: z.string(),
  askName: z.string().nullable(),
  askNameZh: z.string().nullable(),
  /** §3 myQuoteDetail.buyerUserId. The seller sees the id only: the platform brokers the deal. */
  buyerUserId: z.string(),
  /** How the caller stands to it. */
  role: z.enum(['buyer', 'seller', 'staff']),
  quoteState: z.enum(QUOTE_STATES),
  /** Send it back with the next action (a newer one answers 110801). */
  version: z.number().int(),
  market: z.enum(MARKETS),
  currency: ZCurrency,
  weightUnit: z.enum(WEIGHT_UNITS),
  term: z.enum(QUOTE_TERMS),
  portId: z.number().int().nullable(),
  destinationPortId: z.number().int().nullable(),
  prepayRate: z.number().int(),
  depositRatio: z.number(),
  balanceRatio: z.number(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  validWhen: z.string().nullable(),
  fixingSide: z.enum(FIXING_SIDES),
  firm: z.boolean(),
  taxIncluded: z.boolean(),
  remark: z.string().nullable(),
  /** Placed as buy-it-now at the firm price. */
  viaBuyNow: z.boolean(),
  /** The buyer confirmed quoting with another method than the seller prefers. */
  methodMismatch: z.boolean(),
  /** The offer at USD/MT at the latest reference prices; null when a reference is missing. */
  normalisedUsdPerMt: z.number().nullable(),
  lines: z.array(ZQuoteLineView),
  /** What the caller may do now (the buttons to show). */
  allowedActions: z.array(z.enum(USER_QUOTE_ACTIONS)),
  contractId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TQuoteView = z.infer<typeof ZQuoteView>;

/** A quote with its negotiation thread (oldest step first). */
export const ZQuoteWithThread = ZQuoteView.extend({ thread: z.array(ZQuoteEvent) });
export type TQuoteWithThread = z.infer<typeof ZQuoteWithThread>;

/** `GET /app-v2/quote/list/buyer` (the buyer's inquiry list) query. */
export const INQUIRY_TABS = ['all', 'open', 'deal', 'closed'] as const;
export const ZInquiryListQuery = z.object({
  tab: z.enum(INQUIRY_TABS).default('all'),
  pageNum: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TInquiryListQuery = z.infer<typeof ZInquiryListQuery>;

export const ZInquiryRow = ZQuoteView.extend({
  askState: z.enum(ASK_STATES),
  buyerStatus: z.enum(BUYER_SIDE_STATUSES),
  label: z.enum(QUOTE_LABELS).nullable(),
});
export const ZInquiryPage = z.object({ rows: z.array(ZInquiryRow), total: z.number().int() });
export type TInquiryRow = z.infer<typeof ZInquiryRow>;
export type TInquiryPage = z.infer<typeof ZInquiryPage>;
export type TInquiryTab = (typeof INQUIRY_TABS)[number];

/** `GET /app-v2/quote/ask/{askId}`: the seller's quotes on one ask, best normalised offer first, each with its thread. */
export const ZAskQuoteList = z.object({
  askId: z.string(),
  askState: z.enum(ASK_STATES),
  /** The reference prices the ranking used (basis → price, with their dates). */
  references: z.array(z.object({ basis: z.string(), price: z.number(), priceDate: z.string() })),
  rows: z.array(ZQuoteWithThread.extend({ rank: z.number().int() })),
  total: z.number().int(),
});
export type TAskQuoteList = z.infer<typeof ZAskQuoteList>;
export type TRankedQuote = TAskQuoteList['rows'][number];

/** §3 Trade quote: who bought and how much. */
export const ZTradeQuote = z.object({ buyerUserId: z.string(), sellerWeight: z.number(), sellerWeightLbs: z.number() });
export type TTradeQuote = z.infer<typeof ZTradeQuote>;

/** §3 My quote: the caller's live quote (quoteState, quoteDetailList with askDetailId, myQuoteDetail.buyerUserId). */
export const ZMyQuote = ZQuoteWithThread.extend({ myQuoteDetail: z.object({ buyerUserId: z.string() }), quoteDetailList: z.array(ZQuoteLineView) });
export type TMyQuote = z.infer<typeof ZMyQuote>;

/**
 * `GET /app-v2/quote/ask/{askId}/status`: everything the detail page needs to draw its quote area for the caller
 * (§4 buyer-side status and labels, §3 tradeQuote / tradeUserId / myQuote).
 */
export const ZAskQuoteStatus = z.object({
  askId: z.string(),
  askState: z.enum(ASK_STATES),
  role: z.enum(['owner', 'tradingBuyer', 'other']),
  buyerStatus: z.enum(BUYER_SIDE_STATUSES),
  label: z.enum(QUOTE_LABELS).nullable(),
  tradeUserId: z.string().nullable(),
  tradeQuote: ZTradeQuote.nullable(),
  myQuote: ZMyQuote.nullable(),
  /** Live quotes on the ask (owner only; null for others). */
  quoteCount: z.number().int().nullable(),
  priceLocked: z.boolean(),
  firmPrice: z.number().nullable(),
  /** A buy-it-now deal is possible for the caller now. */
  canBuyNow: z.boolean(),
  /** A quote (or an update of the caller's quote) is possible now. */
  canQuote: z.boolean(),
  askVersion: z.number().int(),
});
export type TAskQuoteStatus = z.infer<typeof ZAskQuoteStatus>;

/** §3/§4 Contract: created by a deal, pending confirmation, for the orders work to build on. */
export const CONTRACT_STATUSES = ['pending', 'signed', 'voided'] as const;
export const ZContractLine = z.object({
  askDetailId: z.string(),
  detailName: z.string().nullable(),
  detailNameZh: z.string().nullable(),
  quoteType: z.enum(QUOTE_TYPES),
  price: z.number(),
  priceStr: z.string(),
  weight: z.number().nullable(),
  containers: z.number().int().nullable(),
  /** Fixed-price lines only: price × weight. */
  amount: z.number().nullable(),
});
export const ZContract = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  askId: z.string(),
  quoteId: z.string(),
  buyerUserId: z.string(),
  sellerUserId: z.string(),
  market: z.enum(MARKETS),
  currency: ZCurrency,
  term: z.enum(QUOTE_TERMS),
  portId: z.number().int().nullable(),
  destinationPortId: z.number().int().nullable(),
  prepayRate: z.number().int(),
  depositRatio: z.number(),
  balanceRatio: z.number(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  fixingSide: z.enum(FIXING_SIDES),
  taxIncluded: z.boolean(),
  totalWeight: z.number(),
  totalAmount: z.number().nullable(),
  /** The deal waits for staff review (the ask is auditing). */
  underReview: z.boolean(),
  dealAt: z.string(),
  lines: z.array(ZContractLine),
});
export type TContract = z.infer<typeof ZContract>;
export const ZContractParams = z.object({ contractId: z.uuid() });

/** The answer of every mutating quote call: the quote as it is now, and the contract when it made a deal. */
export const ZQuoteActionResult = z.object({ quote: ZQuoteWithThread, contractId: z.string().nullable() });
export type TQuoteActionResult = z.infer<typeof ZQuoteActionResult>;

/** Staff: deals waiting for review. */
export const ZDealReviewPage = z.object({ rows: z.array(ZQuoteView.extend({ sellerUserId: z.string() })), total: z.number().int() });
export const ZDealReviewRequest = z.object({ version: zPositiveInt4(), reason: z.string().trim().max(500).optional() });

/** What the live stream sends (`event: quote`): enough to know which screen to refresh. */
export const ZLiveQuoteEvent = z.object({
  type: z.literal('quote'),
  quoteId: z.string(),
  askId: z.string(),
  action: z.enum(QUOTE_ACTIONS),
  quoteState: z.enum(QUOTE_STATES),
  version: z.number().int(),
  contractId: z.string().nullable(),
});
export type TLiveQuoteEvent = z.infer<typeof ZLiveQuoteEvent>;
