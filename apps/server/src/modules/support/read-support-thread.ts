import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { SUPPORT_LIMITS, type TSupportStaffThread, type TSupportThread } from '@scrapbridge/domain/support/support';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TFileRow } from '../platform/index.ts';
import { toConversationRow, toMessageView } from './support-presenter.ts';
import { countUnread, findConversationByUser, findConversationListRow, listMessageFiles, listMessages, type TConversationRow } from './support.repository.ts';

/** The latest page of a conversation (before a message when given), oldest first, with its files. */
async function loadMessages(db: TDbOrTx, conversationId: string, beforeId: string | undefined) {
  const page = await listMessages(db, conversationId, { beforeId, limit: SUPPORT_LIMITS.pageSize + 1 });
  const hasEarlier = page.length > SUPPORT_LIMITS.pageSize;
  const rows = page.slice(0, SUPPORT_LIMITS.pageSize).reverse();
  const files = await listMessageFiles(
    db,
    rows.map((r) => r.message.id),
  );
  const byMessage = new Map<string, TFileRow[]>();
  for (const f of files) byMessage.set(f.messageId, [...(byMessage.get(f.messageId) ?? []), f.file]);
  const messages = rows.map((r) =>
    toMessageView(r.message, { firstName: r.authorFirstName, lastName: r.authorLastName, email: r.authorEmail }, byMessage.get(r.message.id) ?? []),
  );
  return { messages, hasEarlier };
}

async function threadOf(db: TDbOrTx, conversation: TConversationRow, side: 'user' | 'staff', beforeId: string | undefined): Promise<TSupportThread> {
  const readAt = side === 'user' ? conversation.userReadAt : conversation.staffReadAt;
  const [{ messages, hasEarlier }, unread] = [
    await loadMessages(db, conversation.id, beforeId),
    await countUnread(db, conversation.id, side),
  ];
  return { id: conversation.id, status: conversation.status, messages, hasEarlier, unread, lastReadAt: readAt?.toISOString() ?? null };
}

/** The caller's own conversation (each user has at most one; none yet reads as an empty one). */
export async function readOwnSupportThread(opts: { db: TDbOrTx; userId: string; beforeId?: string }): Promise<TSupportThread> {
  const conversation = await findConversationByUser(opts.db, opts.userId);
  if (!conversation) return { id: null, status: null, messages: [], hasEarlier: false, unread: 0, lastReadAt: null };
  return threadOf(opts.db, conversation, 'user', opts.beforeId);
}

/** Staff: one conversation with its user and context. */
export async function readStaffSupportThread(opts: { db: TDbOrTx; conversationId: string; beforeId?: string }): Promise<TSupportStaffThread> {
  const row = await findConversationListRow(opts.db, opts.conversationId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return { ...(await threadOf(opts.db, row.conversation, 'staff', opts.beforeId)), conversation: toConversationRow(row) };
}
