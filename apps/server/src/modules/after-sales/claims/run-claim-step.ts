import { claimTransition, type TClaimAction, type TClaimActor, type TClaimStatus } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../../db/client.ts';
import type { claims } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireClaimForUpdate, type TClaimViewer } from './claim-access.ts';
import { findClaimContract, insertClaimEvent, updateClaimRow, type TClaimRow } from './claims.repository.ts';

const REFUSAL = { actor: ErrorCode.ClaimWrongParty, status: ErrorCode.ClaimStepNotAllowed, type: ErrorCode.ClaimNotQuality } as const;

/**
 * The shape every step on an existing claim shares: lock the claim, check the caller may take this step from where
 * the claim stands (domain state machine: wrong party 1725, wrong stage 1723, not a quality claim 1724) and that it is
 * still the stage the caller saw (110801), change it, write the thread entry (and the audit entry for staff) in the
 * same transaction. Nothing is stored when any check fails.
 */
export async function runClaimStep(opts: {
  db: TDb;
  claimId: string;
  viewer: TClaimViewer;
  action: TClaimAction;
  seenStatus?: TClaimStatus | undefined;
  change: (c: TClaimRow, tx: TTx, side: TClaimActor) => Promise<PgUpdateSetSource<typeof claims>> | PgUpdateSetSource<typeof claims>;
  event: (c: TClaimRow) => { action: string; text?: string | null; amount?: string | null };
  after?: (tx: TTx, before: TClaimRow, after: TClaimRow, ctx: { side: TClaimActor; contractNo: string }) => Promise<void>;
}): Promise<{ claim: TClaimRow; side: TClaimActor }> {
  return opts.db.transaction(async (tx) => {
    const { claim, side } = await requireClaimForUpdate({ tx, claimId: opts.claimId, viewer: opts.viewer });
    if (opts.seenStatus !== undefined && opts.seenStatus !== claim.status) throw new AppError(ErrorCode.StaleData);
    const step = claimTransition(claim.status, opts.action, side, claim.type);
    if (!step.ok) throw new AppError(REFUSAL[step.problem]);
    const values = await opts.change(claim, tx, side);
    const updated = await updateClaimRow(tx, claim.id, { ...values, status: step.to });
    const ev = opts.event(claim);
    await insertClaimEvent(tx, {
      claimId: claim.id,
      actorUserId: opts.viewer.userId,
      actor: side,
      action: ev.action,
      text: ev.text ?? null,
      amount: ev.amount ?? null,
      fromStatus: claim.status,
      toStatus: updated.status,
    });
    if (side === 'staff') {
      await insertAuditEntry(tx, {
        actorUserId: opts.viewer.userId,
        action: `claim.${opts.action}`,
        targetType: 'claim',
        targetId: claim.id,
        detail: { contractId: claim.contractId, from: claim.status, to: updated.status, ...(ev.amount ? { amount: ev.amount } : {}) },
      });
    }
    if (opts.after) {
      const contract = await findClaimContract(tx, claim.contractId);
      await opts.after(tx, claim, updated, { side, contractNo: contract?.contractNo ?? '' });
    }
    return { claim: updated, side };
  });
}
