import {
  checkSeals,
  checkWeight,
  DEFAULT_WEIGHT_TOLERANCE_PERCENT,
  evidenceByAmount,
  unsupportableAmounts,
  type TClaimAmountKey,
  type TClaimEvidence,
  type TContainerEvidenceInput,
  type TEvidenceType,
  type TWeighingSource,
} from '@scrapbridge/domain/after-sales/claim-evidence';
import { fromScaled, sumDecimals, toScaled } from '@scrapbridge/domain/decimal';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb, TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { filePath, insertAuditEntry } from '../../platform/index.ts';
import { requireClaim, type TClaimViewer } from '../claims/claim-access.ts';
import type { TClaimRow } from '../claims/claims.repository.ts';
import { findContractParties } from '../claim-files/resumable.repository.ts';
import {
  findClaimContainersWithEvidence,
  findEvidenceFiles,
  findTolerance,
  updateEvidenceFile,
  upsertContainerEvidence,
  upsertTolerance,
} from './claim-evidence.repository.ts';

/** Arrival evidence may change until the claim is settled, closed or withdrawn. */
const OPEN_STATUSES = ['draft', 'submitted', 'answered', 'mediation'];

function mayEdit(claim: TClaimRow, side: string): boolean {
  return OPEN_STATUSES.includes(claim.status) && (side === 'buyer' || side === 'staff');
}

/** The amounts this claim states (those with a value): what the evidence is matched against. */
function statedAmounts(claim: TClaimRow): TClaimAmountKey[] {
  const out: TClaimAmountKey[] = [];
  if (claim.shortageWeight) out.push('shortageWeight');
  if (claim.claimedWeight) out.push('claimedWeight');
  if (claim.totalClaim) out.push('totalClaimUsd');
  if (claim.type === 'quality' || claim.type === 'both') out.push('qualityDeduction');
  return out;
}

async function present(db: TDbOrTx, claim: TClaimRow, side: string): Promise<TClaimEvidence> {
  const [containers, evidenceFiles, override] = await Promise.all([findClaimContainersWithEvidence(db, claim.id), findEvidenceFiles(db, claim.id), findTolerance(db, claim.contractId)]);
  // "5.00" as stored reads "5".
  const tolerancePercent = override === null ? DEFAULT_WEIGHT_TOLERANCE_PERCENT : fromScaled(toScaled(override, 2), 2);
  const rows = containers.map((c) => ({
    containerId: c.containerId,
    containerNo: c.containerNo,
    loadedSealNo: c.loadedSealNo,
    loadedNetWeight: c.loadedNetWeight,
    arrivalSealNo: c.arrivalSealNo,
    arrivalNetWeight: c.arrivalNetWeight,
    weighingSource: (c.weighingSource as TWeighingSource | null) ?? null,
    seal: checkSeals(c.loadedSealNo, c.arrivalSealNo),
    weight: c.arrivalNetWeight === null ? null : checkWeight(c.loadedNetWeight, c.arrivalNetWeight, tolerancePercent),
  }));
  const weighed = rows.filter((r) => r.arrivalNetWeight !== null);
  const fileRows = evidenceFiles.map((f) => ({
    evidenceId: f.evidenceId,
    fileId: f.fileId,
    fileName: f.fileName,
    fileFullPath: filePath(f.fileId, f.ext),
    mime: f.mime,
    size: f.size,
    type: f.type as TEvidenceType,
    surveyor: f.surveyor,
    containerId: f.containerId,
    supports: f.supports as TClaimAmountKey[],
  }));
  return {
    claimId: claim.id,
    contractId: claim.contractId,
    tolerancePercent,
    canEdit: mayEdit(claim, side),
    containers: rows,
    files: fileRows,
    amounts: evidenceByAmount(statedAmounts(claim), fileRows.map((f) => ({ id: f.evidenceId, type: f.type, supports: f.supports }))),
    totals: {
      loadedNet: sumDecimals(rows.map((r) => r.loadedNetWeight), 6),
      arrivalNet: weighed.length === rows.length && rows.length > 0 ? sumDecimals(weighed.map((r) => r.arrivalNetWeight!), 6) : null,
      shortageBeyondTolerance: sumDecimals(weighed.map((r) => r.weight!.shortageBeyondTolerance), 6),
      sealMismatches: rows.filter((r) => r.seal.result === 'mismatch').length,
    },
  };
}

/** `GET /app-v2/claim/evidence` (issue 15 item 4): the claim's parties and staff (requireClaim: 404 to anyone else). */
export async function getClaimEvidence(opts: { db: TDbOrTx; claimId: string; viewer: TClaimViewer }): Promise<TClaimEvidence> {
  const { claim, side } = await requireClaim({ db: opts.db, claimId: opts.claimId, viewer: opts.viewer });
  return present(opts.db, claim, side);
}

/**
 * The seals found and the weights measured on arrival, per container of the claim. Only the claim's buyer (and staff)
 * while it is open (1723 after); a container that is not the claim's is 1000 naming it. All rows or none.
 */
export async function saveContainerEvidence(opts: { db: TDb; claimId: string; containers: TContainerEvidenceInput[]; viewer: TClaimViewer }): Promise<TClaimEvidence> {
  const { claim, side } = await requireClaim({ db: opts.db, claimId: opts.claimId, viewer: opts.viewer });
  if (side === 'seller') throw new AppError(ErrorCode.ClaimWrongParty);
  if (!mayEdit(claim, side)) throw new AppError(ErrorCode.ClaimStepNotAllowed);
  const mine = new Set((await findClaimContainersWithEvidence(opts.db, claim.id)).map((c) => c.containerId));
  opts.containers.forEach((c, i) => {
    if (!mine.has(c.containerId)) throw AppError.field(`containers.${i}.containerId`, 'errors.invalidValue');
  });
  await opts.db.transaction(async (tx) => {
    for (const c of opts.containers) {
      await upsertContainerEvidence(tx, {
        claimId: claim.id,
        containerId: c.containerId,
        arrivalSealNo: c.arrivalSealNo?.trim() || null,
        arrivalNetWeight: c.arrivalNetWeight ?? null,
        weighingSource: c.weighingSource ?? null,
        updatedByUserId: opts.viewer.userId,
      });
    }
    if (side === 'staff') await insertAuditEntry(tx, { actorUserId: opts.viewer.userId, action: 'claim.evidence.containers', targetType: 'claim', targetId: claim.id, detail: { containers: opts.containers.length } });
  });
  return present(opts.db, claim, side);
}

/** What one of the claim's files is and which amounts it supports (the claim's buyer while open; staff). */
export async function setEvidenceFile(opts: {
  db: TDbOrTx;
  viewer: TClaimViewer;
  body: { claimId: string; fileId: string; type: TEvidenceType; surveyor?: string | undefined; containerId?: string | undefined; supports: TClaimAmountKey[] };
}): Promise<TClaimEvidence> {
  const { db, body } = opts;
  const { claim, side } = await requireClaim({ db, claimId: body.claimId, viewer: opts.viewer });
  if (side === 'seller') throw new AppError(ErrorCode.ClaimWrongParty);
  if (!mayEdit(claim, side)) throw new AppError(ErrorCode.ClaimStepNotAllowed);
  const cannot = unsupportableAmounts(body.type, body.supports);
  if (cannot.length) throw AppError.field('supports', 'claimFiles.errors.cannotSupport', { amounts: cannot.join(', ') });
  if (body.containerId) {
    const mine = new Set((await findClaimContainersWithEvidence(db, claim.id)).map((c) => c.containerId));
    if (!mine.has(body.containerId)) throw AppError.field('containerId', 'errors.invalidValue');
  }
  const found = await updateEvidenceFile(db, {
    claimId: claim.id,
    fileId: body.fileId,
    type: body.type,
    surveyor: body.type === 'surveyor_report' ? (body.surveyor ?? null) : null,
    containerId: body.containerId ?? null,
    supports: [...new Set(body.supports)],
  });
  if (!found) throw new AppError(ErrorCode.NotFound);
  return present(db, claim, side);
}

/** Staff set a contract's own weight tolerance (its terms, e.g. ±2 % or ±5 %); audited. 404 for no such contract. */
export async function setWeightTolerance(opts: { db: TDb; contractId: string; percent: string; staffUserId: string }): Promise<{ tolerancePercent: string }> {
  if (!(await findContractParties(opts.db, opts.contractId))) throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  await opts.db.transaction(async (tx) => {
    await upsertTolerance(tx, opts.contractId, opts.percent, opts.staffUserId);
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'claim.evidence.tolerance', targetType: 'contract', targetId: opts.contractId, detail: { percent: opts.percent } });
  });
  return { tolerancePercent: fromScaled(toScaled(opts.percent, 2), 2) };
}
