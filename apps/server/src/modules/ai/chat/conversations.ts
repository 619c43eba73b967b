import { CHAT_CONVERSATIONS_PER_PULL, parseChatCursor, type TChatConversation, type TChatConversationsPage, type TChatMessage } from '@scrapbridge/domain/ai-chat/ai-chat';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  deleteConversation as deleteRow,
  findConversation,
  findConversations,
  findMessages,
  renameConversation as renameRow,
  type TConversationRow,
} from './ai-chat.repository.ts';

const iso = (pgText: string) => new Date(pgText).toISOString();

function toConversation(r: TConversationRow): TChatConversation {
  return { id: r.id, title: r.title, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) };
}

/** GET /ai-chat/conversations: §9 "40 conversations per pull", keyset on (activity, id) so a pull never repeats or skips one. */
export async function listConversations(opts: { db: TDbOrTx; userId: string; cursor: string | undefined }): Promise<TChatConversationsPage> {
  const after = opts.cursor ? parseChatCursor(opts.cursor) : null;
  const rows = await findConversations(opts.db, { userId: opts.userId, after, limit: CHAT_CONVERSATIONS_PER_PULL + 1 });
  const page = rows.slice(0, CHAT_CONVERSATIONS_PER_PULL);
  const last = page.at(-1);
  return { rows: page.map(toConversation), nextCursor: rows.length > CHAT_CONVERSATIONS_PER_PULL && last ? `${last.at}_${last.id}` : null };
}

/** One of the caller's conversations, or 404 — also for someone else's (nothing says it exists). */
export async function requireConversation(db: TDbOrTx, userId: string, id: string): Promise<TConversationRow> {
  const row = await findConversation(db, { userId, id });
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function getConversationMessages(opts: { db: TDbOrTx; userId: string; conversationId: string }): Promise<{ conversation: TChatConversation; rows: TChatMessage[] }> {
  const conversation = await requireConversation(opts.db, opts.userId, opts.conversationId);
  const rows = await findMessages(opts.db, conversation.id);
  return {
    conversation: toConversation(conversation),
    rows: rows.map((m) => ({ id: m.id, role: m.role, content: m.content, citations: m.citations, createdAt: m.createdAt.toISOString() })),
  };
}

export async function renameConversation(opts: { db: TDbOrTx; userId: string; conversationId: string; title: string }): Promise<TChatConversation> {
  if (!(await renameRow(opts.db, { userId: opts.userId, id: opts.conversationId, title: opts.title }))) throw new AppError(ErrorCode.NotFound);
  return toConversation(await requireConversation(opts.db, opts.userId, opts.conversationId));
}

export async function deleteConversation(opts: { db: TDbOrTx; userId: string; conversationId: string }): Promise<null> {
  if (!(await deleteRow(opts.db, { userId: opts.userId, id: opts.conversationId }))) throw new AppError(ErrorCode.NotFound);
  return null;
}
