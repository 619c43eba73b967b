import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TSupportAuthor, TSupportContext, TSupportStatus } from '@scrapbridge/domain/support/support';
import type { TDbOrTx } from '../../db/client.ts';
import { companies, files, supportConversations, supportMessageFiles, supportMessages, users } from '../../db/schema.ts';

export type TConversationRow = typeof supportConversations.$inferSelect;
export type TMessageRow = typeof supportMessages.$inferSelect;

/** What the inbox and the staff thread show of a conversation: the row, its user and its assignee. */
const conversationColumns = {
  conversation: supportConversations,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
  userPhoneCountry: users.phoneCountry,
  userPhoneNumber: users.phoneNumber,
  companyName: companies.name,
  assigneeFirstName: sql<string | null>`assignee.first_name`,
  assigneeLastName: sql<string | null>`assignee.last_name`,
  assigneeEmail: sql<string | null>`assignee.email`,
  unread: sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = ${supportConversations.id} and m.author = 'user' and (${supportConversations.staffReadAt} is null or m.created_at > ${supportConversations.staffReadAt}))`,
};
export type TConversationListRow = {
  conversation: TConversationRow;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
  userPhoneCountry: string | null;
  userPhoneNumber: string | null;
  companyName: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeEmail: string | null;
  unread: number;
};

function conversationQuery(db: TDbOrTx) {
  return db
    .select(conversationColumns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(sql`${users} as assignee`, sql`assignee.id = ${supportConversations.assigneeUserId}`);
}

export async function findConversationByUser(db: TDbOrTx, userId: string, opts: { forUpdate?: boolean } = {}): Promise<TConversationRow | null> {
  const q = db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findConversation(db: TDbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<TConversationRow | null> {
  const q = db.select().from(supportConversations).where(eq(supportConversations.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findConversationListRow(db: TDbOrTx, id: string): Promise<TConversationListRow | null> {
  const [row] = await conversationQuery(db).where(eq(supportConversations.id, id));
  return (row as TConversationListRow | undefined) ?? null;
}

/** The user's conversation, made on their first message; two first messages at once make one (the unique user). */
export async function ensureConversation(db: TDbOrTx, userId: string): Promise<TConversationRow> {
  await db.insert(supportConversations).values({ userId }).onConflictDoNothing({ target: supportConversations.userId });
  const row = await findConversationByUser(db, userId, { forUpdate: true });
  if (!row) throw new Error(`support conversation of ${userId} missing after insert`);
  return row;
}

export async function insertMessage(
  db: TDbOrTx,
  values: { conversationId: string; authorUserId: string; author: TSupportAuthor; text: string; context: TSupportContext | null },
): Promise<TMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

export async function attachFiles(db: TDbOrTx, messageId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(supportMessageFiles).values(fileIds.map((fileId, position) => ({ fileId, messageId, position })));
}

/** The caller's own support uploads among these ids that no message carries yet. */
export async function findSendableFiles(db: TDbOrTx, ownerUserId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({ id: files.id })
    .from(files)
    .leftJoin(supportMessageFiles, eq(supportMessageFiles.fileId, files.id))
    .where(and(inArray(files.id, [...fileIds]), eq(files.ownerUserId, ownerUserId), eq(files.purpose, 'support'), isNull(supportMessageFiles.messageId)));
}

export async function updateConversation(
  db: TDbOrTx,
  id: string,
  values: Partial<Pick<TConversationRow, 'status' | 'assigneeUserId' | 'context' | 'lastMessageAt' | 'lastMessageText' | 'lastMessageAuthor' | 'userReadAt' | 'staffReadAt'>>,
  opts: { bumpVersion: boolean },
): Promise<TConversationRow> {
  const [row] = await db
    .update(supportConversations)
    .set({ ...values, updatedAt: new Date(), ...(opts.bumpVersion ? { version: sql`${supportConversations.version} + 1` } : {}) })
    .where(eq(supportConversations.id, id))
    .returning();
  return row!;
}

/**
 * Moves one side's read mark to the conversation's latest message, in the database: its timestamps are finer than a
 * JavaScript date, so a mark written from one would sit just before the message it means and leave it unread.
 */
export async function markReadToLatest(db: TDbOrTx, id: string, side: 'user' | 'staff'): Promise<void> {
  const latest = sql`(select max(m.created_at) from ${supportMessages} m where m.conversation_id = ${id})`;
  await db
    .update(supportConversations)
    .set(side === 'user' ? { userReadAt: sql`greatest(${supportConversations.userReadAt}, ${latest})` } : { staffReadAt: sql`greatest(${supportConversations.staffReadAt}, ${latest})` })
    .where(eq(supportConversations.id, id));
}

/** A page of messages, newest first (the caller reverses): before a message when given. */
export async function listMessages(db: TDbOrTx, conversationId: string, opts: { beforeId?: string; limit: number }) {
  const where: SQL[] = [eq(supportMessages.conversationId, conversationId)];
  if (opts.beforeId) {
    const [before] = await db
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(and(eq(supportMessages.id, opts.beforeId), eq(supportMessages.conversationId, conversationId)));
    // An id of another conversation (or none) pages from nothing: an empty page, never another user's messages.
    if (!before) return [];
    // Compared in the database: its timestamps are finer than a JavaScript date.
    where.push(sql`(${supportMessages.createdAt}, ${supportMessages.id}) < (select m.created_at, m.id from ${supportMessages} m where m.id = ${opts.beforeId})`);
  }
  return db
    .select({
      message: supportMessages,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(and(...where))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(opts.limit);
}

export async function listMessageFiles(db: TDbOrTx, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: supportMessageFiles.messageId, file: files })
    .from(supportMessageFiles)
    .innerJoin(files, eq(files.id, supportMessageFiles.fileId))
    .where(inArray(supportMessageFiles.messageId, [...messageIds]))
    .orderBy(asc(supportMessageFiles.position));
}

/**
 * Messages of the other side after the reader's read mark (all when never read), compared in the database (its
 * timestamps are finer than the JavaScript date a mark would come back as).
 */
export async function countUnread(db: TDbOrTx, conversationId: string, reader: TSupportAuthor): Promise<number> {
  const mark = reader === 'user' ? supportConversations.userReadAt : supportConversations.staffReadAt;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, reader === 'user' ? 'staff' : 'user'),
        sql`(${mark} is null or ${supportMessages.createdAt} > ${mark})`,
      ),
    );
  return row?.n ?? 0;
}

/** The staff inbox page: newest last message first. */
export async function listInbox(
  db: TDbOrTx,
  opts: { status?: TSupportStatus; assignee?: { kind: 'none' } | { kind: 'user'; userId: string }; keyword?: string; topic?: string; limit: number; offset: number },
): Promise<{ rows: TConversationListRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (opts.status) where.push(eq(supportConversations.status, opts.status));
  if (opts.assignee?.kind === 'none') where.push(isNull(supportConversations.assigneeUserId));
  if (opts.assignee?.kind === 'user') where.push(eq(supportConversations.assigneeUserId, opts.assignee.userId));
  if (opts.topic) where.push(sql`${supportConversations.context}->>'topic' = ${opts.topic}`);
  if (opts.keyword) {
    const like = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(users.email, like),
        ilike(users.phoneNumber, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
        ilike(companies.name, like),
      ),
    );
  }
  const cond = and(...where);
  const rows = await conversationQuery(db)
    .where(cond)
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(cond);
  return { rows: rows as TConversationListRow[], total: count?.n ?? 0 };
}

/** Staff accounts that are not blocked: who may be assigned, and whose open pages hear of a user's message. */
export async function listStaffMembers(db: TDbOrTx) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.isStaff, true), ne(users.userState, 9)))
    .orderBy(asc(users.firstName), asc(users.email))
    .limit(500);
}

export async function isActiveStaff(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isStaff, true), ne(users.userState, 9)));
  return !!row;
}

export async function findUserName(db: TDbOrTx, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whether a support file was sent in the conversation of this user (who may then read it beside its uploader and staff). */
export async function fileSentToUser(db: TDbOrTx, fileId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMessageFiles.fileId })
    .from(supportMessageFiles)
    .innerJoin(supportMessages, eq(supportMessages.id, supportMessageFiles.messageId))
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(and(eq(supportMessageFiles.fileId, fileId), eq(supportConversations.userId, userId)));
  return !!row;
}

