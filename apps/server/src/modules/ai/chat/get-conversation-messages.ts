import type { TChatConversation, TChatMessage } from '@scrapbridge/domain/ai-chat/ai-chat';
import type { TDbOrTx } from '../../../db/client.ts';
import { findMessages } from './ai-chat.repository.ts';
import { toConversation } from './conversation-presenter.ts';
import { requireConversation } from './require-conversation.ts';

/** GET /ai-chat/conversations/:conversationId/messages: the caller's conversation, questions and answers oldest first. */
export async function getConversationMessages(opts: { db: TDbOrTx; userId: string; conversationId: string }): Promise<{ conversation: TChatConversation; rows: TChatMessage[] }> {
  const conversation = await requireConversation(opts.db, opts.userId, opts.conversationId);
  const rows = await findMessages(opts.db, conversation.id);
  return {
    conversation: toConversation(conversation),
    rows: rows.map((m) => ({ id: m.id, role: m.role, content: m.content, citations: m.citations, createdAt: m.createdAt.toISOString() })),
  };
}
