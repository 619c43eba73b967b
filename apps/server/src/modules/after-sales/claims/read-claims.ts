import { CLAIM_CONTACT_HOURS, claimClock, isClaimOverdue, type TClaim, type TClaimRecordQuery, type TClaimRow, type TClaimSelection, type TStaffClaimsQuery } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TAppDeps } from '../../../app.ts';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireClaim, sideOfClaim, sideOfContract, type TClaimViewer } from './claim-access.ts';
import { presentClaim, presentClaimRows } from './claim-presenter.ts';
import {
  findClaimContract,
  findClaimShipment,
  findLiveClaimsOfContainers,
  listContractClaimRows,
  listContractLineNames,
  listPartyClaims,
  listShipmentContainers,
  listStaffClaimRows,
} from './claims.repository.ts';

const weight = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/** `GET /app-v2/claim/queryClaimRecord` (any signed-in account): its claims as buyer, or those against it as seller. */
export async function queryClaimRecord(opts: { db: TDbOrTx; viewer: TClaimViewer; lang: TLang; query: TClaimRecordQuery }): Promise<{ rows: TClaimRow[]; total: number }> {
  const q = opts.query;
  const { rows, total } = await listPartyClaims(opts.db, { userId: opts.viewer.userId, side: q.side, shipmentId: q.shipmentId, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
  return { rows: await presentClaimRows(opts.db, rows, () => q.side, opts.lang), total };
}

/** `GET /app-v2/claim/record/{claimId}`: one claim for its buyer, seller (once submitted) and staff; 404 otherwise. */
export async function getClaim(opts: { db: TDbOrTx; viewer: TClaimViewer; lang: TLang; claimId: string }): Promise<TClaim> {
  const { claim, side } = await requireClaim({ db: opts.db, claimId: opts.claimId, viewer: opts.viewer });
  return presentClaim(opts.db, claim.id, side, opts.lang);
}

/** `GET /app-v2/contract/{contractId}/claims`: the order page's claim section (its parties and staff). */
export async function listContractClaims(opts: { db: TDbOrTx; viewer: TClaimViewer; lang: TLang; contractId: string }): Promise<{ rows: TClaimRow[]; total: number }> {
  const contract = await findClaimContract(opts.db, opts.contractId);
  if (!contract || !sideOfContract(contract, opts.viewer)) throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  const rows = await listContractClaimRows(opts.db, contract.id, opts.viewer.userId);
  const presented = await presentClaimRows(opts.db, rows, (r) => sideOfClaim(r.claim, opts.viewer, contract.agentUserId) ?? 'staff', opts.lang);
  return { rows: presented, total: presented.length };
}

/**
 * `GET /app-v2/claim/selection?shipmentId=` (/select-claim): the shipment's containers with the claim that already
 * holds each, the contract's goods, the arrival and the notice window — for the contract's parties and staff.
 */
export async function getClaimSelection(opts: { deps: TAppDeps; viewer: TClaimViewer; shipmentId: string }): Promise<TClaimSelection> {
  const { db } = opts.deps.database;
  const shipment = await findClaimShipment(db, opts.shipmentId);
  const contract = shipment ? await findClaimContract(db, shipment.contractId) : null;
  if (!shipment || !contract || !sideOfContract(contract, opts.viewer)) throw new AppError(ErrorCode.NotFound);
  const [containers, lines] = await Promise.all([listShipmentContainers(db, shipment.shipmentId), listContractLineNames(db, contract.id)]);
  const held = new Map((await findLiveClaimsOfContainers(db, containers.map((c) => c.id))).map((h) => [h.containerId, h]));
  const noticeDueAt = shipment.arrivedAt ? new Date(shipment.arrivedAt.getTime() + opts.deps.config.claims.noticeDays * 86_400_000) : null;
  const closedReason =
    contract.status === 'voided' ? 'voided' : !shipment.arrivedAt ? 'notArrived' : noticeDueAt && noticeDueAt.getTime() < Date.now() ? 'noticePassed' : null;
  return {
    shipmentId: shipment.shipmentId,
    contractId: contract.id,
    contractNo: contract.contractNo,
    billNo: shipment.billNo,
    currency: contract.currency,
    arrivedAt: shipment.arrivedAt?.toISOString() ?? null,
    noticeDueAt: noticeDueAt?.toISOString() ?? null,
    open: closedReason === null,
    closedReason,
    telexReleased: shipment.telexReleased,
    lines: lines.map((l) => ({ id: l.id, name: l.name, nameZh: l.nameZh, weight: l.weight === null ? null : weight(l.weight) })),
    containers: containers.map((c) => {
      const h = held.get(c.id);
      return { id: c.id, containerNo: c.containerNo, sealNo: c.sealNo, netWeight: weight(c.netWeight), claimedBy: h ? { claimId: h.claimId, claimNo: h.claimNo, status: h.status } : null };
    }),
  };
}

/**
 * `GET /admin/claims` (staff): the queue by clock. waiting (default): submitted, answered or in mediation, oldest
 * submission first (soonest due); overdue: those whose seller-answer or staff-contact clock has run out, decided by the
 * clock rule over the candidates; a stored stage otherwise, latest change first.
 */
export async function listStaffClaims(opts: { db: TDbOrTx; lang: TLang; query: TStaffClaimsQuery }): Promise<{ rows: TClaimRow[]; total: number }> {
  const q = opts.query;
  const filter = q.filter ?? 'waiting';
  if (filter === 'overdue') {
    // Every clock runs at least 48 hours: nothing submitted later can be late.
    const candidates = await listStaffClaimRows(opts.db, { filter: 'overdue', limit: 500, offset: 0, submittedBefore: new Date(Date.now() - CLAIM_CONTACT_HOURS * 3_600_000) });
    const now = new Date();
    const late = candidates.rows.filter((r) => isClaimOverdue(claimClock(r.claim, now)));
    const page = late.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return { rows: await presentClaimRows(opts.db, page, () => 'staff', opts.lang), total: late.length };
  }
  const { rows, total } = await listStaffClaimRows(opts.db, { filter, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
  return { rows: await presentClaimRows(opts.db, rows, () => 'staff', opts.lang), total };
}
