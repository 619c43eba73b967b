import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TClaimActor } from '@scrapbridge/domain/claims/claim';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findClaim, lockClaim, type TClaimContract, type TClaimRow } from './claims.repository.ts';

export type TClaimViewer = { userId: string; isStaff: boolean };

/**
 * Who the viewer is on a claim: its buyer, its seller, or staff — or nobody, who is told it does not exist (a third
 * company learns nothing, not even that the id is real). A draft is the buyer's own until submitted: the seller and
 * staff do not see it yet. A user who is a party acts as that party, even when also staff.
 */
export function sideOfClaim(c: Pick<TClaimRow, 'buyerUserId' | 'sellerUserId' | 'status'>, viewer: TClaimViewer): TClaimActor | null {
  if (c.buyerUserId === viewer.userId) return 'buyer';
  if (c.status === 'draft') return null;
  if (c.sellerUserId === viewer.userId) return 'seller';
  return viewer.isStaff ? 'staff' : null;
}

export async function requireClaim(opts: { db: TDbOrTx; claimId: string; viewer: TClaimViewer }): Promise<{ claim: TClaimRow; side: TClaimActor }> {
  const claim = await findClaim(opts.db, opts.claimId);
  const side = claim ? sideOfClaim(claim, opts.viewer) : null;
  if (!claim || !side) throw new AppError(ErrorCode.NotFound);
  return { claim, side };
}

export async function requireClaimForUpdate(opts: { tx: TTx; claimId: string; viewer: TClaimViewer }): Promise<{ claim: TClaimRow; side: TClaimActor }> {
  const claim = await lockClaim(opts.tx, opts.claimId);
  const side = claim ? sideOfClaim(claim, opts.viewer) : null;
  if (!claim || !side) throw new AppError(ErrorCode.NotFound);
  return { claim, side };
}

/** The viewer's side on a contract: only its buyer claims; its seller and staff read; anyone else is told "not found". */
export function sideOfContract(c: TClaimContract, viewer: TClaimViewer): TClaimActor | null {
  if (c.buyerUserId === viewer.userId) return 'buyer';
  if (c.sellerUserId === viewer.userId) return 'seller';
  return viewer.isStaff ? 'staff' : null;
}
