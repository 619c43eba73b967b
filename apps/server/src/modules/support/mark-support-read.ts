import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TSupportConversationRow, TSupportUnread } from '@scrapbridge/domain/support/support';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { runWithLiveEvents } from '../negotiation/index.ts';
import { toConversationRow } from './support-presenter.ts';
import { publishSupportEvent } from './support-live.ts';
import { countUnread, findConversation, findConversationByUser, findConversationListRow, markReadToLatest } from './support.repository.ts';

/** The user read their conversation up to its latest message (not "now": a message written meanwhile stays new). */
export async function markOwnSupportRead(opts: { db: TDbOrTx; userId: string }): Promise<TSupportUnread> {
  const conversation = await findConversationByUser(opts.db, opts.userId);
  if (!conversation) return { unread: 0 };
  await markReadToLatest(opts.db, conversation.id, 'user');
  return { unread: 0 };
}

/** How many staff messages the user has not read. */
export async function countOwnSupportUnread(opts: { db: TDbOrTx; userId: string }): Promise<TSupportUnread> {
  const conversation = await findConversationByUser(opts.db, opts.userId);
  if (!conversation) return { unread: 0 };
  return { unread: await countUnread(opts.db, conversation.id, 'user') };
}

/** Staff read the user's messages (the inbox's unread count goes for every staff member: one team answers). */
export async function markStaffSupportRead(opts: { db: TDb; conversationId: string }): Promise<TSupportConversationRow> {
  return runWithLiveEvents(opts.db, async (tx) => {
    const conversation = await findConversation(tx, opts.conversationId, { forUpdate: true });
    if (!conversation) throw new AppError(ErrorCode.NotFound);
    if ((await countUnread(tx, conversation.id, 'staff')) > 0) {
      await markReadToLatest(tx, conversation.id, 'staff');
      await publishSupportEvent(tx, { conversationId: conversation.id, userId: conversation.userId, action: 'update', author: null, toUser: false });
    }
    return toConversationRow((await findConversationListRow(tx, conversation.id))!);
  });
}
