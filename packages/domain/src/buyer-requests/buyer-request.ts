import { z } from 'zod';
import { ASK_LIMITS, DELIVERY_TERMS, PAYMENT_TIMINGS, zDecimal } from '../ask.ts';
import { MARKETS, type TMarket } from '../market.ts';
import { Deduction, QUOTE_METHODS, QUOTE_TYPES, quoteMethodOffered, type TQuoteType } from '../quote-method.ts';
import { INT4_MAX, zPositiveInt4 } from '../int4.ts';
import { reason } from '../validation.ts';

/**
 * Buyer purchase requests (issue 16 item 1; spec §1 "buyer purchase requests (a wanted-scrap market)", §2
 * /buyer-request with a "my posts" tab, §7 `GET /ask/wanted/{id}`). A verified buyer says what they want to buy;
 * staff review it as they review asks; suppliers answer with an offer, which is always one of their asks, so the
 * negotiation runs on the quote machinery of asks (quote → deal → contract) and nothing here bargains.
 */

/**
 * pending: waiting for staff review (a new post, or a live one the buyer edited);
 * live: on the purchase market, suppliers may offer until the end of its validity day (UTC);
 * refused: staff refused it with a reason; the buyer may edit and post it again;
 * expired: its validity day is over (also derived: a live request past validUntil reads expired everywhere);
 * fulfilled: the buyer marked it bought, or a deal on an offered ask covered the quantity asked for;
 * closed: the buyer withdrew it.
 */
export const BUYER_REQUEST_STATES = ['pending', 'live', 'refused', 'expired', 'fulfilled', 'closed'] as const;
export type TBuyerRequestState = (typeof BUYER_REQUEST_STATES)[number];

/** "My posts" tabs. */
export const BUYER_REQUEST_TABS = ['all', 'pending', 'live', 'refused', 'expired', 'fulfilled', 'closed'] as const;
export type TBuyerRequestTab = (typeof BUYER_REQUEST_TABS)[number];

export const BUYER_REQUEST_LIMITS = {
  /** Grades one request names: a mixed container of a few grades, not a catalogue. */
  maxGrades: 5,
  titleMax: 200,
  remarkMax: 1000,
  refuseReasonMax: 500,
  /** §5 photos of an ask are many; a request illustrates, it does not prove: nine pictures (one grid). */
  maxPhotos: 9,
  /** Spec documents (a buyer's specification sheet, an analysis requirement, a sample contract): a few, not an archive. */
  maxSpecs: 5,
  /** A request runs at most 90 days: older wants are stale prices. */
  validityDaysMax: 90,
  containersMax: 500,
  /** Lists stop at 1,000 rows like the buy list (ask.ts BUYER_LIST_MAX_ROWS). */
  listMaxRows: 1_000,
  pageSizeMax: 50,
} as const;

/** States in which the buyer may still change or withdraw the request. */
export const OPEN_BUYER_REQUEST_STATES = ['pending', 'live', 'refused'] as const satisfies readonly TBuyerRequestState[];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
function blankable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}
const ZText = (max: number) => blankable(z.string().trim().max(max));
const ZDictId = blankable(zPositiveInt4());

export const ZBuyerRequestGrade = z.object({
  /** The family (top-level category) of the catalogue. */
  categoryId: zPositiveInt4(),
  /** The grade (its subcategory). */
  subCategoryId: zPositiveInt4(),
});
export type TBuyerRequestGrade = z.infer<typeof ZBuyerRequestGrade>;

/** 'YYYY-MM-DD', a real calendar day. */
const ZDay = z.iso.date();

const ZBuyerRequestFields = z.object({
  market: z.enum(MARKETS),
  title: ZText(BUYER_REQUEST_LIMITS.titleMax),
  grades: z.array(ZBuyerRequestGrade).min(1).max(BUYER_REQUEST_LIMITS.maxGrades),
  /** Metric tons (numeric(18,6)); or containers; at least one of the two. */
  weight: blankable(zDecimal({ decimals: 6, positive: true, max: ASK_LIMITS.weightMax })),
  containers: blankable(z.coerce.number().int().min(1).max(BUYER_REQUEST_LIMITS.containersMax)),
  /** The target price is written as quotes are (§3 Quote method): FIXED per MT, LME a percent, the others a discount. */
  quoteType: z.enum(QUOTE_TYPES),
  targetPrice: zDecimal({ decimals: 2, min: -ASK_LIMITS.priceMax, max: ASK_LIMITS.priceMax }),
  deliveryTerm: z.enum(DELIVERY_TERMS),
  /** FAS/FOB: the port of loading (PORT dictionary). */
  portId: ZDictId,
  /** CNF/CIF: the buyer's port of destination (DESTINATION PORT dictionary). */
  destinationPortId: ZDictId,
  depositRatio: zDecimal({ decimals: 1, min: 0, max: 100 }),
  balanceRatio: zDecimal({ decimals: 1, min: 0, max: 100 }),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  /** Last day suppliers may offer (inclusive, UTC). */
  validUntil: ZDay,
  remark: ZText(BUYER_REQUEST_LIMITS.remarkMax),
  /** Pictures the buyer uploaded (or picked from their album): file ids of their own images. */
  photoFileIds: z.array(z.uuid()).max(BUYER_REQUEST_LIMITS.maxPhotos * 2).default([]),
  /** Spec documents the buyer uploaded (fileType request_spec: PDF, Excel, Word), read by whoever may read the request. */
  specFileIds: z.array(z.uuid()).max(BUYER_REQUEST_LIMITS.maxSpecs * 2).default([]),
});
type TBuyerRequestFields = z.infer<typeof ZBuyerRequestFields>;

/** The price rule of a quote method, as asks apply it (ask.ts refineAsk): a reason key, or null when the price fits. */
export function targetPriceProblem(quoteType: TQuoteType, price: string): string | null {
  const value = Number(price);
  const method = QUOTE_METHODS[quoteType];
  if (method.deduction === Deduction.None && !(value > 0)) return 'listings.errors.mustBePositive';
  if (method.deduction === Deduction.Percent && !(value > 0 && value <= ASK_LIMITS.percentMax)) return 'listings.errors.percentRange';
  return null;
}

function problem(ctx: z.RefinementCtx, path: (string | number)[], key: string) {
  ctx.addIssue({ code: 'custom', path, ...reason(key) });
}

function refineRequest(v: TBuyerRequestFields, ctx: z.RefinementCtx): void {
  if (v.weight === undefined && v.containers === undefined) problem(ctx, ['weight'], 'required');
  if (!quoteMethodOffered(v.quoteType, v.market)) problem(ctx, ['quoteType'], 'listings.errors.quoteTypeMarket');
  const priceKey = targetPriceProblem(v.quoteType, v.targetPrice);
  if (priceKey) problem(ctx, ['targetPrice'], priceKey);
  // The ports are picked from a list: an empty one says "please choose one" (issue 19 item 5).
  if ((v.deliveryTerm === 'CNF' || v.deliveryTerm === 'CIF') && v.destinationPortId === undefined) problem(ctx, ['destinationPortId'], 'choose');
  if ((v.deliveryTerm === 'FAS' || v.deliveryTerm === 'FOB') && v.portId === undefined) problem(ctx, ['portId'], 'choose');
  if (Math.round(Number(v.depositRatio) * 10) + Math.round(Number(v.balanceRatio) * 10) !== 1000) problem(ctx, ['balanceRatio'], 'listings.errors.ratioTotal');
  const seen = new Set<number>();
  v.grades.forEach((g, i) => {
    if (seen.has(g.subCategoryId)) problem(ctx, ['grades', i, 'subCategoryId'], 'buyerRequests.errors.duplicateGrade');
    seen.add(g.subCategoryId);
  });
  if (new Set(v.photoFileIds).size !== v.photoFileIds.length) problem(ctx, ['photoFileIds'], 'listings.errors.duplicateMedia');
  if (v.photoFileIds.length > BUYER_REQUEST_LIMITS.maxPhotos) problem(ctx, ['photoFileIds'], 'buyerRequests.errors.tooManyPhotos');
  if (new Set(v.specFileIds).size !== v.specFileIds.length) problem(ctx, ['specFileIds'], 'listings.errors.duplicateMedia');
  if (v.specFileIds.length > BUYER_REQUEST_LIMITS.maxSpecs) problem(ctx, ['specFileIds'], 'buyerRequests.errors.tooManySpecs');
}

/** `POST /app-v2/buyer-request`: post a request for review. */
export const ZPostBuyerRequest = ZBuyerRequestFields.superRefine(refineRequest);
export type TPostBuyerRequest = z.infer<typeof ZPostBuyerRequest>;

/** `PUT /app-v2/buyer-request/{requestId}`: the same fields and the version read (stale → 110801). */
export const ZEditBuyerRequest = ZBuyerRequestFields.extend({ version: zPositiveInt4() }).superRefine(refineRequest);
export type TEditBuyerRequest = z.infer<typeof ZEditBuyerRequest>;

export const ZBuyerRequestParams = z.object({ requestId: z.uuid() });
/** §7 `GET /ask/wanted/{id}` names its parameter `id`. */
export const ZWantedRequestParams = z.object({ id: z.uuid() });
export const ZBuyerRequestVersion = z.object({ version: zPositiveInt4() });
export const ZRefuseBuyerRequest = z.object({ version: zPositiveInt4(), reason: z.string().trim().min(1).max(BUYER_REQUEST_LIMITS.refuseReasonMax) });
/** `POST /app-v2/ask/wanted/{id}/offer`: the supplier's own ask offered to the request. */
export const ZMakeOfferRequest = z.object({ askId: z.uuid() });
/** `DELETE /app-v2/ask/wanted/{id}/offer/{offerId}`: one offer on one request. */
export const ZOfferParams = z.object({ id: z.uuid(), offerId: z.uuid() });
export const ZOfferWithdrawn = z.object({ offerId: z.uuid(), requestId: z.uuid() });

const ZPageNum = z.coerce.number().int().min(1).max(BUYER_REQUEST_LIMITS.listMaxRows).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(BUYER_REQUEST_LIMITS.pageSizeMax).default(20);
const withinReach = (q: { pageNum: number; pageSize: number }) => (q.pageNum - 1) * q.pageSize < BUYER_REQUEST_LIMITS.listMaxRows;

/** `GET /app-v2/buyer-request/list`: the purchase market (live requests), with the buy list's filters. */
export const ZBuyerRequestListQuery = z
  .object({
    pageNum: ZPageNum,
    pageSize: ZPageSize,
    /** Defaults to the request's market header, then intl. */
    market: blankable(z.enum(MARKETS)),
    categoryId: ZDictId,
    subCategoryId: ZDictId,
    quoteType: blankable(z.enum(QUOTE_TYPES)),
    deliveryTerm: blankable(z.enum(DELIVERY_TERMS)),
    destinationPortId: ZDictId,
    keyword: ZText(100),
  })
  .refine(withinReach, { path: ['pageNum'] });
export type TBuyerRequestListQuery = z.infer<typeof ZBuyerRequestListQuery>;

/** `GET /app-v2/buyer-request/mine`: the caller's own posts by state tab. */
export const ZMyBuyerRequestQuery = z
  .object({ pageNum: ZPageNum, pageSize: ZPageSize, state: z.enum(BUYER_REQUEST_TABS).default('all') })
  .refine(withinReach, { path: ['pageNum'] });

/** `GET /admin/buyer-request/review`: posts waiting for staff, oldest first. */
export const ZBuyerRequestReviewQuery = z.object({ pageNum: ZPageNum, pageSize: ZPageSize }).refine(withinReach, { path: ['pageNum'] });

// ---- Rules that need a clock or rows, kept pure so the server and the web word them alike.

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return utcDay(d);
}

/** The validity day must be today or later and at most 90 days ahead: a reason key, or null. */
export function validityProblem(validUntil: string, now: Date): string | null {
  const today = utcDay(now);
  if (validUntil < today) return 'buyerRequests.errors.validityPast';
  if (validUntil > addDays(today, BUYER_REQUEST_LIMITS.validityDaysMax)) return 'buyerRequests.errors.validityTooFar';
  return null;
}

/** The last day a request may be valid to, for the form's date picker. */
export function latestValidityDay(now: Date): string {
  return addDays(utcDay(now), BUYER_REQUEST_LIMITS.validityDaysMax);
}

/** A live request whose validity day is over reads expired (the sweep writes it later). */
export function effectiveRequestState(state: TBuyerRequestState, validUntil: string, now: Date): TBuyerRequestState {
  return state === 'live' && validUntil < utcDay(now) ? 'expired' : state;
}

export type TOfferRefusal = 'notOpen' | 'ownRequest' | 'notYourAsk' | 'askNotOffered' | 'otherMarket' | 'alreadyOffered';

/**
 * Whether a supplier may offer this ask to this request: the request is live and within its validity, the supplier is
 * neither the buyer nor of the buyer's company, the ask is the supplier's own (as its seller or agent), on the
 * request's market, and still publishable (in review or live, not expired). The first refusal, or null.
 */
export function offerRefusal(opts: {
  now: Date;
  request: { state: TBuyerRequestState; validUntil: string; buyerUserId: string; companyId: string | null; market: TMarket };
  supplier: { userId: string; companyId: string | null };
  ask: { sellerUserId: string; agentUserId: string | null; state: string; market: string; expired: boolean } | null;
  alreadyOffered: boolean;
}): TOfferRefusal | null {
  const { request, supplier, ask } = opts;
  if (effectiveRequestState(request.state, request.validUntil, opts.now) !== 'live') return 'notOpen';
  if (request.buyerUserId === supplier.userId || (request.companyId !== null && request.companyId === supplier.companyId)) return 'ownRequest';
  if (!ask || (ask.sellerUserId !== supplier.userId && ask.agentUserId !== supplier.userId)) return 'notYourAsk';
  if (!(ask.state === 'active' || ask.state === 'auditing') || ask.expired) return 'askNotOffered';
  if (ask.market !== request.market) return 'otherMarket';
  if (opts.alreadyOffered) return 'alreadyOffered';
  return null;
}

export type TOfferWithdrawalRefusal = 'notYours' | 'inDeal';

/**
 * Whether the caller may withdraw an offer (issue 16 leftovers): only the offering company may — the supplier who
 * offered, or a colleague of the ask's company — and only while the ask is not in a deal with the request's buyer (a
 * deal made or waiting for staff: its contract stands on the offer). `notYours` reads as not found, as for any row of
 * someone else. The first refusal, or null.
 */
export function offerWithdrawalRefusal(opts: {
  caller: { userId: string; companyId: string | null };
  offer: { supplierUserId: string; askCompanyId: string | null };
  inDeal: boolean;
}): TOfferWithdrawalRefusal | null {
  const { caller, offer } = opts;
  const sameCompany = caller.companyId !== null && caller.companyId === offer.askCompanyId;
  if (caller.userId !== offer.supplierUserId && !sameCompany) return 'notYours';
  if (opts.inDeal) return 'inDeal';
  return null;
}

/**
 * Whether a deal on an offered ask fulfils the request: it covers the weight asked for (MT, compared exactly as
 * decimals), or the containers asked for when the request counts containers only.
 */
export function dealFulfils(request: { weight: string | null; containers: number | null }, deal: { weight: string; containers: number }): boolean {
  if (request.weight !== null) return toMicro(deal.weight) >= toMicro(request.weight);
  if (request.containers !== null) return deal.containers >= request.containers;
  return false;
}

function toMicro(text: string): bigint {
  const [int = '0', frac = ''] = text.split('.');
  const negative = int.startsWith('-');
  const value = BigInt(int.replace('-', '') || '0') * 1_000_000n + BigInt((frac + '000000').slice(0, 6));
  return negative ? -value : value;
}

// ---- Views.

export const ZBuyerRequestGradeView = ZBuyerRequestGrade.extend({ name: z.string() });

export const ZBuyerRequestCard = z.object({
  requestId: z.uuid(),
  state: z.enum(BUYER_REQUEST_STATES),
  version: z.number().int(),
  market: z.enum(MARKETS),
  currency: z.string(),
  /** The buyer's title, or the grade names. */
  title: z.string(),
  grades: z.array(ZBuyerRequestGradeView),
  /** MT as decimal text. */
  weight: z.string().nullable(),
  containers: z.number().int().nullable(),
  quoteType: z.enum(QUOTE_TYPES),
  targetPrice: z.string(),
  deliveryTerm: z.enum(DELIVERY_TERMS),
  portId: z.number().int().nullable(),
  portName: z.string().nullable(),
  destinationPortId: z.number().int().nullable(),
  destinationPortName: z.string().nullable(),
  depositRatio: z.string(),
  balanceRatio: z.string(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  validUntil: z.string(),
  remark: z.string().nullable(),
  photos: z.array(z.object({ fileId: z.uuid(), url: z.string() })),
  /** Spec documents with the name they were uploaded under. */
  specs: z.array(z.object({ fileId: z.uuid(), url: z.string(), fileName: z.string() })),
  /** The caller posted it. */
  mine: z.boolean(),
  /** Offers the caller may see (all for the buyer, their own for a supplier). */
  offerCount: z.number().int(),
  /** Only for the buyer and staff. */
  refuseReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Written by the demo seed (SEED_DEMO). */
  demo: z.boolean(),
});
export type TBuyerRequestCard = z.infer<typeof ZBuyerRequestCard>;

export const ZBuyerRequestOffer = z.object({
  offerId: z.uuid(),
  askId: z.uuid(),
  askName: z.string(),
  /** The ask's state as the quote machinery sees it (active: the buyer may quote or buy it now). */
  askState: z.string(),
  totalWeight: z.string(),
  firmPrice: z.string().nullable(),
  /** The supplier's company, for the buyer to judge the offer by. */
  supplierCompany: z.string().nullable(),
  /** Offered by the caller: they may withdraw it while it is not in a deal. */
  mine: z.boolean(),
  /** The offered ask is in a deal (or one in staff review) with the request's buyer: it can no longer be withdrawn. */
  inDeal: z.boolean(),
  createdAt: z.string(),
});
export type TBuyerRequestOffer = z.infer<typeof ZBuyerRequestOffer>;

export const ZBuyerRequestDetail = ZBuyerRequestCard.extend({ offers: z.array(ZBuyerRequestOffer) });
export type TBuyerRequestDetail = z.infer<typeof ZBuyerRequestDetail>;

export const ZBuyerRequestPage = z.object({ rows: z.array(ZBuyerRequestCard), total: z.number().int() });
export const ZMyBuyerRequestPage = ZBuyerRequestPage.extend({ counts: z.record(z.enum(BUYER_REQUEST_TABS), z.number().int()) });
export const ZBuyerRequestReviewRow = ZBuyerRequestCard.extend({
  buyer: z.object({ userId: z.uuid(), email: z.string().nullable(), companyName: z.string().nullable() }),
});
export const ZBuyerRequestReviewPage = z.object({ rows: z.array(ZBuyerRequestReviewRow), total: z.number().int() });
export const ZBuyerRequestSaved = z.object({ requestId: z.uuid(), state: z.enum(BUYER_REQUEST_STATES), version: z.number().int().max(INT4_MAX) });
export type TBuyerRequestSaved = z.infer<typeof ZBuyerRequestSaved>;
export const ZOfferSaved = z.object({ offerId: z.uuid(), requestId: z.uuid(), askId: z.uuid() });
