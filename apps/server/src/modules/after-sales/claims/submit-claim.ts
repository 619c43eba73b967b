import { claimSubmitProblems, claimTransition, type TClaim, type TClaimFields } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireClaimForUpdate, type TClaimViewer } from './claim-access.ts';
import { presentClaim } from './claim-presenter.ts';
import { checkClaimInput } from './check-claim-input.ts';
import { findClaimListRow, insertClaimEvent, listClaimContainers, listClaimFiles, type TClaimContract, type TClaimRow } from './claims.repository.ts';
import { mailOperatorAboutClaim, queueClaimNotice, sendClaimNotices } from './notify-claim.ts';
import { claimedMeanwhile, markSubmitted, writeClaimDraft } from './save-claim.ts';

/** The submission's thread entry and the seller's notice, in the submitting transaction. */
async function announceSubmission(tx: TTx, claim: TClaimRow, contract: TClaimContract, userId: string, from: 'draft' | null): Promise<void> {
  await insertClaimEvent(tx, { claimId: claim.id, actorUserId: userId, actor: 'buyer', action: 'submitted', amount: claim.totalClaim, fromStatus: from, toStatus: 'submitted' });
  await queueClaimNotice(tx, { claim, contractNo: contract.contractNo, kind: 'claim_submitted', to: ['seller'] });
}

/** After the commit: the seller's e-mail, and the operator's (staff contact the parties within 48 hours). */
async function afterSubmission(deps: TAppDeps, claimId: string): Promise<void> {
  await sendClaimNotices(deps);
  const row = await findClaimListRow(deps.database.db, claimId);
  if (row) {
    await mailOperatorAboutClaim(deps, {
      kind: 'new',
      claimNo: row.claim.claimNo,
      contractNo: row.contractNo,
      buyer: row.buyerCompany ?? row.buyerCompanyEn,
      seller: row.sellerCompany ?? row.sellerCompanyEn,
      what: `${row.claim.type} ${row.claim.totalClaim ?? ''} ${row.claim.currency}`,
    });
  }
}

/**
 * `POST /app-v2/claim/launchClaim` (the buyer): creates and submits a claim in one step, from /select-claim and the
 * claim form — every §5 rule (the schema), the input checks (containers not claimed yet, files), and the notice window
 * (1722). Two parallel launches on one container: the unique index lets one commit, the other answers 1721.
 */
export async function launchClaim(opts: { deps: TAppDeps; viewer: TClaimViewer; lang: TLang; shipmentId: string; fields: TClaimFields }): Promise<TClaim> {
  const { db } = opts.deps.database;
  const claimId = await db
    .transaction(async (tx) => {
      const { claim, contract } = await writeClaimDraft(tx, { deps: opts.deps, viewer: opts.viewer, shipmentId: opts.shipmentId, fields: opts.fields });
      const submitted = await markSubmitted(tx, claim);
      await announceSubmission(tx, submitted, contract, opts.viewer.userId, null);
      return submitted.id;
    })
    .catch(claimedMeanwhile);
  await afterSubmission(opts.deps, claimId);
  return presentClaim(db, claimId, 'buyer', opts.lang);
}

/**
 * `POST /app-v2/claim/commitClaim` {claimId} (the buyer): submits a saved draft. Its stored values go through the same
 * checks as launchClaim (the §5 required fields as 1000 naming each, containers, files, the notice window).
 */
export async function commitClaim(opts: { deps: TAppDeps; viewer: TClaimViewer; lang: TLang; claimId: string; seenStatus?: TClaim['status'] | undefined }): Promise<TClaim> {
  const { db } = opts.deps.database;
  await db
    .transaction(async (tx) => {
      const { claim, side } = await requireClaimForUpdate({ tx, claimId: opts.claimId, viewer: opts.viewer });
      if (opts.seenStatus !== undefined && opts.seenStatus !== claim.status) throw new AppError(ErrorCode.StaleData);
      const step = claimTransition(claim.status, 'submit', side, claim.type);
      if (!step.ok) throw new AppError(step.problem === 'actor' ? ErrorCode.ClaimWrongParty : ErrorCode.ClaimStepNotAllowed);
      const files = await listClaimFiles(tx, claim.id);
      const problems = claimSubmitProblems({
        shortageWeight: claim.shortageWeight ?? undefined,
        totalClaim: claim.totalClaim ?? undefined,
        reason: claim.reason ?? undefined,
        claimedWeight: claim.claimedWeight ?? undefined,
        calculationMethod: claim.calculationMethod ?? undefined,
        netWeight: claim.netWeight ?? undefined,
        files,
      });
      if (problems.length > 0) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
      const containers = await listClaimContainers(tx, [claim.id]);
      const fields: TClaimFields = {
        type: claim.type,
        containerIds: containers.map((c) => c.id),
        lineIds: claim.lineIds,
        files: files.map((f) => ({ fileId: f.fileId, type: f.type as TClaimFields['files'][number]['type'], surveyor: f.surveyor ?? undefined })),
      };
      const { contract } = await checkClaimInput(tx, { viewer: opts.viewer, shipmentId: claim.shipmentId, fields, exceptClaimId: claim.id });
      const submitted = await markSubmitted(tx, claim);
      await announceSubmission(tx, submitted, contract, opts.viewer.userId, 'draft');
    })
    .catch(claimedMeanwhile);
  await afterSubmission(opts.deps, opts.claimId);
  return presentClaim(db, opts.claimId, 'buyer', opts.lang);
}
