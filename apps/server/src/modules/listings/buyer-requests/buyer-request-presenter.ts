import type { TBuyerRequestCard, TBuyerRequestOffer } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import { effectiveRequestState } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TQuoteType } from '@scrapbridge/domain/quote-method';
import { filePath } from '../../platform/index.ts';
import type { TBuyerRequestReadRow, TOfferReadRow } from './buyer-requests.repository.ts';

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Trailing zeros off a numeric's text ("38.500000" → "38.5"), as traders write quantities and prices. */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A request as its card reads in the viewer's language; the refusal reason only for the buyer and staff. */
export function toBuyerRequestCard(row: TBuyerRequestReadRow, viewer: { userId: string; isStaff: boolean }, lang: TLang, now: Date): TBuyerRequestCard {
  const names = new Map((row.gradeNames ?? []).map((g) => [g.id, lang === 'zh' ? g.zh : g.en]));
  const grades = row.subCategoryIds.map((id, i) => ({ categoryId: row.categoryIds[i]!, subCategoryId: id, name: names.get(id) ?? '' }));
  const mine = row.buyerUserId === viewer.userId;
  const label = (p: { zh: string; en: string } | null) => (p ? (lang === 'zh' ? p.zh : p.en) : null);
  return {
    requestId: row.id,
    state: effectiveRequestState(row.state, row.validUntil, now),
    version: row.version,
    market: row.market,
    currency: row.currency,
    title: row.title || grades.map((g) => g.name).join(' / '),
    grades,
    weight: row.weight === null ? null : plainDecimal(row.weight),
    containers: row.containers,
    quoteType: row.quoteType as TQuoteType,
    targetPrice: plainDecimal(row.targetPrice),
    deliveryTerm: row.deliveryTerm as TBuyerRequestCard['deliveryTerm'],
    portId: row.portId,
    portName: label(row.port),
    destinationPortId: row.destinationPortId,
    destinationPortName: label(row.destinationPort),
    depositRatio: plainDecimal(row.depositRatio),
    balanceRatio: plainDecimal(row.balanceRatio),
    paymentTiming: row.paymentTiming as TBuyerRequestCard['paymentTiming'],
    validUntil: row.validUntil,
    remark: row.remark,
    photos: (row.photos ?? []).map((p) => ({ fileId: p.id, url: filePath(p.id, p.ext) })),
    specs: (row.specs ?? []).map((d) => ({ fileId: d.id, url: filePath(d.id, d.ext), fileName: d.name })),
    mine,
    offerCount: row.offerCount,
    refuseReason: mine || viewer.isStaff ? row.refuseReason : null,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt)!,
    demo: row.demo,
  };
}

export function toOffer(row: TOfferReadRow, viewerUserId: string, lang: TLang): TBuyerRequestOffer {
  return {
    offerId: row.offerId,
    askId: row.askId,
    askName: (lang === 'zh' ? row.askNameZh || row.askName : row.askName || row.askNameZh) ?? '',
    askState: row.askExpired ? 'expired' : row.askState,
    totalWeight: plainDecimal(row.totalWeight),
    firmPrice: row.firmPrice === null ? null : plainDecimal(row.firmPrice),
    supplierCompany: row.supplierCompany,
    mine: row.supplierUserId === viewerUserId,
    inDeal: row.inDeal,
    createdAt: iso(row.createdAt)!,
  };
}
