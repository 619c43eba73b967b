import { and, asc, eq, sql } from 'drizzle-orm';
import type { TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { aiChatConversations, aiChatMessages } from '../../../db/schema.ts';

/** Activity time as PostgreSQL keeps it (microseconds, UTC): the keyset cursor must not lose precision. */
const AT_TEXT = `to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type TConversationRow = { id: string; title: string; createdAt: string; updatedAt: string; at: string };

/** One pull of a user's conversations, most recently active first, after the keyset position when given. */
export async function findConversations(db: TDbOrTx, opts: { userId: string; after: { at: string; id: string } | null; limit: number }): Promise<TConversationRow[]> {
  const after = opts.after ? sql`and (updated_at, id) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)` : sql``;
  return executeRows<TConversationRow>(
    db,
    sql`select id, title, created_at::text as "createdAt", updated_at::text as "updatedAt", ${sql.raw(AT_TEXT)} as at
      from ai_chat_conversations where user_id = ${opts.userId} ${after}
      order by updated_at desc, id desc limit ${opts.limit}`,
  );
}

export async function findConversation(db: TDbOrTx, opts: { userId: string; id: string }): Promise<TConversationRow | null> {
  const rows = await executeRows<TConversationRow>(
    db,
    sql`select id, title, created_at::text as "createdAt", updated_at::text as "updatedAt", ${sql.raw(AT_TEXT)} as at
      from ai_chat_conversations where user_id = ${opts.userId} and id = ${opts.id}`,
  );
  return rows[0] ?? null;
}

export async function insertConversation(db: TDbOrTx, opts: { userId: string; title: string }): Promise<string> {
  const [row] = await db.insert(aiChatConversations).values({ userId: opts.userId, title: opts.title }).returning({ id: aiChatConversations.id });
  return row!.id;
}

export async function updateConversationTitle(db: TDbOrTx, opts: { userId: string; id: string; title: string }): Promise<boolean> {
  const rows = await db
    .update(aiChatConversations)
    .set({ title: opts.title })
    .where(and(eq(aiChatConversations.userId, opts.userId), eq(aiChatConversations.id, opts.id)))
    .returning({ id: aiChatConversations.id });
  return rows.length > 0;
}

export async function deleteConversationRow(db: TDbOrTx, opts: { userId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(aiChatConversations)
    .where(and(eq(aiChatConversations.userId, opts.userId), eq(aiChatConversations.id, opts.id)))
    .returning({ id: aiChatConversations.id });
  return rows.length > 0;
}

/** Marks a conversation active now (it moves to the top of the list). */
export async function touchConversation(db: TDbOrTx, id: string): Promise<void> {
  await db.update(aiChatConversations).set({ updatedAt: sql`now()` }).where(eq(aiChatConversations.id, id));
}

export async function insertMessage(
  db: TDbOrTx,
  values: { conversationId: string; role: 'user' | 'assistant'; content: string; citations?: TChatCitation[]; provider?: string },
): Promise<string> {
  const [row] = await db
    .insert(aiChatMessages)
    .values({ ...values, citations: values.citations ?? [] })
    .returning({ id: aiChatMessages.id });
  return row!.id;
}

/** A conversation's messages, oldest first (bounded: a conversation longer than this shows its latest part). */
export async function findMessages(db: TDbOrTx, conversationId: string, limit = 500) {
  const rows = await db
    .select({ id: aiChatMessages.id, role: aiChatMessages.role, content: aiChatMessages.content, citations: aiChatMessages.citations, createdAt: aiChatMessages.createdAt })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.conversationId, conversationId))
    .orderBy(asc(aiChatMessages.createdAt), asc(aiChatMessages.id))
    .limit(limit);
  return rows;
}
