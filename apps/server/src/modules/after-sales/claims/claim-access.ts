import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TClaimActor } from '@scrapbridge/domain/claims/claim';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findClaim, findContractAgent, lockClaim, type TClaimContract, type TClaimRow } from './claims.repository.ts';

export type TClaimViewer = { userId: string; isStaff: boolean };

/**
 * Who the viewer is on a claim: its buyer, its seller (or the consignment agent who acts for the seller, §6, as on
 * every order route: orders' sideOf), or staff — or nobody, who is told it does not exist (a third company learns
 * nothing, not even that the id is real). A draft is the buyer's own until submitted: the seller, the agent and staff
 * do not see it yet. A user who is a party acts as that party, even when also staff.
 */
export function sideOfClaim(c: Pick<TClaimRow, 'buyerUserId' | 'sellerUserId' | 'status'>, viewer: TClaimViewer, agentUserId: string | null = null): TClaimActor | null {
  if (c.buyerUserId === viewer.userId) return 'buyer';
  if (c.status === 'draft') return null;
  if (c.sellerUserId === viewer.userId || (agentUserId !== null && agentUserId === viewer.userId)) return 'seller';
  return viewer.isStaff ? 'staff' : null;
}

/** The viewer's side on a claim, asking for the contract's agent only when the viewer is neither party. */
async function sideOn(db: TDbOrTx, claim: TClaimRow, viewer: TClaimViewer): Promise<TClaimActor | null> {
  const direct = claim.buyerUserId === viewer.userId || claim.sellerUserId === viewer.userId;
  const agent = direct || claim.status === 'draft' ? null : await findContractAgent(db, claim.contractId);
  return sideOfClaim(claim, viewer, agent);
}

export async function requireClaim(opts: { db: TDbOrTx; claimId: string; viewer: TClaimViewer }): Promise<{ claim: TClaimRow; side: TClaimActor }> {
  const claim = await findClaim(opts.db, opts.claimId);
  const side = claim ? await sideOn(opts.db, claim, opts.viewer) : null;
  if (!claim || !side) throw new AppError(ErrorCode.NotFound);
  return { claim, side };
}

export async function requireClaimForUpdate(opts: { tx: TTx; claimId: string; viewer: TClaimViewer }): Promise<{ claim: TClaimRow; side: TClaimActor }> {
  const claim = await lockClaim(opts.tx, opts.claimId);
  const side = claim ? await sideOn(opts.tx, claim, opts.viewer) : null;
  if (!claim || !side) throw new AppError(ErrorCode.NotFound);
  return { claim, side };
}

/**
 * The viewer's side on a contract: only its buyer claims; its seller (or the seller's agent) and staff read; anyone
 * else is told "not found".
 */
export function sideOfContract(c: TClaimContract, viewer: TClaimViewer): TClaimActor | null {
  if (c.buyerUserId === viewer.userId) return 'buyer';
  if (c.sellerUserId === viewer.userId || (c.agentUserId !== null && c.agentUserId === viewer.userId)) return 'seller';
  return viewer.isStaff ? 'staff' : null;
}
