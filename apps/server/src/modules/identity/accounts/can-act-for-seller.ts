import { UserState } from '@scrapbridge/domain/user-state';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import type { TDbOrTx } from '../../../db/client.ts';
import { findAccountContacts } from './account.repository.ts';
import { findAgentLink } from './agent-link.repository.ts';

/**
 * §6 Agents "may place an order for a seller through an agent user id": may this agent publish (and manage) asks
 * for this seller? Yes when staff linked them (POST /admin/users/{agentId}/agent-for), the seller is a verified
 * enterprise (asks need one) and the agent is not blocked. A user always acts for themselves.
 *
 * The hook of the asks module (issue 6). publish-ask / edit-ask call it, inside their transaction, when the body
 * names a seller other than the caller:
 *
 *   if (!(await canActForSeller({ tx, agentUserId: session.userId, sellerUserId }))) throw new AppError(ErrorCode.Forbidden);
 */
export async function canActForSeller(opts: { tx: TDbOrTx; agentUserId: string; sellerUserId: string }): Promise<boolean> {
  if (opts.agentUserId === opts.sellerUserId) return true;
  const link = await findAgentLink(opts.tx, opts.agentUserId, opts.sellerUserId);
  if (!link || !isVerifiedUser({ userType: link.sellerType, userState: link.sellerState })) return false;
  const [agent] = await findAccountContacts(opts.tx, [opts.agentUserId]);
  return !!agent && agent.userState !== UserState.Blocked;
}
