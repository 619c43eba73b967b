import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findContractParties } from './resumable.repository.ts';

/**
 * Claim files belong to a trade: its buyer and seller (or the seller's consignment agent, §6; and staff, who mediate) may upload them and read them; anyone
 * else is told the contract does not exist (§8 "contractId incorrect"), as on every order route.
 */
export async function requireTradeParty(db: TDbOrTx, contractId: string, session: TSessionUser): Promise<void> {
  const parties = await findContractParties(db, contractId);
  const party = parties && (parties.buyerUserId === session.userId || parties.sellerUserId === session.userId || parties.agentUserId === session.userId);
  if (!parties || (!session.isStaff && !party)) {
    throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  }
}
