import { z } from 'zod';
import { FIXING_SIDES, PAYMENT_TIMINGS, zDecimal } from '../ask.ts';
import { QUOTE_TYPES } from '../quote-method.ts';
import { reason } from '../validation.ts';
import { WEIGHT_UNITS } from '../weight.ts';
import { zPositiveInt4 } from '../int4.ts';

/**
 * What a buyer sends to quote (§3 Quote content; §5 Quote price input) and what either party sends to counter,
 * accept, reject, recall or cancel. The rules that need the ask (range, own ask, FAS origin, line weights) are in
 * quote-rules.ts; these schemas are the shape rules the web form and the server edge share.
 */

/** §3 "terms/destination": the ask's delivery terms plus CFR, the name some buyers use for CNF. */
export const QUOTE_TERMS = ['EXW', 'FAS', 'FOB', 'CNF', 'CFR', 'CIF'] as const;
export type TQuoteTerm = (typeof QUOTE_TERMS)[number];
/** Terms priced to the buyer's port: a destination port is needed. */
export const DESTINATION_TERMS = ['CNF', 'CFR', 'CIF'] as const satisfies readonly TQuoteTerm[];

export const QUOTE_LIMITS = {
  maxLines: 20,
  priceMax: 100_000_000,
  weightMax: 1_000_000 * 2204.62,
  containersMax: 500,
  /** §5 Bargain remark / §9: at most 50 characters in zh, 100 in en. */
  remarkMax: { zh: 50, en: 100 },
  validWhenMax: 200,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
function blankable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

const ZPrice = zDecimal({ decimals: 2, min: -QUOTE_LIMITS.priceMax, max: QUOTE_LIMITS.priceMax });
/** The edge bound is the longer (en) limit; the language's own limit is checked with the ask (quoteProblems). */
const ZRemark = blankable(z.string().trim().max(QUOTE_LIMITS.remarkMax.en));

/** One quoted detail line: price as FIXED or as a formula value, and the weight (or containers) wanted. */
export const ZQuoteLineInput = z
  .object({
    askDetailId: z.uuid(),
    quoteType: z.enum(QUOTE_TYPES),
    /** FIXED: price per MT in the market currency; LME: the percent; CMX: US cents/lb off; SHCU/CJCU/JLCU/BTAL: CNY/MT off. */
    price: ZPrice,
    /** In the quote's weightUnit; the server stores MT. */
    weight: blankable(zDecimal({ decimals: 6, positive: true, max: QUOTE_LIMITS.weightMax })),
    containers: blankable(z.coerce.number().int().min(1).max(QUOTE_LIMITS.containersMax)),
  })
  .superRefine((v, ctx) => {
    if (v.weight === undefined && v.containers === undefined) ctx.addIssue({ code: 'custom', path: ['weight'], ...reason('required') });
  });
export type TQuoteLineInput = z.infer<typeof ZQuoteLineInput>;

const ZQuoteTermsFields = z.object({
  /** §5 "At least one item must be quoted". */
  lines: z.array(ZQuoteLineInput).min(1).max(QUOTE_LIMITS.maxLines),
  /** The unit of the line weights (§5: the China market accepts only tons). */
  weightUnit: z.enum(WEIGHT_UNITS).default('MT'),
  term: z.enum(QUOTE_TERMS),
  /** FAS/FOB: the port of loading (PORT dictionary); defaults to the ask's. */
  portId: blankable(zPositiveInt4()),
  /** CNF/CFR/CIF: the port of destination (DESTINATION PORT dictionary). */
  destinationPortId: blankable(zPositiveInt4()),
  /** §5 "Prepay rate is an integer 0-100". */
  prepayRate: z.coerce.number().int().min(0).max(100),
  /** §5/§9 payment ratio: one decimal, deposit + balance = 100. */
  depositRatio: zDecimal({ decimals: 1, min: 0, max: 100 }),
  balanceRatio: zDecimal({ decimals: 1, min: 0, max: 100 }),
  /** §9 payment timing list. */
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  /** §3 "valid-when market condition": the market condition the offer holds under ("while LME cash < 9,800"). */
  validWhen: blankable(z.string().trim().max(QUOTE_LIMITS.validWhenMax)),
  /** §3/§9 price-fixing side. */
  fixingSide: z.enum(FIXING_SIDES).default('undecided'),
  /** §3 "firm price": the buyer will not bargain further on this offer. */
  firm: z.boolean().default(false),
  /** §3 "tax inclusion". */
  taxIncluded: z.boolean().default(false),
  remark: ZRemark,
});
type TQuoteTermsFields = z.infer<typeof ZQuoteTermsFields>;

function refineTerms(v: TQuoteTermsFields, ctx: z.RefinementCtx) {
  // Compared in tenths so 33.3 + 66.7 is exactly 100.
  if (Math.round(Number(v.depositRatio) * 10) + Math.round(Number(v.balanceRatio) * 10) !== 1000) {
    ctx.addIssue({ code: 'custom', path: ['balanceRatio'], ...reason('negotiation.errors.ratioTotal') });
  }
  if ((DESTINATION_TERMS as readonly string[]).includes(v.term) && v.destinationPortId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['destinationPortId'], ...reason('required') });
  }
  const seen = new Set<string>();
  v.lines.forEach((l, i) => {
    if (seen.has(l.askDetailId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'askDetailId'], ...reason('negotiation.errors.duplicateLine') });
    seen.add(l.askDetailId);
  });
}

/** `POST /app-v2/quote`: a buyer quotes an ask. */
export const ZPlaceQuoteRequest = ZQuoteTermsFields.extend({
  askId: z.uuid(),
  /** §4: the buyer answered "continue" to the quote-method-differs question (code 1102 otherwise). */
  confirmMethodMismatch: z.boolean().default(false),
}).superRefine(refineTerms);
export type TPlaceQuoteRequest = z.infer<typeof ZPlaceQuoteRequest>;

/** `PUT /app-v2/quote/{quoteId}`: the buyer rewrites a waiting, refused or recalled quote (back to waiting). */
export const ZUpdateQuoteRequest = ZQuoteTermsFields.extend({
  version: zPositiveInt4(),
  confirmMethodMismatch: z.boolean().default(false),
}).superRefine(refineTerms);
export type TUpdateQuoteRequest = z.infer<typeof ZUpdateQuoteRequest>;

export type TQuoteTermsInput = TQuoteTermsFields;

/** `POST /app-v2/quote/{quoteId}/counter`: new prices for some or all quoted lines, and the bargain remark. */
export const ZCounterQuoteRequest = z
  .object({
    version: zPositiveInt4(),
    lines: z.array(z.object({ askDetailId: z.uuid(), price: ZPrice })).min(1).max(QUOTE_LIMITS.maxLines),
    remark: ZRemark,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.askDetailId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'askDetailId'], ...reason('negotiation.errors.duplicateLine') });
      seen.add(l.askDetailId);
    });
  });
export type TCounterQuoteRequest = z.infer<typeof ZCounterQuoteRequest>;

/** accept, recall, cancel: the version the caller read (a newer one means the screen is stale: 110801). */
export const ZQuoteActionRequest = z.object({ version: zPositiveInt4() });
/** reject may say why (the bargain remark limits apply). */
export const ZRejectQuoteRequest = ZQuoteActionRequest.extend({ remark: ZRemark });

/** `POST /app-v2/quote/buy-now`: the whole lot at the ask's firm price, on the ask's own terms (§4 direct deal). */
export const ZBuyNowRequest = z.object({
  askId: z.uuid(),
  /** The ask version the buyer saw; a changed ask (new firm price, edited lines) answers 110801. */
  askVersion: blankable(zPositiveInt4()),
});
export type TBuyNowRequest = z.infer<typeof ZBuyNowRequest>;

export const ZQuoteParams = z.object({ quoteId: z.uuid() });
export const ZQuoteAskParams = z.object({ askId: z.uuid() });

/** The header that makes a retried mutation safe: the same key and body answer the stored response. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;
