import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TConfirmCompany } from '@scrapbridge/domain/orders/contract-form';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractViewer } from './contract-access.ts';
import { findContract } from './contracts.repository.ts';
import { contractDetail } from './get-contract.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { upsertParty } from './orders.repository.ts';
import { ensureContractOpen, signContractIfComplete } from './sign-contract.ts';
import { publishContractChange } from './publish-contract-change.ts';
import { runWithLiveEvents } from '../../negotiation/index.ts';

/**
 * `PUT /app-v2/contract/{id}/confirm/company` — §2 confirmation step 1 for the viewer's own side: the company it signs
 * as (§5 Contract form: company name, address, e-mail and tax number cannot be empty) and its acceptance of the terms.
 * Rules of the steps: sign-contract.ts. One transaction on the locked contract row.
 */
export async function confirmCompany(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  contractId: string;
  viewer: TContractViewer;
  input: TConfirmCompany;
}): Promise<TContractDetail> {
  const { db } = opts.deps.database;
  const { detail, signed } = await runWithLiveEvents(db, async (tx) => {
    const { contract, side } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: opts.viewer, forUpdate: true });
    if (side === 'staff') throw new AppError(ErrorCode.Forbidden, 'orders.errors.partyOnly');
    ensureContractOpen(contract);
    const { acceptTerms: _accepted, ...company } = opts.input;
    await upsertParty(tx, { contractId: contract.id, side, ...company, confirmedByUserId: opts.viewer.userId });
    const signed = await signContractIfComplete(tx, contract.id);
    publishContractChange(tx, contract, signed ? 'signed' : 'confirmed', side);
    const fresh = (await findContract(tx, contract.id))!;
    return { detail: await contractDetail(tx, fresh, side, opts.viewer.userId), signed };
  });
  if (signed) await deliverNotificationMails({ deps: opts.deps });
  return detail;
}
