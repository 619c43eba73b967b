import { CHAT_CONVERSATIONS_PER_PULL, parseChatCursor, type TChatConversationsPage } from '@scrapbridge/domain/ai-chat/ai-chat';
import type { TDbOrTx } from '../../../db/client.ts';
import { findConversations } from './ai-chat.repository.ts';
import { toConversation } from './conversation-presenter.ts';

/** GET /ai-chat/conversations: §9 "40 conversations per pull", keyset on (activity, id) so a pull never repeats or skips one. */
export async function listConversations(opts: { db: TDbOrTx; userId: string; cursor: string | undefined }): Promise<TChatConversationsPage> {
  const after = opts.cursor ? parseChatCursor(opts.cursor) : null;
  const rows = await findConversations(opts.db, { userId: opts.userId, after, limit: CHAT_CONVERSATIONS_PER_PULL + 1 });
  const page = rows.slice(0, CHAT_CONVERSATIONS_PER_PULL);
  const last = page.at(-1);
  return { rows: page.map(toConversation), nextCursor: rows.length > CHAT_CONVERSATIONS_PER_PULL && last ? `${last.at}_${last.id}` : null };
}
