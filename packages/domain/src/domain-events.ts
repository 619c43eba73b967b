import { z } from 'zod';
import { QUOTE_TYPES } from './quote-method.ts';

/**
 * Domain events: what one area of the server tells the others (ARCHITECTURE.md "areas"). The area where something
 * happens publishes the event inside its transaction; the event is stored in the outbox (domain_events) and every
 * subscriber of another area acts on it — inside the same transaction when its effect must commit with the cause
 * (a deal without its contract must not exist), or after the commit from the stored row (mail). The payloads are
 * validated when published and again when read back from the outbox, so a subscriber never works from a row whose
 * shape drifted.
 */

const ZId = z.uuid();
const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One agreed line of a deal, as the contract records it (§3 Contract lines). */
export const ZDealLine = z.object({
  askDetailId: ZId,
  detailName: z.string().nullable(),
  detailNameZh: z.string().nullable(),
  quoteType: z.enum(QUOTE_TYPES),
  deduction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  price: ZDecimal,
  weight: ZDecimal.nullable(),
  containers: z.number().int().nullable(),
  amount: ZDecimal.nullable(),
});

/** The parties and the ask a deal is about: who hears of it and what they are told. */
const ZDealParties = z.object({
  askId: ZId,
  quoteId: ZId,
  buyerUserId: ZId,
  sellerUserId: ZId,
  /** The seller's agent, when the ask is handled by one (they are told too). */
  agentUserId: ZId.nullable(),
  askName: z.string(),
  /** The ask's Chinese name (its English one when it has none): Chinese notifications name it so (issue 19 item 5). */
  askNameZh: z.string().optional(),
});

/**
 * §4 "deal": a buyer accepted the seller's price or bought now. Carries the agreed terms and lines so the orders area
 * writes the contract from the event alone, and the id the contract takes, so the negotiation can answer with it.
 */
export const ZDealMade = ZDealParties.extend({
  type: z.literal('deal.made'),
  contractId: ZId,
  underReview: z.boolean(),
  market: z.string(),
  currency: z.string(),
  term: z.string(),
  portId: z.number().int().nullable(),
  destinationPortId: z.number().int().nullable(),
  prepayRate: z.number().int(),
  depositRatio: ZDecimal,
  balanceRatio: ZDecimal,
  paymentTiming: z.string(),
  fixingSide: z.string(),
  taxIncluded: z.boolean(),
  totalWeight: ZDecimal,
  totalAmount: ZDecimal.nullable(),
  lines: z.array(ZDealLine),
});

/** §4 a deal under review: staff approved it (final; the ask is sold) or refused it (the ask goes back on the market). */
export const ZDealReviewed = ZDealParties.extend({
  type: z.literal('deal.reviewed'),
  decision: z.enum(['approve', 'refuse']),
  staffUserId: ZId,
  reason: z.string().nullable(),
});

export const ZDomainEvent = z.discriminatedUnion('type', [ZDealMade, ZDealReviewed]);
export type TDomainEvent = z.infer<typeof ZDomainEvent>;
export type TDomainEventType = TDomainEvent['type'];
export type TDomainEventOf<K extends TDomainEventType> = Extract<TDomainEvent, { type: K }>;
export type TDealMade = TDomainEventOf<'deal.made'>;
export type TDealReviewed = TDomainEventOf<'deal.reviewed'>;
