import { type TAskState } from '@scrapbridge/domain/ask';
import {
  askStatusKey,
  askTags,
  buyerStatusOf,
  type TAskCard,
  type TAskDetail,
  type TAskDetailLine,
  type TAskMedia,
} from '@scrapbridge/domain/ask-view';
import type { TCategoryDict, TDictRef } from '@scrapbridge/domain/catalog';
import { DictId } from '@scrapbridge/domain/catalog';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { isVideoUrl } from '@scrapbridge/domain/input-helpers';
import { buildPriceVo, formatFixedPrice, type TPriceVo } from '@scrapbridge/domain/price-display';
import { QUOTE_METHODS, isQuoteType, type TDeduction } from '@scrapbridge/domain/quote-method';
import { mtToLbs } from '@scrapbridge/domain/weight';
import { filePath } from '../../platform/index.ts';
import type { TAskCardRow, TAskFullRow, TDetailFullRow, TMediaRow } from './asks.repository.ts';

/**
 * Rows → what the API answers (§2 card, §3 Ask / Ask detail): numeric text becomes numbers at this edge (≤ 6
 * decimals, exact enough in a double), labels are localized, priceVo and tags are computed by the domain rules.
 */

const iso = (d: string | Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

function dictRef(d: { id: number | null; labelZh: string | null; labelEn: string | null; value: string | null } | null, lang: TLang): TDictRef | null {
  if (!d || d.id === null) return null;
  return { dictDataId: d.id, dictLabel: (lang === 'zh' ? d.labelZh : d.labelEn) ?? '', dictValue: d.value ?? '' };
}

function categoryDict(id: number | null, zh: string | null, en: string | null): TCategoryDict | null {
  return id === null ? null : { categoryId: id, categoryCn: zh ?? '', categoryEn: en ?? '' };
}

function priceVoOf(opts: { quoteType: string | null; deduction: TDeduction; unitPrice: number | null; currency: 'USD' | 'CNY'; lang: TLang }): TPriceVo | null {
  if (!opts.quoteType || !isQuoteType(opts.quoteType) || opts.unitPrice === null) return null;
  return buildPriceVo({ quoteType: opts.quoteType, deduction: opts.deduction, unitPrice: opts.unitPrice, currency: opts.currency, lang: opts.lang });
}

function localizedName(name: string | null, nameZh: string | null, lang: TLang): string | null {
  return lang === 'zh' ? (nameZh ?? name) : (name ?? nameZh);
}

function cover(fileId: string | null, ext: string | null) {
  if (!fileId || !ext) return null;
  const url = filePath(fileId, ext);
  return { fileId, url, ext, isVideo: isVideoUrl(url) };
}

function viewState(opts: { state: TAskState; mine: boolean; clickCount: number; quoteEndSeconds: number | null; untilSold: boolean; lang: TLang }) {
  const statusKey = askStatusKey(opts.state, opts.mine);
  return {
    askState: opts.state,
    statusKey,
    statusText: translate(opts.lang, `listings.status.${statusKey}`),
    tags: askTags({ state: opts.state, viewerIsSeller: opts.mine, clickCount: opts.clickCount, quoteEndSeconds: opts.quoteEndSeconds, untilSold: opts.untilSold }),
    buyerStatus: buyerStatusOf(opts.state),
  };
}

/**
 * One row of the card statement → §2 listing card. Refusal reasons only reach the seller's own list. This runs for
 * every card of the hottest read (bench/list-asks): no formatting beyond the labels, the status text and the tags.
 */
export function toAskCard(row: TAskCardRow, lang: TLang, opts: { showRefuseReason: boolean }): TAskCard {
  const weight = Number(row.total_weight);
  const untilSold = row.validity_id === DictId.UntilSold;
  const lines = row.details ?? [];
  const first = lines[0];
  const productNames: string[] = [];
  for (const l of lines) {
    const name = localizedName(l[1], l[2], lang);
    if (name) productNames.push(name);
  }
  const images = (row.media.i ?? []).map(([fileId, ext]) => {
    const url = filePath(fileId, ext);
    return { url, isVideo: isVideoUrl(url) };
  });
  return {
    askId: row.id!,
    ...viewState({ state: row.effective_state, mine: row.mine, clickCount: row.click_count, quoteEndSeconds: row.quote_end_seconds, untilSold, lang }),
    mine: row.mine,
    market: row.market,
    currency: row.currency,
    askName: row.ask_name,
    askNameZh: row.ask_name_zh,
    productNames,
    descriptions: row.descriptions,
    descriptionsZh: row.descriptions_zh,
    originCountryDict: dictRef({ id: row.origin_country_id, labelZh: row.origin_zh, labelEn: row.origin_en, value: row.origin_value }, lang),
    loadingCountryDict: dictRef({ id: row.loading_country_id, labelZh: row.loading_zh, labelEn: row.loading_en, value: row.loading_value }, lang),
    categoryDict: first ? categoryDict(first[3], first[4], first[5]) : null,
    weight,
    weightLbs: mtToLbs(weight),
    deliveryTerm: (row.delivery_term as TAskCard['deliveryTerm']) ?? null,
    preferredQuoteType: row.preferred_quote_type && isQuoteType(row.preferred_quote_type) ? row.preferred_quote_type : null,
    clickCount: row.click_count,
    untilSold,
    quoteEndSeconds: row.quote_end_seconds,
    images,
    hasVideo: row.media.v === true,
    askDetailList: lines.map((l) => ({ detailId: l[0] })),
    refuseReason: opts.showRefuseReason && row.effective_state === 'refused' ? row.refuse_reason : null,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at)!,
  };
}

function mediaOf(m: TMediaRow, coverUrl: string | null): TAskMedia {
  const url = filePath(m.fileId, m.ext);
  const isVideo = isVideoUrl(url);
  return {
    fileId: m.fileId,
    kind: m.kind,
    ext: m.ext,
    url,
    isVideo,
    width: m.width,
    height: m.height,
    pictureInfo: { url, coverUrl: isVideo ? coverUrl : url },
  };
}

/** An ask in full (§3 Ask, Ask detail) for the detail page, the edit form and the review queue. */
export function toAskDetail(opts: {
  row: TAskFullRow;
  details: TDetailFullRow[];
  media: TMediaRow[];
  mine: boolean;
  /** Owner or staff: may see the refusal reason and the agent. */
  privileged: boolean;
  currentDetailId: string | null;
  lang: TLang;
}): TAskDetail {
  const { row, lang } = opts;
  const a = row.ask;
  const state = row.effectiveState;
  const untilSold = a.validityId === DictId.UntilSold;
  const weight = Number(a.totalWeight);
  const currency = a.currency as 'USD' | 'CNY';
  const lines: TAskDetailLine[] = opts.details.map(({ detail: d, family, grade, coverExt }) => {
    const w = num(d.weight);
    const c = cover(d.coverFileId, coverExt);
    const unitPrice = num(d.unitPrice);
    return {
      detailId: d.id,
      detailName: d.detailName,
      detailNameZh: d.detailNameZh,
      categoryId: d.categoryId,
      subCategoryId: d.subCategoryId,
      categoryDict: family ? categoryDict(family.id, family.nameZh, family.nameEn) : null,
      subCategoryDict: grade ? categoryDict(grade.id, grade.nameZh, grade.nameEn) : null,
      weight: w,
      weightLbs: w === null ? null : mtToLbs(w),
      quoteType: d.quoteType && isQuoteType(d.quoteType) ? d.quoteType : null,
      unitPrice,
      currency: d.currency as 'USD' | 'CNY',
      minPrice: num(d.minPrice),
      maxPrice: num(d.maxPrice),
      deduction: d.deduction as 0 | 1 | 2,
      elementContent: d.elementContent,
      askCover: c?.url ?? null,
      askCoverFile: c,
      askGoods: opts.media.filter((m) => m.detailId === d.id).map((m) => mediaOf(m, c?.url ?? null)),
      quoteDetail: { priceVo: priceVoOf({ quoteType: d.quoteType, deduction: d.deduction, unitPrice, currency: d.currency as 'USD' | 'CNY', lang }) },
      dickerRemark: null,
      sort: d.sort,
    };
  });
  const preferred = a.preferredQuoteType && isQuoteType(a.preferredQuoteType) ? a.preferredQuoteType : null;
  const firmPrice = num(a.firmPrice);
  return {
    askId: a.id,
    ...viewState({ state, mine: opts.mine, clickCount: a.clickCount, quoteEndSeconds: row.quoteEndSeconds, untilSold, lang }),
    mine: opts.mine,
    market: a.market as TAskDetail['market'],
    currency,
    version: a.version,
    weightUnit: 'MT',
    askName: a.askName,
    askNameZh: a.askNameZh,
    productNames: lines.map((l) => localizedName(l.detailName, l.detailNameZh, lang)).filter((n): n is string => !!n),
    descriptions: a.descriptions,
    descriptionsZh: a.descriptionsZh,
    comboLoadName: a.comboLoadName,
    originCountryId: a.originCountryId,
    originCountryDict: dictRef(row.origin, lang),
    loadingCountryId: a.loadingCountryId,
    loadingCountryDict: dictRef(row.loading, lang),
    categoryDict: lines[0]?.categoryDict ?? null,
    weight,
    weightLbs: mtToLbs(weight),
    province: a.province,
    city: a.city,
    area: a.area,
    addressDetail: a.addressDetail,
    deliveryTerm: (a.deliveryTerm as TAskDetail['deliveryTerm']) ?? null,
    exwAddress: a.exwAddress,
    portId: a.portId,
    portDict: dictRef(row.port, lang),
    destinationPortId: a.destinationPortId,
    destinationPortDict: dictRef(row.destination, lang),
    rampId: a.rampId,
    rampDict: dictRef(row.ramp, lang),
    validityId: a.validityId,
    validityDict: dictRef(row.validity, lang),
    untilSold,
    validUntil: iso(a.validUntil),
    quoteEndSeconds: row.quoteEndSeconds === null ? null : Number(row.quoteEndSeconds),
    preferredQuoteType: preferred,
    preferredQuoteTypeStr: preferred ? (lang === 'zh' ? QUOTE_METHODS[preferred].quoteTypeZh : QUOTE_METHODS[preferred].quoteTypeEn) : null,
    fixingSide: a.fixingSide as TAskDetail['fixingSide'],
    shipmentDays: a.shipmentDays,
    packingMethod: (a.packingMethod as TAskDetail['packingMethod']) ?? null,
    specs: (a.specs as TAskDetail['specs']) ?? null,
    originCertificate: a.originCertificate,
    customsRejectionResponsible: a.customsRejectionResponsible,
    depositRatio: num(a.depositRatio),
    balanceRatio: num(a.balanceRatio),
    balanceTiming: (a.balanceTiming as TAskDetail['balanceTiming']) ?? null,
    priceCutoffAt: iso(a.priceCutoffAt),
    pricingPeriod: (a.pricingPeriod as TAskDetail['pricingPeriod']) ?? null,
    buyerRemark: a.buyerRemark,
    firmPrice,
    firmPriceStr: firmPrice === null ? null : formatFixedPrice(firmPrice, currency, 'MT'),
    firmPriceLbsStr: firmPrice === null ? null : formatFixedPrice(firmPrice, currency, 'LBS'),
    clickCount: a.clickCount,
    images: opts.media.slice(0, 5).map((m) => cover(m.fileId, m.ext)!),
    hasVideo: opts.media.some((m) => m.kind === 'video'),
    refuseReason: opts.privileged && state === 'refused' ? a.refuseReason : null,
    agentUserId: opts.privileged ? a.agentUserId : null,
    sellerUserId: opts.privileged ? a.sellerUserId : null,
    reviewedAt: iso(a.reviewedAt),
    createdAt: iso(a.createdAt)!,
    submittedAt: iso(a.submittedAt),
    publishedAt: iso(a.publishedAt),
    updatedAt: iso(a.updatedAt)!,
    currentDetailId: opts.currentDetailId ?? lines[0]?.detailId ?? null,
    askDetailList: lines,
    tradeQuote: null,
    tradeUserId: null,
    myQuote: null,
  };
}
