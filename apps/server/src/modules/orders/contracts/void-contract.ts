import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess } from './contract-access.ts';
import { findContract, updateContract } from './contracts.repository.ts';
import { contractDetail } from './get-contract.ts';
import { notifyContractParties } from './notify-contract-parties.ts';
import { publishContractChange } from './publish-contract-change.ts';
import { runWithLiveEvents } from '../../negotiation/index.ts';

/**
 * `POST /admin/contract/{id}/void` {reason} — staff void a pending or signed contract (§4 Contract: voided) with its
 * reason; both parties are told in-app and by e-mail, the action is in the audit log. Voiding frees nothing else:
 * the ask and its quotes keep their states (a new deal on the goods is a staff matter, not an automatic one).
 */
export async function voidContract(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  contractId: string;
  staffUserId: string;
  reason: string;
}): Promise<TContractDetail> {
  const { db } = opts.deps.database;
  const detail = await runWithLiveEvents(db, async (tx) => {
    const { contract } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: { userId: opts.staffUserId, isStaff: true }, forUpdate: true });
    if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    await updateContract(tx, contract.id, { status: 'voided', voidedAt: sql`now()`, voidReason: opts.reason });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'contract.void',
      targetType: 'contract',
      targetId: contract.id,
      detail: { contractNo: contract.contractNo, fromStatus: contract.status, reason: opts.reason },
    });
    await notifyContractParties(tx, contract, 'voided', { reason: opts.reason });
    publishContractChange(tx, contract, 'voided', 'staff');
    const fresh = (await findContract(tx, contract.id))!;
    return contractDetail(tx, fresh, 'staff', opts.staffUserId);
  });
  await deliverNotificationMails({ deps: opts.deps });
  return detail;
}
