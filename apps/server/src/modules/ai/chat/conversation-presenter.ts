import type { TChatConversation } from '@scrapbridge/domain/ai-chat/ai-chat';
import type { TConversationRow } from './ai-chat.repository.ts';

/** A conversation as the API answers it: ISO times (the row keeps PostgreSQL's text for the keyset cursor). */
export function toConversation(r: TConversationRow): TChatConversation {
  return { id: r.id, title: r.title, createdAt: new Date(r.createdAt).toISOString(), updatedAt: new Date(r.updatedAt).toISOString() };
}
