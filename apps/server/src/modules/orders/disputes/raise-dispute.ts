import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDispute, TRaiseDisputeRequest } from '@scrapbridge/domain/orders/dispute';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { markDisputeAnnounced, mailOperatorAboutDispute } from './announce-disputes.ts';
import { presentDispute } from './dispute-presenter.ts';
import { insertDispute } from './disputes.repository.ts';

/**
 * `POST /app-v2/contract/{contractId}/dispute` {text} (§2 dispute section; §9 staff contact within 48 hours, answer
 * within 2 working days): the buyer or the seller (or the seller's agent) raises a dispute on their contract. Staff
 * cannot raise one (they answer them: 1403); anyone else is told the contract does not exist; a voided contract takes
 * nothing more (1301). The operator is e-mailed after the commit and the dispute is marked announced with it.
 */
export async function raiseDispute(opts: TRaiseDisputeRequest & { deps: TAppDeps; contractId: string; viewer: TContractViewer }): Promise<TDispute> {
  const { db } = opts.deps.database;
  const dispute = await db.transaction(async (tx) => {
    const { contract, side } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: opts.viewer, forUpdate: true });
    if (side === 'staff') throw new AppError(ErrorCode.Forbidden);
    if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    const row = await insertDispute(tx, { contractId: contract.id, raisedByUserId: opts.viewer.userId, side, text: opts.text });
    await markDisputeAnnounced(tx, row.id, contract.id);
    return row;
  });
  await mailOperatorAboutDispute({ deps: opts.deps, disputeId: dispute.id });
  return presentDispute(dispute);
}
