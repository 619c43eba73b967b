import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findContractParties } from './resumable.repository.ts';

/**
 * Claim files belong to a trade: its buyer and seller (and staff, who mediate) may upload them and read them; anyone
 * else is told the contract does not exist (§8 "contractId incorrect"), as on every order route.
 */
export async function requireTradeParty(db: TDbOrTx, contractId: string, session: TSessionUser): Promise<void> {
  const parties = await findContractParties(db, contractId);
  if (!parties || (!session.isStaff && parties.buyerUserId !== session.userId && parties.sellerUserId !== session.userId)) {
    throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  }
}
