import type { TSupportConversationRow, TSupportFile, TSupportMessage } from '@scrapbridge/domain/support/support';
import type { TFileRow } from '../platform/index.ts';
import { filePath } from '../platform/index.ts';
import type { TConversationListRow, TMessageRow } from './support.repository.ts';

type TPerson = { firstName: string | null; lastName: string | null; email: string | null };

/** "Anna Li", else the e-mail's name part, else ''. */
export function personName(p: TPerson): string {
  const name = [p.firstName, p.lastName].filter((s) => s && s.trim()).join(' ').trim();
  if (name) return name;
  return p.email ? p.email.split('@')[0]! : '';
}

export function toSupportFile(file: TFileRow): TSupportFile {
  return {
    fileId: file.id,
    name: file.originalName,
    mime: file.mime,
    kind: file.kind === 'image' ? 'image' : 'document',
    size: file.size,
    url: filePath(file.id, file.ext),
  };
}

/**
 * A message as shown. Users see staff by first name only ("Customer service · Anna"): enough to know who answers,
 * nothing of the staff account beyond it.
 */
export function toMessageView(m: TMessageRow, author: TPerson, files: TFileRow[]): TSupportMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    author: m.author,
    authorName: m.author === 'staff' ? (author.firstName?.trim() ?? '') : personName(author),
    text: m.text,
    context: m.context ?? null,
    files: files.map(toSupportFile),
    createdAt: m.createdAt.toISOString(),
  };
}

export function toConversationRow(r: TConversationListRow): TSupportConversationRow {
  const c = r.conversation;
  const assigneeName = c.assigneeUserId ? personName({ firstName: r.assigneeFirstName, lastName: r.assigneeLastName, email: r.assigneeEmail }) : null;
  return {
    id: c.id,
    userId: c.userId,
    userName: personName({ firstName: r.userFirstName, lastName: r.userLastName, email: r.userEmail }),
    userEmail: r.userEmail,
    userPhone: r.userPhoneNumber ? `${r.userPhoneCountry ? `+${r.userPhoneCountry.replace(/^\+/, '')} ` : ''}${r.userPhoneNumber}` : null,
    companyName: r.companyName,
    status: c.status,
    assigneeUserId: c.assigneeUserId,
    assigneeName,
    context: c.context ?? null,
    lastMessageText: c.lastMessageText,
    lastMessageAuthor: c.lastMessageAuthor ?? null,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread: r.unread,
    version: c.version,
  };
}
