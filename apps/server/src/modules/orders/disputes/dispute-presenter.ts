import type { TLang } from '@scrapbridge/domain/i18n';
import { disputeClock, type TDispute, type TStaffDispute } from '@scrapbridge/domain/orders/dispute';
import type { TDisputeRow, TStaffDisputeRow } from './disputes.repository.ts';

/**
 * A dispute as both parties and staff read it, with its two §9 clocks. A closed dispute is not changed after it is
 * closed, so its last change is when it was closed (no column of its own).
 */
export function presentDispute(d: TDisputeRow, now: Date = new Date()): TDispute {
  const closedAt = d.status === 'closed' ? d.updatedAt : null;
  return {
    id: d.id,
    contractId: d.contractId,
    side: d.side,
    raisedByUserId: d.raisedByUserId,
    text: d.text,
    status: d.status,
    answer: d.answer,
    createdAt: d.createdAt.toISOString(),
    contactedAt: d.contactedAt?.toISOString() ?? null,
    answeredAt: d.answeredAt?.toISOString() ?? null,
    closedAt: closedAt?.toISOString() ?? null,
    clock: disputeClock({ raisedAt: d.createdAt, contactedAt: d.contactedAt, answeredAt: d.answeredAt, closedAt }, now),
  };
}

/** A company in the reader's language: its English name in en when it has one (a Chinese seller's is in both). */
export function companyIn(lang: TLang, name: string | null, nameEn: string | null): string | null {
  return lang === 'en' ? (nameEn ?? name) : (name ?? nameEn);
}

export function presentStaffDispute(r: TStaffDisputeRow, lang: TLang, now: Date = new Date()): TStaffDispute {
  const buyerCompany = companyIn(lang, r.buyerCompany, r.buyerCompanyEn);
  const sellerCompany = companyIn(lang, r.sellerCompany, r.sellerCompanyEn);
  return {
    ...presentDispute(r.dispute, now),
    contractNo: r.contractNo,
    contractStatus: r.contractStatus,
    buyerCompany,
    sellerCompany,
    raisedByCompany: r.dispute.side === 'buyer' ? buyerCompany : sellerCompany,
  };
}
