import { z } from 'zod';
import {
  ASK_STATES,
  DELIVERY_TERMS,
  FIXING_SIDES,
  PACKING_METHODS,
  PAYMENT_TIMINGS,
  PRICING_PERIODS,
  SELLER_TABS,
  SPECS,
  type TAskState,
} from './ask.ts';
import { ZCategoryDict, ZDictRef } from './catalog.ts';
import { MARKETS } from './market.ts';
import { MEDIA_KINDS } from './media.ts';
import { ZPriceVo } from './price-display.ts';
import { QUOTE_TYPES } from './quote-method.ts';
import { ZMyQuote, ZTradeQuote } from './quotes/quote-view.ts';

/**
 * What the lists and the detail page show of an ask (§2 listing card, §3 Ask / Ask detail) and the §4 rules that
 * derive tags, labels and the buyer-side status. The server computes them once; the web only renders.
 */

/** §4 Tags. */
export const ASK_TAGS = ['new', 'expired'] as const;
export type TAskTag = (typeof ASK_TAGS)[number];

/**
 * §4: New when the viewer is not the seller, clickCount is 0 and the quote has not expired; Expired when
 * quoteEndSeconds is 0 and the ask is not inventory (until sold). quoteEndSeconds is null for until-sold asks.
 * "The quote has not expired" is read as "the ask still takes quotes": New only while the ask is live (state
 * active), so a sold, expired or withdrawn ask — an until-sold one too, which has no end time — is never New.
 */
export function askTags(opts: {
  state: TAskState;
  viewerIsSeller: boolean;
  clickCount: number;
  quoteEndSeconds: number | null;
  untilSold: boolean;
}): TAskTag[] {
  const expired = !opts.untilSold && opts.quoteEndSeconds === 0;
  const tags: TAskTag[] = [];
  if (opts.state === 'active' && !opts.viewerIsSeller && opts.clickCount === 0 && !expired) tags.push('new');
  if (expired) tags.push('expired');
  return tags;
}

/**
 * The state a viewer sees: an active ask past its valid_until is expired (the same rule the SQL applies, for rows
 * read outside it).
 */
export function effectiveAskState(state: TAskState, validUntil: Date | null, now: Date): TAskState {
  return state === 'active' && validUntil !== null && validUntil.getTime() <= now.getTime() ? 'expired' : state;
}

/** Seconds until the ask stops taking quotes; null when it runs until sold; 0 once passed. */
export function quoteEndSecondsOf(validUntil: Date | null, now: Date): number | null {
  if (validUntil === null) return null;
  return Math.max(0, Math.floor((validUntil.getTime() - now.getTime()) / 1000));
}

/**
 * §4 "Other ask and quote labels" that exist before quotes: the status line of a card and the detail page. The
 * auditing label differs for the owner ("under review") and others; a refused ask shows "rejected" to its seller.
 */
export const ASK_STATUS_KEYS = ['draft', 'auditingOwner', 'auditingOther', 'active', 'rejected', 'expired', 'sold', 'deleted'] as const;
export type TAskStatusKey = (typeof ASK_STATUS_KEYS)[number];

export function askStatusKey(state: TAskState, viewerIsSeller: boolean): TAskStatusKey {
  switch (state) {
    case 'draft':
      return 'draft';
    case 'auditing':
      return viewerIsSeller ? 'auditingOwner' : 'auditingOther';
    case 'active':
      return 'active';
    case 'refused':
      return 'rejected';
    case 'expired':
      return 'expired';
    case 'deal':
      return 'sold';
    case 'deleted':
      return 'deleted';
  }
}

/**
 * §4 Buyer-side status, the values that apply before quotes exist: beforeQuote (no quote yet), auditing (ask under
 * audit) and sold (done, traded by someone). The quote states (waiting, dicker, bargaining, confirm, buymyslef)
 * come with the quotes issue.
 */
export const BUYER_STATUSES = ['beforeQuote', 'auditing', 'sold'] as const;
export type TBuyerStatus = (typeof BUYER_STATUSES)[number];

export function buyerStatusOf(state: TAskState): TBuyerStatus {
  if (state === 'auditing') return 'auditing';
  if (state === 'deal') return 'sold';
  return 'beforeQuote';
}

/** A stored picture or video of an ask, as the gallery and the cards use it. */
export const ZAskMedia = z.object({
  fileId: z.string(),
  kind: z.enum(MEDIA_KINDS),
  ext: z.string(),
  /** GET /app-v2/file/{fileId}.{ext}: the extension tells a video (§2 "video if the extension is mp4"). */
  url: z.string(),
  isVideo: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** §3 askGoods pictureInfo: url and the cover to show before a video plays. */
  pictureInfo: z.object({ url: z.string(), coverUrl: z.string().nullable() }),
});
export type TAskMedia = z.infer<typeof ZAskMedia>;

/** The cover of a card or line (§3 askCover, askCoverFile with its ext). */
export const ZAskCoverFile = z.object({ fileId: z.string(), url: z.string(), ext: z.string(), isVideo: z.boolean() });

/** A picture or video of a card: the URL (which carries the file id and the extension) and whether it plays. */
export const ZAskCardImage = z.object({ url: z.string(), isVideo: z.boolean() });

/**
 * One line of the card. The §2 card names the products (productNames) and counts the lines; a line itself is only
 * the target of the card's link (/view-detail?askId&detailId). Prices, grades, covers and weights per line are the
 * detail page's (ZAskDetailLine): sending them with every card tripled the buyer list's payload (bench/list-asks).
 */
export const ZAskCardDetail = z.object({ detailId: z.string() });
export type TAskCardDetail = z.infer<typeof ZAskCardDetail>;

/** What every full line shows (§3 Ask detail): names, grades, weight in MT and lb, cover and priceVo. */
const ZAskLineBase = ZAskCardDetail.extend({
  detailName: z.string().nullable(),
  detailNameZh: z.string().nullable(),
  categoryDict: ZCategoryDict.nullable(),
  subCategoryDict: ZCategoryDict.nullable(),
  /** MT, and the same in lb (§9: 2204.62, 3 decimals); null only on drafts not filled in yet. */
  weight: z.number().nullable(),
  weightLbs: z.number().nullable(),
  quoteType: z.enum(QUOTE_TYPES).nullable(),
  askCover: z.string().nullable(),
  askCoverFile: ZAskCoverFile.nullable(),
  /** Null only on drafts without a price yet. */
  quoteDetail: z.object({ priceVo: ZPriceVo.nullable() }),
});

/** §2 Listing card: images (video if mp4), product names, origin, category, weight, loading country, descriptions, status line, tags. */
export const ZAskCard = z.object({
  askId: z.string(),
  /** The state this viewer sees (expired is derived from valid_until). */
  askState: z.enum(ASK_STATES),
  statusKey: z.enum(ASK_STATUS_KEYS),
  /** The status line in the caller's language. */
  statusText: z.string(),
  tags: z.array(z.enum(ASK_TAGS)),
  buyerStatus: z.enum(BUYER_STATUSES),
  /** The caller published it (cards never name the seller: the provider brokers the deal). */
  mine: z.boolean(),
  market: z.enum(MARKETS),
  currency: z.enum(['USD', 'CNY']),
  askName: z.string().nullable(),
  askNameZh: z.string().nullable(),
  /** Product names of the lines, in the caller's language (falling back to the other). */
  productNames: z.array(z.string()),
  descriptions: z.string().nullable(),
  descriptionsZh: z.string().nullable(),
  originCountryDict: ZDictRef.nullable(),
  loadingCountryDict: ZDictRef.nullable(),
  /** The family of the first line: "category" on the card. */
  categoryDict: ZCategoryDict.nullable(),
  /** Total of the lines. */
  weight: z.number(),
  weightLbs: z.number(),
  deliveryTerm: z.enum(DELIVERY_TERMS).nullable(),
  preferredQuoteType: z.enum(QUOTE_TYPES).nullable(),
  clickCount: z.number().int(),
  untilSold: z.boolean(),
  quoteEndSeconds: z.number().int().nullable(),
  /** Cover first, then up to 4 more (the card shows the cover and the count). */
  images: z.array(ZAskCardImage),
  hasVideo: z.boolean(),
  askDetailList: z.array(ZAskCardDetail),
  /** The seller's own lists only: why staff refused it. */
  refuseReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAskCard = z.infer<typeof ZAskCard>;

export const ZAskCardPage = z.object({ rows: z.array(ZAskCard), total: z.number().int() });
export type TAskCardPage = z.infer<typeof ZAskCardPage>;

/** `GET /app-v2/ask/list/seller`: the page and the count of every tab. */
export const ZSellerAskPage = z.object({
  rows: z.array(ZAskCard),
  total: z.number().int(),
  counts: z.record(z.enum(SELLER_TABS), z.number().int()),
});
export type TSellerAskPage = z.infer<typeof ZSellerAskPage>;

/** A detail line in full (§3 Ask detail). */
export const ZAskDetailLine = ZAskLineBase.extend({
  categoryId: z.number().int().nullable(),
  subCategoryId: z.number().int().nullable(),
  unitPrice: z.number().nullable(),
  currency: z.enum(['USD', 'CNY']),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  deduction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  elementContent: z.string().nullable(),
  /** §3 askGoods: every picture and video of the line, in order. */
  askGoods: z.array(ZAskMedia),
  dickerRemark: z.string().nullable(),
  sort: z.number().int(),
});
export type TAskDetailLine = z.infer<typeof ZAskDetailLine>;

/** `GET /app-v2/ask/{askId}`: every field, for /view-detail and for the /edit form. */
export const ZAskDetail = ZAskCard.omit({ askDetailList: true }).extend({
  /** Every picture's file id and extension too (the gallery and the edit form). */
  images: z.array(ZAskCoverFile),
  version: z.number().int(),
  weightUnit: z.literal('MT'),
  comboLoadName: z.string().nullable(),
  originCountryId: z.number().int().nullable(),
  loadingCountryId: z.number().int().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  addressDetail: z.string().nullable(),
  exwAddress: z.string().nullable(),
  portId: z.number().int().nullable(),
  portDict: ZDictRef.nullable(),
  destinationPortId: z.number().int().nullable(),
  destinationPortDict: ZDictRef.nullable(),
  rampId: z.number().int().nullable(),
  rampDict: ZDictRef.nullable(),
  validityId: z.number().int().nullable(),
  validityDict: ZDictRef.nullable(),
  validUntil: z.string().nullable(),
  preferredQuoteTypeStr: z.string().nullable(),
  fixingSide: z.enum(FIXING_SIDES),
  shipmentDays: z.number().int().nullable(),
  packingMethod: z.enum(PACKING_METHODS).nullable(),
  specs: z.enum(SPECS).nullable(),
  originCertificate: z.boolean(),
  customsRejectionResponsible: z.boolean(),
  depositRatio: z.number().nullable(),
  balanceRatio: z.number().nullable(),
  balanceTiming: z.enum(PAYMENT_TIMINGS).nullable(),
  priceCutoffAt: z.string().nullable(),
  pricingPeriod: z.enum(PRICING_PERIODS).nullable(),
  buyerRemark: z.string().nullable(),
  firmPrice: z.number().nullable(),
  /** "$8,450.00/MT" (and per lb) for the buy-it-now button. */
  firmPriceStr: z.string().nullable(),
  firmPriceLbsStr: z.string().nullable(),
  /** Owner and staff only. */
  agentUserId: z.string().nullable(),
  /** §6 Agents: whom the ask belongs to, for its seller, its agent and staff (null for anyone else). */
  sellerUserId: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** The line /view-detail opened (detailId, else the first). */
  currentDetailId: z.string().nullable(),
  askDetailList: z.array(ZAskDetailLine),
  /**
   * §3 Ask: quote-side fields, filled by the detail endpoint for the caller (the lists leave them null). Who bought
   * and how much once the ask is dealt (no price); the caller's own live quote only, never another buyer's.
   */
  tradeQuote: ZTradeQuote.nullable(),
  tradeUserId: z.string().nullable(),
  myQuote: ZMyQuote.nullable(),
});
export type TAskDetail = z.infer<typeof ZAskDetail>;

/** A row of the staff review queue: the ask in full plus who published it. */
export const ZReviewQueueRow = ZAskDetail.extend({
  seller: z.object({
    userId: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    companyName: z.string().nullable(),
  }),
});
export type TReviewQueueRow = z.infer<typeof ZReviewQueueRow>;
export const ZReviewQueuePage = z.object({ rows: z.array(ZReviewQueueRow), total: z.number().int() });
export type TReviewQueuePage = z.infer<typeof ZReviewQueuePage>;

export const ZAskSaved = z.object({ askId: z.string(), askState: z.enum(ASK_STATES), version: z.number().int() });
export type TAskSaved = z.infer<typeof ZAskSaved>;
