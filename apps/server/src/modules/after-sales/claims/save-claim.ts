import { claimNoticeDueAt, claimTransition, type TClaim, type TClaimFields } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { sql } from 'drizzle-orm';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { requireClaimForUpdate, type TClaimViewer } from './claim-access.ts';
import { presentClaim } from './claim-presenter.ts';
import { checkClaimInput, claimContentValues } from './check-claim-input.ts';
import {
  countContractClaims,
  insertClaim,
  insertClaimEvent,
  replaceClaimContainers,
  syncClaimFiles,
  updateClaimRow,
  type TClaimContract,
  type TClaimRow,
  type TClaimShipment,
} from './claims.repository.ts';

/**
 * Writes a claim's content — a new draft, or the buyer's draft `claimId` — with every input check (check-claim-input.ts),
 * inside the caller's transaction. Returns the row and what it was checked against.
 */
export async function writeClaimDraft(
  tx: TTx,
  opts: { deps: TAppDeps; viewer: TClaimViewer; shipmentId: string; claimId?: string | undefined; fields: TClaimFields },
): Promise<{ claim: TClaimRow; contract: TClaimContract; shipment: TClaimShipment }> {
  let existing: TClaimRow | null = null;
  if (opts.claimId) {
    const { claim, side } = await requireClaimForUpdate({ tx, claimId: opts.claimId, viewer: opts.viewer });
    // A draft belongs to one shipment: another shipment's id is a different claim.
    if (claim.shipmentId !== opts.shipmentId) throw AppError.field('shipmentId', 'invalidValue');
    const step = claimTransition(claim.status, 'save', side, claim.type);
    if (!step.ok) throw new AppError(step.problem === 'actor' ? ErrorCode.ClaimWrongParty : ErrorCode.ClaimStepNotAllowed);
    existing = claim;
  }
  const { contract, shipment } = await checkClaimInput(tx, {
    viewer: opts.viewer,
    shipmentId: opts.shipmentId,
    fields: opts.fields,
    ...(existing ? { exceptClaimId: existing.id } : {}),
  });
  const content = claimContentValues(opts.fields);
  let claim: TClaimRow;
  if (existing) {
    claim = await updateClaimRow(tx, existing.id, content);
  } else {
    const n = (await countContractClaims(tx, contract.id)) + 1;
    claim = await insertClaim(tx, {
      ...content,
      claimNo: `${contract.contractNo}-C${n}`,
      status: 'draft',
      contractId: contract.id,
      shipmentId: shipment.shipmentId,
      buyerUserId: contract.buyerUserId,
      sellerUserId: contract.sellerUserId,
      currency: contract.currency,
      noticeDueAt: claimNoticeDueAt(shipment.arrivedAt!, opts.deps.config.claims.noticeDays),
    });
  }
  await replaceClaimContainers(tx, claim.id, opts.fields.containerIds);
  await syncClaimFiles(tx, claim.id, opts.viewer.userId, opts.fields.files);
  await insertClaimEvent(tx, {
    claimId: claim.id,
    actorUserId: opts.viewer.userId,
    actor: 'buyer',
    action: existing ? 'saved' : 'created',
    fromStatus: existing?.status ?? null,
    toStatus: 'draft',
  });
  return { claim, contract, shipment };
}

/** The unique index on live containers refused a container another claim took meanwhile (§5, under a race). */
export function claimedMeanwhile(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError(ErrorCode.ClaimGoodsAlreadyClaimed);
  throw err;
}

/** Marks a checked claim submitted: the notice window must still be open (1722); the seller and staff clocks start. */
export async function markSubmitted(tx: TTx, claim: TClaimRow, now: Date = new Date()): Promise<TClaimRow> {
  if (claim.noticeDueAt && claim.noticeDueAt.getTime() < now.getTime()) throw new AppError(ErrorCode.ClaimNoticeWindowClosed);
  return updateClaimRow(tx, claim.id, { status: 'submitted', submittedAt: sql`now()` });
}

/**
 * `POST /app-v2/claim/updateClaim` (the buyer): saves a draft — created without claimId, replaced with it. Only the
 * type and the containers are needed; the §5 required fields are checked when it is submitted (commitClaim).
 */
export async function saveClaim(opts: { deps: TAppDeps; viewer: TClaimViewer; lang: TLang; shipmentId: string; claimId?: string | undefined; fields: TClaimFields }): Promise<TClaim> {
  const { db } = opts.deps.database;
  const { claim } = await db.transaction((tx) => writeClaimDraft(tx, opts)).catch(claimedMeanwhile);
  return presentClaim(db, claim.id, 'buyer', opts.lang);
}
