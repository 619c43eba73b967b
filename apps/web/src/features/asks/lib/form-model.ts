/**
 * The publish / edit form (§3 Ask publication fields, §5 Ask publication): its values, the request they make, what
 * the form kit checks it with — the server's ZPublishAskRequest / ZEditAskRequest, worded the server's way
 * ("<field>: <reason>") — and where each problem shows. Pure, so the mapping and the wording are unit-tested in node.
 */
import {
  ZEditAskRequest,
  ZPublishAskRequest,
  type DELIVERY_TERMS,
  type FIXING_SIDES,
  type PACKING_METHODS,
  type PAYMENT_TIMINGS,
  type PRICING_PERIODS,
  type SPECS,
  type TEditAskRequest,
  type TPublishAskRequest,
} from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { DictId } from '@scrapbridge/domain/catalog';
import { capInteger3, isNumberText, limitDecimals } from '@scrapbridge/domain/input-helpers';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TMediaKind } from '@scrapbridge/domain/media';
import { formatFixedPrice, formatFormula, type TCurrency } from '@scrapbridge/domain/price-display';
import { QUOTE_METHODS, type TQuoteType } from '@scrapbridge/domain/quote-method';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TFormErrors } from '#lib/form-errors.ts';
import { linesFieldOf, type TFormSchema } from '#lib/zod-form.ts';
import type { TAgentSeller } from '@scrapbridge/domain/account-profile';
import type { TLang } from '@scrapbridge/domain/i18n';
import { pick, type TTranslate } from '#components/ask-card-model.ts';

export type TDeliveryTerm = (typeof DELIVERY_TERMS)[number];

/** A picture or video of a line: uploading, uploaded, or failed (kept on screen with its message until removed). */
export type TMediaItem = {
  uid: string;
  kind: TMediaKind;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** Set once uploaded. */
  fileId?: string;
  /** The stored file (/app-v2/file/{id}.{ext}); before that a local preview (blob:) URL. */
  url?: string;
  error?: string;
};

export type TDetailFormValues = {
  detailId?: string;
  categoryId?: number;
  subCategoryId?: number;
  detailName?: string;
  detailNameZh?: string;
  /** Decimal text in the form's weight unit. */
  weight?: string;
  quoteType?: TQuoteType;
  /** FIXED: per MT in the market currency; LME: the percent; minus formulas: the discount. */
  unitPrice?: string;
  minPrice?: string;
  maxPrice?: string;
  elementContent?: string;
  /** In order; the first picture is the line's cover. */
  media: TMediaItem[];
};

export type TAskFormValues = {
  market: TMarket;
  weightUnit: TWeightUnit;
  askName?: string;
  askNameZh?: string;
  descriptions?: string;
  descriptionsZh?: string;
  comboLoadName?: string;
  details: TDetailFormValues[];
  originCountryId?: number;
  loadingCountryId?: number;
  deliveryTerm?: TDeliveryTerm;
  exwAddress?: string;
  portId?: number;
  destinationPortId?: number;
  rampId?: number;
  shipmentDays?: string;
  packingMethod?: (typeof PACKING_METHODS)[number];
  specs?: (typeof SPECS)[number];
  originCertificate: boolean;
  customsRejectionResponsible: boolean;
  depositRatio?: string;
  balanceRatio?: string;
  balanceTiming?: (typeof PAYMENT_TIMINGS)[number];
  /** ISO 8601 with offset. */
  priceCutoffAt?: string;
  pricingPeriod?: (typeof PRICING_PERIODS)[number];
  preferredQuoteType?: TQuoteType;
  fixingSide: (typeof FIXING_SIDES)[number];
  firmPrice?: string;
  validityId?: number;
  province?: string;
  city?: string;
  area?: string;
  addressDetail?: string;
  buyerRemark?: string;
  /** §6 Agents: the seller a consignment agent publishes for; absent: the caller. */
  sellerUserId?: string;
};

export function emptyDetail(): TDetailFormValues {
  return { media: [] };
}

export function emptyAskForm(opts: { market: TMarket; weightUnit: TWeightUnit }): TAskFormValues {
  return {
    market: opts.market,
    weightUnit: opts.market === 'cn' ? 'MT' : opts.weightUnit,
    details: [emptyDetail()],
    originCertificate: false,
    customsRejectionResponsible: false,
    fixingSide: 'undecided',
  };
}

const trimmed = (v: string | undefined | null): string | undefined => {
  const s = v?.trim();
  return s ? s : undefined;
};

/** The body the form sends (before the schema canonicalizes it): blank fields left out, decimals as typed. */
export type TAskRequestInput = Record<string, unknown> & { draft: boolean; market: TMarket; details: Record<string, unknown>[] };

/** The deposit/balance pair: one typed, the other completes 100 (§5: they must total 100). */
export function complementRatio(text: string | undefined): string | undefined {
  const s = text?.trim();
  if (!s || !isNumberText(s)) return undefined;
  const tenths = Math.round(Number(s) * 10);
  if (tenths < 0 || tenths > 1000) return undefined;
  const rest = 1000 - tenths;
  return rest % 10 === 0 ? String(rest / 10) : (rest / 10).toFixed(1);
}

export function formToRequest(values: TAskFormValues, opts: { draft: boolean }): TAskRequestInput {
  const details = values.details.map((d) => {
    const done = d.media.filter((m) => m.status === 'done' && m.fileId);
    const cover = done.find((m) => m.kind === 'image');
    const quoteType = d.quoteType;
    const isFixed = !quoteType || quoteType === 'FIXED';
    return {
      detailId: d.detailId,
      categoryId: d.categoryId,
      subCategoryId: d.subCategoryId,
      detailName: trimmed(d.detailName),
      detailNameZh: trimmed(d.detailNameZh),
      weight: trimmed(d.weight),
      quoteType,
      unitPrice: trimmed(d.unitPrice),
      // §5 the min/max check applies to fixed prices only (skipped for formula quote types), so only they carry it.
      minPrice: isFixed ? trimmed(d.minPrice) : undefined,
      maxPrice: isFixed ? trimmed(d.maxPrice) : undefined,
      deduction: quoteType ? QUOTE_METHODS[quoteType].deduction : undefined,
      elementContent: trimmed(d.elementContent),
      media: done.map((m) => ({ fileId: m.fileId!, kind: m.kind })),
      coverFileId: cover?.fileId,
    };
  });
  const term = values.deliveryTerm;
  return {
    draft: opts.draft,
    market: values.market,
    weightUnit: values.market === 'cn' ? 'MT' : values.weightUnit,
    askName: trimmed(values.askName),
    askNameZh: trimmed(values.askNameZh),
    descriptions: trimmed(values.descriptions),
    descriptionsZh: trimmed(values.descriptionsZh),
    comboLoadName: trimmed(values.comboLoadName),
    originCountryId: values.originCountryId,
    loadingCountryId: values.loadingCountryId,
    province: trimmed(values.province),
    city: trimmed(values.city),
    area: trimmed(values.area),
    addressDetail: trimmed(values.addressDetail),
    deliveryTerm: term,
    // Only the place the delivery term needs is sent (EXW: pickup address; FAS/FOB: loading port; CNF/CIF:
    // destination port), so a value left over from an earlier choice never reaches the listing.
    exwAddress: term === 'EXW' ? trimmed(values.exwAddress) : undefined,
    portId: term === 'FAS' || term === 'FOB' ? values.portId : undefined,
    destinationPortId: term === 'CNF' || term === 'CIF' ? values.destinationPortId : undefined,
    rampId: values.loadingCountryId === DictId.CountryUS ? values.rampId : undefined,
    validityId: values.validityId,
    preferredQuoteType: values.preferredQuoteType,
    fixingSide: values.fixingSide,
    shipmentDays: trimmed(values.shipmentDays),
    packingMethod: values.packingMethod,
    specs: values.specs,
    originCertificate: values.originCertificate,
    customsRejectionResponsible: values.customsRejectionResponsible,
    depositRatio: trimmed(values.depositRatio),
    balanceRatio: trimmed(values.balanceRatio),
    balanceTiming: values.balanceTiming,
    priceCutoffAt: trimmed(values.priceCutoffAt),
    pricingPeriod: values.pricingPeriod,
    buyerRemark: trimmed(values.buyerRemark),
    firmPrice: trimmed(values.firmPrice),
    sellerUserId: trimmed(values.sellerUserId),
    details,
  };
}

/** Decimal text of a number as the server sent it (no float noise: at most `decimals` places, trailing zeros cut). */
function decimalText(value: number | null | undefined, decimals: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  return String(Number(value.toFixed(decimals)));
}

const orUndefined = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/**
 * An ask read back (GET /ask/{askId}) as form values: for /edit, and for "copy last ask" on /publish, which keeps
 * the contents but not the identity (no line ids, so new lines are written). Weights come in MT.
 */
export function detailToForm(ask: TAskDetail, opts: { copy: boolean }): TAskFormValues {
  return {
    market: ask.market,
    weightUnit: 'MT',
    askName: orUndefined(ask.askName),
    askNameZh: orUndefined(ask.askNameZh),
    descriptions: orUndefined(ask.descriptions),
    descriptionsZh: orUndefined(ask.descriptionsZh),
    comboLoadName: orUndefined(ask.comboLoadName),
    originCountryId: orUndefined(ask.originCountryId),
    loadingCountryId: orUndefined(ask.loadingCountryId),
    deliveryTerm: orUndefined(ask.deliveryTerm),
    exwAddress: orUndefined(ask.exwAddress),
    portId: orUndefined(ask.portId),
    destinationPortId: orUndefined(ask.destinationPortId),
    rampId: orUndefined(ask.rampId),
    shipmentDays: ask.shipmentDays === null ? undefined : String(ask.shipmentDays),
    packingMethod: orUndefined(ask.packingMethod),
    specs: orUndefined(ask.specs),
    originCertificate: ask.originCertificate,
    customsRejectionResponsible: ask.customsRejectionResponsible,
    depositRatio: decimalText(ask.depositRatio, 1),
    balanceRatio: decimalText(ask.balanceRatio, 1),
    balanceTiming: orUndefined(ask.balanceTiming),
    priceCutoffAt: orUndefined(ask.priceCutoffAt),
    pricingPeriod: orUndefined(ask.pricingPeriod),
    preferredQuoteType: orUndefined(ask.preferredQuoteType),
    fixingSide: ask.fixingSide,
    firmPrice: decimalText(ask.firmPrice, 2),
    validityId: orUndefined(ask.validityId),
    province: orUndefined(ask.province),
    city: orUndefined(ask.city),
    area: orUndefined(ask.area),
    addressDetail: orUndefined(ask.addressDetail),
    buyerRemark: orUndefined(ask.buyerRemark),
    // An edit keeps the ask's seller (the server refuses a move); a copy starts for the caller again.
    sellerUserId: opts.copy ? undefined : orUndefined(ask.sellerUserId),
    details: ask.askDetailList.map((line) => ({
      detailId: opts.copy ? undefined : line.detailId,
      categoryId: orUndefined(line.categoryId),
      subCategoryId: orUndefined(line.subCategoryId),
      detailName: orUndefined(line.detailName),
      detailNameZh: orUndefined(line.detailNameZh),
      weight: decimalText(line.weight, 6),
      quoteType: orUndefined(line.quoteType),
      unitPrice: decimalText(line.unitPrice, 2),
      minPrice: decimalText(line.minPrice, 2),
      maxPrice: decimalText(line.maxPrice, 2),
      elementContent: orUndefined(line.elementContent),
      media: line.askGoods.map((m) => ({
        uid: m.fileId,
        kind: m.kind,
        name: `${m.fileId}.${m.ext}`,
        size: 0,
        status: 'done' as const,
        percent: 100,
        fileId: m.fileId,
        url: m.url,
      })),
    })),
  };
}

/** A form field's name as antd knows it: "details.0.weight" → ['details', 0, 'weight']. */
export function fieldPath(field: string): (string | number)[] {
  return field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * Where a problem is shown (the form kit's fieldOf): a line's media problems (a missing cover, a duplicate file) go to
 * the line's media area; everything else to its own field. The whole ask's media problems (`media`: no picture at
 * all, the 51st file) keep their own key and show in the first line's media area (detail-line.tsx).
 */
export const askFieldOf = linesFieldOf('details', (i, rest) =>
  rest ? `details.${i}.${/^(media|coverFileId)(\.|$)/.test(rest) ? 'media' : rest}` : `details.${i}`,
);

/** The antd field a problem's key scrolls to. */
export function problemPath(field: string): (string | number)[] {
  return field === 'media' ? ['details', 0, 'media'] : fieldPath(field);
}

/** Every problem in reading order, worded for the list above the buttons: a line's start with its number ("Item 2 · "). */
export function problemSummary(t: TTranslate, errors: TFormErrors): string[] {
  return Object.entries(errors).flatMap(([field, message]) => {
    if (!message || field === 'form') return [];
    const m = /^details\.(\d+)\./.exec(field);
    return [m ? `${t('listings.publish.itemN', { n: Number(m[1]) + 1 })} · ${message}` : message];
  });
}

/**
 * What the form kit checks before saving: the request as sent (blank fields left out) with the server's own body
 * schema, ZPublishAskRequest — or ZEditAskRequest with the version read on /edit —, given the input so a missing
 * choice reads "required" as the server words it.
 */
export function askForm(values: TAskFormValues, opts: { draft: boolean; version?: number }) {
  const input = formToRequest(values, { draft: opts.draft });
  return opts.version === undefined
    ? { schema: ZPublishAskRequest as TFormSchema<TPublishAskRequest | TEditAskRequest>, body: input }
    : { schema: ZEditAskRequest as TFormSchema<TPublishAskRequest | TEditAskRequest>, body: { ...input, version: opts.version } };
}

/** Every file of the ask (all lines, uploads in progress too): what the 50-file and 3-video limits count. */
export function allMedia(values: Pick<TAskFormValues, 'details'>): TMediaItem[] {
  return values.details.flatMap((d) => d.media.filter((m) => m.status !== 'error'));
}

export function uploadsInProgress(values: Pick<TAskFormValues, 'details'>): number {
  return values.details.reduce((n, d) => n + d.media.filter((m) => m.status === 'uploading').length, 0);
}

/** What a line's unit price means, for the input's prefix and suffix: "$ … /MT", "… % LME", "CMX − … ¢/lb". */
export function priceAffixes(quoteType: TQuoteType | undefined, currency: TCurrency): { prefix: string; suffix: string } {
  const symbol = currency === 'CNY' ? '¥' : '$';
  if (!quoteType || quoteType === 'FIXED') return { prefix: symbol, suffix: '/MT' };
  const method = QUOTE_METHODS[quoteType];
  if (method.deduction === 1) return { prefix: '', suffix: `% ${quoteType}` };
  const unit = method.discountUnit === 'US_CENTS_PER_LB' ? '¢/lb' : method.discountUnit === 'CNY_PER_MT' ? '¥/MT' : `${symbol}/MT`;
  return { prefix: `${quoteType} −`, suffix: unit };
}

/**
 * How buyers will read the line's price (§9 price display, via the domain's price-display rules): FIXED with the
 * currency symbol per MT or per lb, LME as a percent, the minus formulas as the reference minus the discount.
 */
export function pricePreview(
  quoteType: TQuoteType | undefined,
  unitPrice: string | undefined,
  currency: TCurrency,
  unit: TWeightUnit,
): string | null {
  const s = unitPrice?.trim();
  if (!quoteType || !s || !isNumberText(s)) return null;
  const value = Number(s);
  const method = QUOTE_METHODS[quoteType];
  if (method.deduction === 0) {
    if (!(value > 0)) return null;
    const perMt = formatFixedPrice(value, currency, 'MT');
    return unit === 'LBS' ? `${perMt} (${formatFixedPrice(value, currency, 'LBS')})` : perMt;
  }
  return formatFormula(quoteType, method.deduction, value, currency);
}

/** Up to `places` decimals; a leading minus kept when `signed` (a negative discount is a premium: "CMX + 2¢/lb"). */
export function decimalInput(places: number, signed = false) {
  return (value: unknown) => {
    const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
    const negative = signed && text.trim().startsWith('-');
    const body = limitDecimals(text, places);
    return negative ? `-${body}` : body;
  };
}

/** §5 input helper: whole numbers of up to 3 digits, capped (shipment days). */
export function integerInput(max: number) {
  return (value: unknown) => capInteger3(typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value), max);
}

/** How a seller reads in the "publish for" choice (§6 Agents): the company in the viewer's language, then who. */
export function sellerLabel(s: TAgentSeller, lang: TLang): string {
  const company = pick(lang, s.companyName, s.companyEnglishName);
  const person = [s.firstName, s.lastName].filter((n) => n && n.trim()).join(' ') || s.email || s.sellerUserId;
  return company ? `${company} · ${person}` : person;
}
