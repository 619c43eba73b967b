import { z } from 'zod';
import { DictId } from './catalog.ts';
import { decimalPlaces, isNumberText } from './input-helpers.ts';
import { MARKETS } from './market.ts';
import { MEDIA_KINDS, MEDIA_MAX_FILES, MEDIA_MAX_VIDEOS } from './media.ts';
import { Deduction, QUOTE_METHODS, QUOTE_TYPES, quoteMethodOffered } from './quote-method.ts';
import { reason } from './validation.ts';
import { WEIGHT_UNITS } from './weight.ts';
import { INT4_MAX, INT4_MIN, zPositiveInt4 } from './int4.ts';

/**
 * Asks (sell listings): states, publication fields and the §5 publication rules. One schema serves the web form
 * and the server's edge validation, so the same bad input reads the same in both (ARCHITECTURE.md).
 */

/**
 * Stored states. `expired` is also derived: an active ask whose valid_until has passed reads as expired everywhere
 * (queries compute it), so no sweep is needed for correctness.
 */
export const ASK_STATES = ['draft', 'auditing', 'active', 'refused', 'deal', 'expired', 'deleted'] as const;
export type TAskState = (typeof ASK_STATES)[number];
/** States other users may see (§4: the auditing, refused and draft views are the owner's). */
export const PUBLIC_ASK_STATES = ['active', 'expired', 'deal'] as const satisfies readonly TAskState[];

/** Supplier list tabs (/askList): every state the seller can see, plus all. */
export const SELLER_TABS = ['all', 'draft', 'auditing', 'active', 'refused', 'deal', 'expired'] as const;
export type TSellerTab = (typeof SELLER_TABS)[number];

export const DELIVERY_TERMS = ['EXW', 'FAS', 'FOB', 'CNF', 'CIF'] as const;
export type TDeliveryTerm = (typeof DELIVERY_TERMS)[number];

/** §9 Payment timing options (when the balance is paid). */
export const PAYMENT_TIMINGS = [
  'before_arrival',
  'on_arrival',
  'after_arrival',
  'after_booking',
  'after_contract',
  'against_original_bl',
  'against_bl_copy',
  'after_inspection',
] as const;
export type TPaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/** §9 price-fixing side: buyer, seller or to be decided. */
export const FIXING_SIDES = ['buyer', 'seller', 'undecided'] as const;
/** §3 "specs guaranteed or reference only". */
export const SPECS = ['guaranteed', 'reference'] as const;
/** How the lot is packed; the spec names the field, these are the ways scrap ships. */
export const PACKING_METHODS = ['bales', 'loose', 'bundles', 'pallets', 'jumbo_bags', 'boxes', 'drums', 'coils'] as const;
/**
 * Pricing period of a formula price: the window of exchange days a shipment may be fixed in, at ONE day's settlement
 * (not an average): spot from the deal day on, or the calendar month before, of, or after the shipment's departure.
 * The price cut-off time closes it earlier; what is still unfixed when it closes is fixed at its last settlement
 * (pricing/fixing.ts pricingWindow, fallbackSettlement).
 */
export const PRICING_PERIODS = ['spot', 'M-1', 'M', 'M+1', 'M+2', 'M+3'] as const;

export const ASK_LIMITS = {
  /** Detail lines per ask: enough for a mixed container, few enough for one card. */
  maxDetails: 20,
  nameMax: 200,
  descriptionMax: 2000,
  addressMax: 300,
  remarkMax: 500,
  elementContentMax: 500,
  shipmentDaysMax: 365,
  /** Weight > 0, up to 6 decimals (§5 claim decimals, the same for every weight); numeric(18,6). */
  weightDecimals: 6,
  weightMax: 1_000_000,
  /** Money 2 decimals (§5); numeric(18,4) leaves room for per-lb conversions. */
  priceDecimals: 2,
  priceMax: 100_000_000,
  /** §5/§9 payment ratio: one decimal, deposit + balance = 100. */
  ratioDecimals: 1,
  /** A percentage formula above 200% of the reference is a typo, not a price. */
  percentMax: 200,
  refuseReasonMax: 500,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional field the web form may send as '' or null when left blank. */
function blankable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

const ZText = (max: number) => blankable(z.string().trim().max(max));
const ZId = blankable(z.coerce.number().int().positive().max(2_147_483_647));

/**
 * A decimal typed as a number or a string; kept as its decimal text so nothing passes through a float on the way
 * to numeric columns (ARCHITECTURE.md: money and weights are never float in the database).
 */
export function zDecimal(opts: { decimals: 1 | 2 | 6; min?: number; positive?: boolean; max?: number }) {
  return z.union([z.number(), z.string().trim()]).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.replace(/^\+/, '');
    // An empty price or weight is missing, not "not a number" (issue 19 item 5); blank optional ones never get here.
    if (text === '') {
      ctx.addIssue({ code: 'custom', ...reason('required') });
      return z.NEVER;
    }
    if (!isNumberText(text)) {
      ctx.addIssue({ code: 'custom', ...reason('listings.errors.notANumber') });
      return z.NEVER;
    }
    if (decimalPlaces(text) > opts.decimals) {
      ctx.addIssue({ code: 'custom', ...reason(`listings.errors.decimals${opts.decimals}`) });
      return z.NEVER;
    }
    const value = Number(text);
    if (opts.positive && !(value > 0)) {
      ctx.addIssue({ code: 'custom', ...reason('listings.errors.mustBePositive') });
      return z.NEVER;
    }
    if ((opts.min !== undefined && value < opts.min) || (opts.max !== undefined && value > opts.max)) {
      ctx.addIssue({ code: 'custom', ...reason('listings.errors.outOfRange') });
      return z.NEVER;
    }
    // Canonical text: "007.50" → "7.50", "-0" → "0".
    const [int, frac] = text.split('.');
    const sign = int!.startsWith('-') && value !== 0 ? '-' : '';
    const digits = int!.replace(/^-/, '').replace(/^0+(?=\d)/, '');
    return frac ? `${sign}${digits}.${frac}` : `${sign}${digits}`;
  });
}

export const ZAskMediaInput = z.object({
  fileId: z.uuid(),
  /** From the upload answer; the server checks it against what it stored. */
  kind: z.enum(MEDIA_KINDS),
});
export type TAskMediaInput = z.infer<typeof ZAskMediaInput>;

export const ZAskDetailInput = z.object({
  /** Present when editing a line that already exists (keeps /view-detail links and future quotes on it). */
  detailId: blankable(z.uuid()),
  categoryId: ZId,
  subCategoryId: ZId,
  detailName: ZText(ASK_LIMITS.nameMax),
  detailNameZh: ZText(ASK_LIMITS.nameMax),
  /** In the ask's weightUnit; stored in MT. */
  weight: blankable(zDecimal({ decimals: 6, positive: true, max: ASK_LIMITS.weightMax * 2204.62 })),
  quoteType: blankable(z.enum(QUOTE_TYPES)),
  /** FIXED: price per MT in the market currency. Formulas: the percent (deduction 1) or the discount (deduction 2). */
  unitPrice: blankable(zDecimal({ decimals: 2, min: -ASK_LIMITS.priceMax, max: ASK_LIMITS.priceMax })),
  /** The range the seller accepts from buyers' quotes (§5 quote price input: "between the detail's min and max"). */
  minPrice: blankable(zDecimal({ decimals: 2, min: 0, max: ASK_LIMITS.priceMax })),
  maxPrice: blankable(zDecimal({ decimals: 2, min: 0, max: ASK_LIMITS.priceMax })),
  /** §3 deduction 0/1/2; defaults to the quote method's. */
  deduction: blankable(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  elementContent: ZText(ASK_LIMITS.elementContentMax),
  /** Bounded far above the §5 limits so the refinement, not the array bound, words the 51st file. */
  media: z.array(ZAskMediaInput).max(MEDIA_MAX_FILES * 4).default([]),
  /** The line's cover; defaults to its first image. */
  coverFileId: blankable(z.uuid()),
});
export type TAskDetailInput = z.infer<typeof ZAskDetailInput>;

/** §3 Ask publication fields. */
const ZAskFields = z.object({
  /** Saves a draft: the shapes are checked, the §5 required fields and the picture minimum are not. */
  draft: z.boolean().default(false),
  market: z.enum(MARKETS),
  /** The unit the weights below are given in (§5: the China market accepts only tons). */
  weightUnit: z.enum(WEIGHT_UNITS).default('MT'),
  askName: ZText(ASK_LIMITS.nameMax),
  askNameZh: ZText(ASK_LIMITS.nameMax),
  descriptions: ZText(ASK_LIMITS.descriptionMax),
  descriptionsZh: ZText(ASK_LIMITS.descriptionMax),
  comboLoadName: ZText(ASK_LIMITS.nameMax),
  /** Place of origin and place of shipment (Country dictionary ids). */
  originCountryId: ZId,
  loadingCountryId: ZId,
  province: ZText(100),
  city: ZText(100),
  area: ZText(100),
  addressDetail: ZText(ASK_LIMITS.addressMax),
  deliveryTerm: blankable(z.enum(DELIVERY_TERMS)),
  /** EXW: where the buyer collects. */
  exwAddress: ZText(ASK_LIMITS.addressMax),
  /** FAS/FOB: the port of loading (PORT dictionary). */
  portId: ZId,
  /** CNF/CIF: the port of destination (DESTINATION PORT dictionary). */
  destinationPortId: ZId,
  /** Optional inland rail ramp (RAMP dictionary) for US loads. */
  rampId: ZId,
  /** biz_prescription id: hours, or 872 Until Sold. */
  validityId: ZId,
  preferredQuoteType: blankable(z.enum(QUOTE_TYPES)),
  fixingSide: z.enum(FIXING_SIDES).default('undecided'),
  shipmentDays: blankable(z.coerce.number().int().min(1).max(ASK_LIMITS.shipmentDaysMax)),
  packingMethod: blankable(z.enum(PACKING_METHODS)),
  specs: blankable(z.enum(SPECS)),
  originCertificate: z.boolean().default(false),
  customsRejectionResponsible: z.boolean().default(false),
  depositRatio: blankable(zDecimal({ decimals: 1, min: 0, max: 100 })),
  balanceRatio: blankable(zDecimal({ decimals: 1, min: 0, max: 100 })),
  balanceTiming: blankable(z.enum(PAYMENT_TIMINGS)),
  /** Last moment the formula price may be fixed (ISO 8601). */
  priceCutoffAt: blankable(z.iso.datetime({ offset: true })),
  pricingPeriod: blankable(z.enum(PRICING_PERIODS)),
  /** Remark to buyers. */
  buyerRemark: ZText(ASK_LIMITS.remarkMax),
  /** Buy-it-now firm price per MT for the whole lot, market currency (§4: allows a direct deal). Optional (§5). */
  firmPrice: blankable(zDecimal({ decimals: 2, positive: true, max: ASK_LIMITS.priceMax })),
  /**
   * §6 Agents "may place an order for a seller through an agent user id": the seller this ask is published for, when
   * the caller is their consignment agent (a staff-made link). Omitted, or the caller's own id: the caller is the
   * seller. The agent is always the caller, never named in the body, so nobody can make another user an agent.
   */
  sellerUserId: blankable(z.uuid()),
  details: z.array(ZAskDetailInput).max(ASK_LIMITS.maxDetails).default([]),
});

type TAskFields = z.infer<typeof ZAskFields>;

function required(ctx: z.RefinementCtx, path: (string | number)[]) {
  ctx.addIssue({ code: 'custom', path, ...reason('required') });
}

/** A list (select, radio) left without a choice says what to do: "please choose one" (issue 19 item 5). */
function choose(ctx: z.RefinementCtx, path: (string | number)[]) {
  ctx.addIssue({ code: 'custom', path, ...reason('choose') });
}

function problem(ctx: z.RefinementCtx, path: (string | number)[], key: string) {
  ctx.addIssue({ code: 'custom', path, ...reason(`listings.errors.${key}`) });
}

/** FAS is offered only when the goods load in the US (§5); before a loading country is chosen it is not yet ruled out. */
export function fasAllowed(loadingCountryId: number | undefined): boolean {
  return loadingCountryId === undefined || loadingCountryId === DictId.CountryUS;
}

/** Every §5 publication rule that needs no database. The server adds the ones that do (ids exist, files are yours). */
function refineAsk(v: TAskFields, ctx: z.RefinementCtx): void {
  const publishing = !v.draft;

  // Rules that hold for drafts too: a draft must still be something that can be published.
  if (v.market === 'cn' && v.weightUnit === 'LBS') problem(ctx, ['weightUnit'], 'cnOnlyMt');
  if (v.deliveryTerm === 'FAS' && !fasAllowed(v.loadingCountryId)) problem(ctx, ['deliveryTerm'], 'fasOnlyUs');
  if (v.depositRatio !== undefined && v.balanceRatio !== undefined) {
    // Compared in tenths so 33.3 + 66.7 is exactly 100.
    if (Math.round(Number(v.depositRatio) * 10) + Math.round(Number(v.balanceRatio) * 10) !== 1000) {
      problem(ctx, ['balanceRatio'], 'ratioTotal');
    }
  }
  if (v.preferredQuoteType && !quoteMethodOffered(v.preferredQuoteType, v.market)) {
    problem(ctx, ['preferredQuoteType'], 'quoteTypeMarket');
  }

  let files = 0;
  let videos = 0;
  let images = 0;
  const seen = new Set<string>();
  v.details.forEach((d, i) => {
    for (const [j, m] of d.media.entries()) {
      files++;
      if (m.kind === 'video') videos++;
      else images++;
      if (seen.has(m.fileId)) problem(ctx, ['details', i, 'media', j], 'duplicateMedia');
      seen.add(m.fileId);
    }
    if (d.coverFileId && !d.media.some((m) => m.fileId === d.coverFileId && m.kind === 'image')) {
      problem(ctx, ['details', i, 'coverFileId'], 'coverNotInMedia');
    }
    if (d.minPrice !== undefined && d.maxPrice !== undefined && Number(d.minPrice) > Number(d.maxPrice)) {
      problem(ctx, ['details', i, 'maxPrice'], 'minAboveMax');
    }
    if (d.quoteType) {
      const method = QUOTE_METHODS[d.quoteType];
      if (!quoteMethodOffered(d.quoteType, v.market)) problem(ctx, ['details', i, 'quoteType'], 'quoteTypeMarket');
      if (d.deduction !== undefined && d.deduction !== method.deduction) problem(ctx, ['details', i, 'deduction'], 'deductionMismatch');
      if (d.unitPrice !== undefined) {
        const price = Number(d.unitPrice);
        if (method.deduction === Deduction.None && !(price > 0)) problem(ctx, ['details', i, 'unitPrice'], 'mustBePositive');
        if (method.deduction === Deduction.Percent && !(price > 0 && price <= ASK_LIMITS.percentMax)) {
          problem(ctx, ['details', i, 'unitPrice'], 'percentRange');
        }
      }
    }
    if (publishing) {
      if (d.categoryId === undefined) choose(ctx, ['details', i, 'categoryId']);
      if (d.subCategoryId === undefined) choose(ctx, ['details', i, 'subCategoryId']);
      if (!d.detailName && !d.detailNameZh) required(ctx, ['details', i, 'detailName']);
      if (d.weight === undefined) required(ctx, ['details', i, 'weight']);
      if (!d.quoteType) choose(ctx, ['details', i, 'quoteType']);
      if (d.unitPrice === undefined) required(ctx, ['details', i, 'unitPrice']);
    }
  });
  // §5/§9: at most 50 photos or videos per ask, of which at most 3 videos.
  if (files > MEDIA_MAX_FILES) problem(ctx, ['media'], 'tooManyMedia');
  if (videos > MEDIA_MAX_VIDEOS) problem(ctx, ['media'], 'tooManyVideos');

  if (!publishing) return;
  // §5 Ask publication: required fields.
  if (!v.askName && !v.askNameZh) required(ctx, ['askName']);
  if (!v.descriptions && !v.descriptionsZh) required(ctx, ['descriptions']);
  const typed = ['comboLoadName', 'province', 'city', 'addressDetail', 'shipmentDays', 'depositRatio', 'balanceRatio'] as const;
  for (const key of typed) if (v[key] === undefined || v[key] === '') required(ctx, [key]);
  // The fields the form offers as lists.
  const chosen = ['originCountryId', 'loadingCountryId', 'deliveryTerm', 'validityId', 'preferredQuoteType', 'packingMethod', 'specs', 'balanceTiming'] as const;
  for (const key of chosen) if (v[key] === undefined) choose(ctx, [key]);
  // The port that the delivery term needs: the pickup address for EXW, the loading port for FAS/FOB, the
  // destination port for CNF/CIF (§5 "port, FAS/CNF port").
  if (v.deliveryTerm === 'EXW' && !v.exwAddress) required(ctx, ['exwAddress']);
  if ((v.deliveryTerm === 'FAS' || v.deliveryTerm === 'FOB') && v.portId === undefined) choose(ctx, ['portId']);
  if ((v.deliveryTerm === 'CNF' || v.deliveryTerm === 'CIF') && v.destinationPortId === undefined) choose(ctx, ['destinationPortId']);
  if (v.details.length === 0) required(ctx, ['details']);
  // §5: at least one picture.
  if (images === 0) problem(ctx, ['media'], 'atLeastOnePicture');
}

/** `POST /app-v2/ask`: publish (→ auditing) or, with `draft: true`, save a draft. */
export const ZPublishAskRequest = ZAskFields.superRefine(refineAsk);
export type TPublishAskRequest = z.infer<typeof ZPublishAskRequest>;

/** `PUT /app-v2/ask/{askId}`: the same fields plus the version read (optimistic lock: stale → 110801). */
export const ZEditAskRequest = ZAskFields.extend({ version: zPositiveInt4() }).superRefine(refineAsk);
export type TEditAskRequest = z.infer<typeof ZEditAskRequest>;

export const ZAskParams = z.object({ askId: z.uuid() });
export const ZAskDetailQuery = z.object({ detailId: blankable(z.uuid()) });

export const ASK_SORTS = ['newest', 'weight', 'price', 'clicks'] as const;
export const SORT_ORDERS = ['desc', 'asc'] as const;
/** open: what a buyer can still quote on; all: also expired and sold asks (shown with their tags and labels). */
export const BUYER_SCOPES = ['open', 'all'] as const;
/** §2 /quoteList: followed=3 shows the categories the buyer follows (set after login when wantedNum > 0, §4). */
export const FOLLOWED_FILTER = 3;
/**
 * Lists count their matches exactly up to 1,000 and say 1,000 beyond (the client shows "1000+"), and pages stop
 * there: counting further costs a scan per request, and nobody pages past 50 pages of scrap.
 */
export const BUYER_LIST_MAX_ROWS = 1_000;
export const BUYER_PAGE_SIZE_MAX = 50;
/**
 * The buyer list counts its matches only this many pages past the page asked for (at most BUYER_LIST_MAX_ROWS):
 * page 1 of 20 says "200+" and its pager offers 10 pages, page 10 counts up to 380, and so on. Counting up to 1,000
 * on every request cost more than building the page itself on filtered searches (bench/list-asks).
 */
export const BUYER_COUNT_PAGES_AHEAD = 10;

/** The row the count stops at for a page starting at `offset` (a total equal to it reads "N+"). */
export function buyerCountCap(offset: number, pageSize: number): number {
  return Math.min(BUYER_LIST_MAX_ROWS, offset + BUYER_COUNT_PAGES_AHEAD * pageSize);
}

const ZPageNum = z.coerce.number().int().min(1).max(BUYER_LIST_MAX_ROWS).default(1);
/** pageNum × pageSize within the rows a list reaches. */
const withinReach = (q: { pageNum: number; pageSize: number }) => (q.pageNum - 1) * q.pageSize < BUYER_LIST_MAX_ROWS;

/** `GET /app-v2/ask/list/buyer` (§7: {pageNum 1, pageSize 8, market 'intl'} and the /quoteList filters). */
export const ZBuyerAskListQuery = z.object({
  pageNum: ZPageNum,
  pageSize: z.coerce.number().int().min(1).max(BUYER_PAGE_SIZE_MAX).default(20),
  /** Defaults to the request's market header, then intl. */
  market: blankable(z.enum(MARKETS)),
  categoryId: ZId,
  subCategoryId: ZId,
  originCountryId: ZId,
  loadingCountryId: ZId,
  portId: ZId,
  quoteType: blankable(z.enum(QUOTE_TYPES)),
  /** Total weight of the ask, in weightUnit. */
  weightMin: blankable(zDecimal({ decimals: 6, min: 0 })),
  weightMax: blankable(zDecimal({ decimals: 6, min: 0 })),
  weightUnit: z.enum(WEIGHT_UNITS).default('MT'),
  followed: blankable(z.coerce.number().int().min(INT4_MIN).max(INT4_MAX)),
  keyword: ZText(100),
  sort: z.enum(ASK_SORTS).default('newest'),
  order: z.enum(SORT_ORDERS).default('desc'),
  scope: z.enum(BUYER_SCOPES).default('open'),
}).refine(withinReach, { path: ['pageNum'] });
export type TBuyerAskListQuery = z.infer<typeof ZBuyerAskListQuery>;

/** `GET /app-v2/ask/list/buyer/pub`: the home page's recommended asks (§2: 8 items; §9 page size 8). */
export const ZPublicAskListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10).default(1),
  pageSize: z.coerce.number().int().min(1).max(8).default(8),
  market: blankable(z.enum(MARKETS)),
});

/** `GET /app-v2/ask/list/seller` (/askList with state tabs). */
export const ZSellerAskListQuery = z.object({
  pageNum: ZPageNum,
  pageSize: z.coerce.number().int().min(1).max(BUYER_PAGE_SIZE_MAX).default(20),
  state: z.enum(SELLER_TABS).default('all'),
  market: blankable(z.enum(MARKETS)),
}).refine(withinReach, { path: ['pageNum'] });

/** `GET /admin/ask/review`: the staff review queue, oldest first. */
export const ZReviewQueueQuery = z.object({
  pageNum: ZPageNum,
  pageSize: z.coerce.number().int().min(1).max(BUYER_PAGE_SIZE_MAX).default(20),
});

export const ZApproveAskRequest = z.object({ version: zPositiveInt4() });
export const ZRefuseAskRequest = z.object({
  version: zPositiveInt4(),
  reason: z.string().trim().min(1).max(ASK_LIMITS.refuseReasonMax),
});

/** Function keys are short identifiers the client chooses ("ask_click", "share_copy_link" …). */
const ZFuncKey = z.string().trim().min(1).max(64).regex(/^[\w.:-]+$/);

/** §7 `POST /func/log` {funcKey, userId}. */
export const ZFuncLogRequest = z.object({ funcKey: ZFuncKey, userId: blankable(z.string().max(64)) });
export const ZUserEventParams = z.object({ funcKey: ZFuncKey });
/** §7 `POST /user/event/{funcKey}`; `ask_click` with askId counts a card click (§4 New tag, card clicks). */
export const ZUserEventRequest = z
  .object({
    askId: blankable(z.uuid()),
    detailId: blankable(z.uuid()),
    /** Anything else the client wants kept with the event (bounded). */
    extra: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  })
  .refine((v) => !v.extra || Object.keys(v.extra).length <= 20, { path: ['extra'] });
export const ASK_CLICK_FUNC_KEY = 'ask_click';
export const ZEventResponse = z.object({ recorded: z.boolean(), clickCount: z.number().int().nullable() });
