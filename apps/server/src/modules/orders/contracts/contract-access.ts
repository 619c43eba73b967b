import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findQuoteAsk } from '../../negotiation/index.ts';
import { findContract, findContractForUpdate, type TContractRow } from './contracts.repository.ts';

export type TContractViewer = { userId: string; isStaff: boolean };
/** Who the viewer is on this contract: its buyer, its seller (or the seller's consignment agent), or staff. */
export type TContractSide = 'buyer' | 'seller' | 'staff';

/**
 * The one authorization rule of every order endpoint (issue 5: "a third company can neither list, read, search nor
 * download anything of a contract"): the two parties (an agent acts for the seller, §6) and staff; anyone else is told
 * the contract does not exist (§8 "contractId incorrect"), never that it is someone else's.
 * Staff who are also a party act as that party (their own deals are theirs first).
 */
export async function sideOf(db: TDbOrTx, c: TContractRow, viewer: TContractViewer): Promise<TContractSide | null> {
  if (c.buyerUserId === viewer.userId) return 'buyer';
  if (c.sellerUserId === viewer.userId) return 'seller';
  if (viewer.isStaff) return 'staff';
  const ask = await findQuoteAsk(db, c.askId);
  return ask?.agentUserId === viewer.userId ? 'seller' : null;
}

/** The contract and the viewer's side, or 404 for anyone who is not a party or staff. */
export async function requireContractAccess(opts: {
  db: TDbOrTx;
  contractId: string;
  viewer: TContractViewer;
  /** Lock the contract row (FOR UPDATE) — for use cases that change it inside a transaction. */
  forUpdate?: boolean;
}): Promise<{ contract: TContractRow; side: TContractSide }> {
  const c = opts.forUpdate ? await findContractForUpdate(opts.db, opts.contractId) : await findContract(opts.db, opts.contractId);
  if (!c) throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  const side = await sideOf(opts.db, c, opts.viewer);
  if (!side) throw new AppError(ErrorCode.NotFound, 'errors.contractNotFound');
  return { contract: c, side };
}
