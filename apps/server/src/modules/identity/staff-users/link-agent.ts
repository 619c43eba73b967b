import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount } from '../accounts/account.repository.ts';
import { insertAgentLink } from '../accounts/agent-link.repository.ts';
import { insertAuditEntry } from '../../platform/index.ts';

/**
 * `POST /admin/users/{agentId}/agent-for` {sellerUserId} (staff; §6 Agents): lets a consignment agent publish asks
 * for a seller, through the seller's user id. Both must be verified enterprises (asks are trade offers the platform
 * brokers, §6) and different users. Linking twice is the same as once. Audited.
 */
export async function linkAgent(opts: { db: TDb; staffUserId: string; agentUserId: string; sellerUserId: string }) {
  if (opts.agentUserId === opts.sellerUserId) throw AppError.field('sellerUserId', 'accounts.errors.agentSelf');
  return opts.db.transaction(async (tx) => {
    // Locked in id order, so two links made at once in opposite directions cannot deadlock.
    const [first, second] = [opts.agentUserId, opts.sellerUserId].sort();
    const locked = new Map([[first!, await lockAccount(tx, first!)], [second!, await lockAccount(tx, second!)]]);
    const agent = locked.get(opts.agentUserId);
    const seller = locked.get(opts.sellerUserId);
    if (!agent) throw new AppError(ErrorCode.NotFound);
    const problems: TFieldProblem[] = [];
    if (!isVerifiedUser(agent)) problems.push({ field: 'agentId', reasonKey: 'accounts.errors.agentNotVerified' });
    if (!seller || !isVerifiedUser(seller)) problems.push({ field: 'sellerUserId', reasonKey: 'accounts.errors.agentNotVerified' });
    if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
    const created = await insertAgentLink(tx, { agentUserId: opts.agentUserId, sellerUserId: opts.sellerUserId, createdBy: opts.staffUserId });
    if (created) {
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'agent.link',
        targetType: 'user',
        targetId: opts.agentUserId,
        detail: { sellerUserId: opts.sellerUserId },
      });
    }
    return { agentUserId: opts.agentUserId, sellerUserId: opts.sellerUserId, linked: true };
  });
}
