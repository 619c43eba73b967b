import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * AI chat conversations (issue 17 item 6; §9 40 per pull): a signed-in user's own; visitors' questions are answered
 * but never stored. Listed most recently active first by keyset on (updated_at, id), hence the index.
 */
export const aiChatConversations = pgTable(
  'ai_chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_chat_conversations_user_idx').on(t.userId, t.updatedAt.desc(), t.id.desc())],
);

/** The questions and answers of a conversation, with the citations each answer quoted (kept as shown then). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiChatConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<TChatCitation[]>().notNull().default([]),
    /** Which provider wrote an answer (retrieval | openai): an operator comparing them reads it here. */
    provider: text('provider'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * The key that signs chat tokens (getInfo's chatToken, §3), one row, made by the first instance that needs it so
 * every instance on the database signs and checks alike without any configuration.
 */
export const aiTokenKeys = pgTable('ai_token_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
