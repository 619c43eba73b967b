import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TSupportAuthor, TSupportContext, TSupportStatus } from '@scrapbridge/domain/support/support';
import { users } from './accounts.ts';
import { files } from './files.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Customer service (issue 16 item 2; §2 /customer): one conversation per user with the operator's staff. The row
 * keeps what the inbox lists and sorts by (status, assignee, last message, read marks of both sides), so the inbox
 * reads one table with an index instead of aggregating messages.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open (waiting for staff) | waiting (for the user) | closed */
    status: text('status').$type<TSupportStatus>().notNull().default('open'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id),
    /** The context of the latest message that carried one: what the inbox shows the user came about. */
    context: jsonb('context').$type<TSupportContext>(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastMessageAuthor: text('last_message_author').$type<TSupportAuthor>(),
    /** The newest message each side has read (by time): the unread counts and the user's "new" marker. */
    userReadAt: timestamp('user_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /** Staff edits (status, assignment) carry the version they read: a stale one is refused (110801). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_key').on(t.userId),
    index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt),
    index('support_conversations_assignee_idx').on(t.assigneeUserId, t.lastMessageAt),
    index('support_conversations_last_idx').on(t.lastMessageAt),
    check('support_conversations_status_check', sql`${t.status} in ('open', 'waiting', 'closed')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /** user | staff */
    author: text('author').$type<TSupportAuthor>().notNull(),
    text: text('text').notNull().default(''),
    context: jsonb('context').$type<TSupportContext>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('support_messages_author_check', sql`${t.author} in ('user', 'staff')`),
  ],
);

/** A message's attachments; a file is sent once (its primary key), which also tells who may read it. */
export const supportMessageFiles = pgTable(
  'support_message_files',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId] }), index('support_message_files_message_idx').on(t.messageId, t.position)],
);
