import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { statusAfterMessage, type TSupportMessage, type TSupportMessageRequest } from '@scrapbridge/domain/support/support';
import type { TAppDeps } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { runWithLiveEvents } from '../negotiation/index.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../platform/index.ts';
import { toMessageView } from './support-presenter.ts';
import { publishSupportEvent } from './support-live.ts';
import { attachFiles, ensureConversation, findConversation, findSendableFiles, findUserName, insertMessage, listMessageFiles, markReadToLatest, updateConversation } from './support.repository.ts';

/**
 * A user who has not read their conversation for this long is taken to be away: a staff answer then also goes out
 * by e-mail. A user with the page open reads each answer as it arrives (the page marks it read), so gets no mail.
 */
export const SUPPORT_AWAY_MS = 10 * 60 * 1000;

/** What the inbox and the notification show of a message: its words, else its attachments' names. */
export function messagePreview(text: string, fileNames: readonly string[], max = 200): string {
  const base = text.trim() || fileNames.join(', ');
  const flat = [...base.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')];
  return flat.length > max ? `${flat.slice(0, max - 1).join('')}…` : flat.join('');
}

/**
 * A message in a customer service conversation. The user writes into their own conversation (made on the first
 * message); staff answer a named one. Attachments must be the writer's own support uploads not sent before (1780).
 * The conversation's status follows who wrote last (open: waiting for staff; waiting: for the user), its last message
 * and the writer's read mark move; a staff answer is audited and notifies the user in-app, by e-mail when away. Open
 * pages hear of it over the live stream after the commit.
 */
export async function sendSupportMessage(opts: {
  deps: TAppDeps;
  sender: { userId: string; isStaff: boolean };
  /** Staff: the conversation answered; users write to their own. */
  conversationId?: string;
  body: TSupportMessageRequest;
}): Promise<TSupportMessage> {
  const { deps, sender, body } = opts;
  const author = opts.conversationId ? 'staff' : 'user';
  if (author === 'user' && sender.isStaff) throw new AppError(ErrorCode.SupportStaffUseInbox);

  const { view, mail } = await runWithLiveEvents(deps.database.db, async (tx) => {
    const conversation = opts.conversationId ? await findConversation(tx, opts.conversationId, { forUpdate: true }) : await ensureConversation(tx, sender.userId);
    if (!conversation) throw new AppError(ErrorCode.NotFound);

    const sendable = await findSendableFiles(tx, sender.userId, body.fileIds);
    if (sendable.length !== body.fileIds.length) throw new AppError(ErrorCode.SupportFileUnknown);

    // Only a user's message says what it is about; a staff answer keeps the user's subject.
    const context = author === 'user' ? (body.context ?? null) : null;
    const message = await insertMessage(tx, { conversationId: conversation.id, authorUserId: sender.userId, author, text: body.text, context });
    await attachFiles(tx, message.id, body.fileIds);
    const ordered = (await listMessageFiles(tx, [message.id])).map((f) => f.file);
    const preview = messagePreview(body.text, ordered.map((f) => f.originalName));

    await updateConversation(
      tx,
      conversation.id,
      {
        status: statusAfterMessage(author),
        lastMessageAt: message.createdAt,
        lastMessageText: preview,
        lastMessageAuthor: author,
        ...(context ? { context } : {}),
      },
      { bumpVersion: true },
    );
    // One's own message is read (the other side's mark stays).
    await markReadToLatest(tx, conversation.id, author);

    let mail = false;
    if (author === 'staff') {
      await insertAuditEntry(tx, {
        actorUserId: sender.userId,
        action: 'support.reply',
        targetType: 'support_conversation',
        targetId: conversation.id,
        detail: { messageId: message.id, userId: conversation.userId, files: body.fileIds.length },
      });
      const away = !conversation.userReadAt || Date.now() - conversation.userReadAt.getTime() > SUPPORT_AWAY_MS;
      await queueNotification({
        tx,
        userId: conversation.userId,
        kind: 'support_reply',
        refKey: `support:${message.id}`,
        params: { text: messagePreview(body.text, ordered.map((f) => f.originalName), 140) },
        link: '/customer',
        mail: away,
      });
      mail = away;
    }
    await publishSupportEvent(tx, { conversationId: conversation.id, userId: conversation.userId, action: 'message', author, toUser: true });

    const name = (await findUserName(tx, sender.userId)) ?? { firstName: null, lastName: null, email: null };
    return { view: toMessageView(message, name, ordered), mail };
  });
  if (mail) await deliverNotificationMails({ deps });
  return view;
}
