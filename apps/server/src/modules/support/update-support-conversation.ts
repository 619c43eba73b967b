import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TSupportConversationRow, TSupportStatus } from '@scrapbridge/domain/support/support';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { runWithLiveEvents } from '../negotiation/index.ts';
import { insertAuditEntry } from '../platform/index.ts';
import { toConversationRow } from './support-presenter.ts';
import { publishSupportEvent } from './support-live.ts';
import { findConversation, findConversationListRow, isActiveStaff, updateConversation } from './support.repository.ts';

type TChange = { kind: 'assign'; staffUserId: string | null } | { kind: 'status'; status: TSupportStatus };

/**
 * Staff assign a conversation (to a staff member, or to nobody) or set its status. The edit carries the version the
 * staff member read: a conversation that moved since (a new message, a colleague's edit) is refused with 110801, so
 * nobody closes a conversation over an answer they have not seen. Audited; the open pages hear of it.
 */
export async function updateSupportConversation(opts: {
  db: TDb;
  staffUserId: string;
  conversationId: string;
  version: number;
  change: TChange;
}): Promise<TSupportConversationRow> {
  return runWithLiveEvents(opts.db, async (tx) => {
    const conversation = await findConversation(tx, opts.conversationId, { forUpdate: true });
    if (!conversation) throw new AppError(ErrorCode.NotFound);
    if (conversation.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const { change } = opts;
    if (change.kind === 'assign') {
      if (change.staffUserId && !(await isActiveStaff(tx, change.staffUserId))) throw AppError.field('staffUserId', 'support.errors.notStaff');
      await updateConversation(tx, conversation.id, { assigneeUserId: change.staffUserId }, { bumpVersion: true });
    } else {
      await updateConversation(tx, conversation.id, { status: change.status }, { bumpVersion: true });
    }
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: change.kind === 'assign' ? 'support.assign' : 'support.status',
      targetType: 'support_conversation',
      targetId: conversation.id,
      detail:
        change.kind === 'assign'
          ? { from: conversation.assigneeUserId, to: change.staffUserId }
          : { from: conversation.status, to: change.status },
    });
    // The user's page shows the status (closed); an assignment is the staff's own business.
    await publishSupportEvent(tx, { conversationId: conversation.id, userId: conversation.userId, action: 'update', author: null, toUser: change.kind === 'status' });
    const row = await findConversationListRow(tx, conversation.id);
    return toConversationRow(row!);
  });
}
