import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { notifications } from '../../../db/schema.ts';

export type TNotificationRow = typeof notifications.$inferSelect;
export type TNotificationInsert = typeof notifications.$inferInsert;

/** One notification; a repeat of the same event for the same user (same kind and refKey) is ignored. */
export async function insertNotification(tx: TTx, values: TNotificationInsert): Promise<string | null> {
  const rows = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.refKey], where: sql`ref_key is not null` })
    .returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}

/** The user's notifications, newest first (notifications_user_idx / _unread_idx), with the total and unread counts. */
export async function listNotificationRows(
  db: TDbOrTx,
  opts: { userId: string; unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: TNotificationRow[]; total: number; unread: number }> {
  const where = opts.unreadOnly ? and(eq(notifications.userId, opts.userId), isNull(notifications.readAt)) : eq(notifications.userId, opts.userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const unread = opts.unreadOnly ? (total?.n ?? 0) : await countUnreadNotifications(db, opts.userId);
  return { rows, total: total?.n ?? 0, unread };
}

export async function countUnreadNotifications(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (another user's id changes nothing); whether it exists for them. */
export async function markNotificationRead(db: TDbOrTx, userId: string, id: string): Promise<boolean> {
  const found = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return found.length > 0;
}

export async function markAllNotificationsRead(db: TDbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A mail claimed this long ago and not finished was lost with its process: it is sent again. */
const STALE_CLAIM = sql`interval '10 minutes'`;

/**
 * Takes up to `limit` mails to send: pending ones, and ones whose sender vanished mid-send. FOR UPDATE SKIP LOCKED
 * lets several API instances dispatch at once without sending a mail twice.
 */
export async function claimPendingMails(tx: TTx, limit: number): Promise<TNotificationRow[]> {
  return executeRows<TNotificationRow>(tx, sql`
    update notifications set mail_status = 'sending', mail_claimed_at = now()
    where id in (
      select id from notifications
      where mail_status = 'pending' or (mail_status = 'sending' and mail_claimed_at < now() - ${STALE_CLAIM})
      order by created_at
      limit ${limit}
      for update skip locked)
    returning id, user_id as "userId", kind, title_zh as "titleZh", title_en as "titleEn", body_zh as "bodyZh",
      body_en as "bodyEn", link, mail_to as "mailTo", mail_lang as "mailLang"`);
}

export async function finishMail(db: TDbOrTx, id: string, result: { status: 'sent' | 'failed'; outboxId: string }): Promise<void> {
  await db.update(notifications).set({ mailStatus: result.status, mailOutboxId: result.outboxId }).where(eq(notifications.id, id));
}
