import { claimClock, isClaimOverdue, type TClaim, type TClaimActor, type TClaimFileType, type TClaimRow as TClaimView } from '@scrapbridge/domain/claims/claim';
import type { TLang } from '@scrapbridge/domain/i18n';
import { sumMoney } from '@scrapbridge/domain/orders/money';
import type { TDbOrTx } from '../../../db/client.ts';
import { filePath } from '../../platform/index.ts';
import {
  findClaimCreditNote,
  findClaimListRow,
  findClaimShipment,
  listClaimContainers,
  listClaimEvents,
  listClaimFiles,
  type TClaimListRow,
} from './claims.repository.ts';

const money = (v: string | null) => (v === null ? null : sumMoney([v]));
/** numeric(18,6) text → shortest exact text ("21.300000" → "21.3"). */
const weight = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const companyIn = (lang: TLang, name: string | null, nameEn: string | null) => (lang === 'en' ? (nameEn ?? name) : (name ?? nameEn));

type TContainers = Awaited<ReturnType<typeof listClaimContainers>>;

/** A claim as a list shows it: figures, stage, clocks, no files or thread. */
export function presentClaimRow(r: TClaimListRow, opts: { side: TClaimActor; lang: TLang; containers: TContainers; now?: Date }): TClaimView {
  const c = r.claim;
  const clock = claimClock(c, opts.now ?? new Date());
  return {
    id: c.id,
    claimNo: c.claimNo,
    type: c.type,
    status: c.status,
    contractId: c.contractId,
    contractNo: r.contractNo,
    shipmentId: c.shipmentId,
    billNo: r.billNo,
    viewerSide: opts.side,
    currency: c.currency,
    containers: opts.containers.filter((k) => k.claimId === c.id).map((k) => ({ id: k.id, containerNo: k.containerNo, sealNo: k.sealNo, netWeight: weight(k.netWeight)! })),
    lineIds: c.lineIds,
    grossWeight: weight(c.grossWeight),
    tareWeight: weight(c.tareWeight),
    netWeight: weight(c.netWeight),
    sampleWeight: weight(c.sampleWeight),
    portWeight: weight(c.portWeight),
    actualWeight: weight(c.actualWeight),
    thirdPartyWeight: weight(c.thirdPartyWeight),
    shortageWeight: weight(c.shortageWeight),
    claimedWeight: weight(c.claimedWeight),
    totalClaim: money(c.totalClaim),
    calculationMethod: c.calculationMethod,
    reason: c.reason,
    answer: c.answer,
    answerAmount: money(c.answerAmount),
    answerReason: c.answerReason,
    agreedAmount: money(c.agreedAmount),
    creditNote: null,
    clock,
    overdue: isClaimOverdue(clock),
    arrivedAt: null,
    submittedAt: iso(c.submittedAt),
    answeredAt: iso(c.answeredAt),
    settledAt: iso(c.settledAt),
    closedAt: c.status === 'closed' ? iso(c.endedAt) : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    buyerCompany: companyIn(opts.lang, r.buyerCompany, r.buyerCompanyEn),
    sellerCompany: companyIn(opts.lang, r.sellerCompany, r.sellerCompanyEn),
  };
}

export async function presentClaimRows(db: TDbOrTx, rows: TClaimListRow[], sideOf: (r: TClaimListRow) => TClaimActor, lang: TLang): Promise<TClaimView[]> {
  const containers = await listClaimContainers(
    db,
    rows.map((r) => r.claim.id),
  );
  const now = new Date();
  return rows.map((r) => presentClaimRow(r, { side: sideOf(r), lang, containers, now }));
}

/** One claim with its files, thread, credit note and the shipment's arrival. */
export async function presentClaim(db: TDbOrTx, claimId: string, side: TClaimActor, lang: TLang): Promise<TClaim> {
  const r = await findClaimListRow(db, claimId);
  if (!r) throw new Error(`claim ${claimId} vanished`);
  const [containers, files, events, creditNote, shipment] = await Promise.all([
    listClaimContainers(db, [claimId]),
    listClaimFiles(db, claimId),
    listClaimEvents(db, claimId),
    findClaimCreditNote(db, claimId),
    findClaimShipment(db, r.claim.shipmentId),
  ]);
  const row = presentClaimRow(r, { side, lang, containers });
  return {
    ...row,
    arrivedAt: iso(shipment?.arrivedAt ?? null),
    creditNote: creditNote ? { id: creditNote.id, creditNoteNo: creditNote.creditNoteNo, amount: sumMoney([creditNote.amount]), invoiceNo: creditNote.invoiceNo } : null,
    files: files.map((f) => ({
      fileId: f.fileId,
      type: f.type as TClaimFileType,
      surveyor: f.surveyor,
      name: f.name,
      mime: f.mime,
      size: f.size,
      url: filePath(f.fileId, f.ext),
    })),
    events: events.map((e) => ({
      id: e.id,
      actor: e.actor as 'buyer' | 'seller' | 'staff' | 'system',
      action: e.action,
      text: e.text,
      amount: money(e.amount),
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
