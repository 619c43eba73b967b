import type { TDb } from '../../../db/client.ts';
import { deleteAgentLink } from '../accounts/agent-link.repository.ts';
import { insertAuditEntry } from '../../platform/index.ts';

/**
 * `DELETE /admin/users/{agentId}/agent-for/{sellerUserId}` (staff): the agent may no longer publish for the seller.
 * Asks the agent already placed stay the seller's. Unlinking what is not linked changes nothing. Audited.
 */
export async function unlinkAgent(opts: { db: TDb; staffUserId: string; agentUserId: string; sellerUserId: string }) {
  return opts.db.transaction(async (tx) => {
    if (await deleteAgentLink(tx, opts.agentUserId, opts.sellerUserId)) {
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'agent.unlink',
        targetType: 'user',
        targetId: opts.agentUserId,
        detail: { sellerUserId: opts.sellerUserId },
      });
    }
    return { agentUserId: opts.agentUserId, sellerUserId: opts.sellerUserId, linked: false };
  });
}
