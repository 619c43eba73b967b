import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractSide, type TContractViewer } from '../contracts/contract-access.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { findContractIdOfAsk } from './pricing.repository.ts';

/**
 * The contract an askId names (§7 queryPricingInfo / commitPricing) and the viewer's side on it. An unknown askId and
 * a contract the viewer is no party of read the same (§8 "askId is null or does not exist"), so a third company learns
 * nothing about another company's deal.
 */
export async function requirePricingAccess(opts: {
  db: TDbOrTx;
  askId: string;
  viewer: TContractViewer;
  forUpdate?: boolean;
}): Promise<{ contract: TContractRow; side: TContractSide }> {
  const contractId = await findContractIdOfAsk(opts.db, opts.askId);
  if (!contractId) throw new AppError(ErrorCode.NotFound, 'fixing.errors.askNotFound');
  try {
    return await requireContractAccess({ db: opts.db, contractId, viewer: opts.viewer, forUpdate: opts.forUpdate ?? false });
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.NotFound) throw new AppError(ErrorCode.NotFound, 'fixing.errors.askNotFound');
    throw err;
  }
}
