import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { canActForSeller } from '../../identity/index.ts';
import type { TSessionUser } from '../../identity/index.ts';

export type TAskParties = { sellerUserId: string; agentUserId: string | null };

/**
 * §6 Agents "may place an order for a seller through an agent user id": whom a new ask is published for. Without
 * `sellerUserId` (or with the caller's own) the caller is the seller; otherwise the caller must be that seller's
 * consignment agent (canActForSeller: a staff-made link, seller verified, agent not blocked), and is stored as the
 * ask's agent. A seller the caller may not act for is refused with 403 / code 1000 naming the field, before anything
 * about the body is checked or written.
 */
export async function resolveAskSeller(db: TDbOrTx, session: TSessionUser, sellerUserId: string | undefined): Promise<TAskParties> {
  if (!sellerUserId || sellerUserId === session.userId) return { sellerUserId: session.userId, agentUserId: null };
  if (!(await canActForSeller({ tx: db, agentUserId: session.userId, sellerUserId }))) {
    throw AppError.forbiddenField('sellerUserId', 'listings.errors.notYourSeller');
  }
  return { sellerUserId, agentUserId: session.userId };
}

/**
 * May the caller change (edit, delete) an existing ask? Its seller may; so may the agent who placed it, while the
 * agent link still stands (§6: the link is what lets them act). Anyone else gets 404, never "exists but not yours".
 */
export async function assertMayManageAsk(db: TDbOrTx, callerUserId: string, ask: TAskParties & { state: string }): Promise<void> {
  if (ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
  if (ask.sellerUserId === callerUserId) return;
  if (ask.agentUserId === callerUserId && (await canActForSeller({ tx: db, agentUserId: callerUserId, sellerUserId: ask.sellerUserId }))) return;
  throw new AppError(ErrorCode.NotFound);
}
