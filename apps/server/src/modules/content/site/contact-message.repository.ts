import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client.ts';
import { contactMessages, users } from '../../../db/schema.ts';

export type TContactInsert = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'handledAt' | 'handledBy'>;

export async function insertContactMessage(db: TDbOrTx, values: TContactInsert): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

const handler = alias(users, 'handler');

function statusWhere(status: 'all' | 'open' | 'handled') {
  if (status === 'open') return isNull(contactMessages.handledAt);
  if (status === 'handled') return isNotNull(contactMessages.handledAt);
  return undefined;
}

const selection = { message: contactMessages, handledByEmail: handler.email };

/** Newest first, with the e-mail of the staff member who handled each; bounded by the caller's page. */
export async function listContactMessages(
  db: TDbOrTx,
  opts: { status: 'all' | 'open' | 'handled'; limit: number; offset: number },
) {
  const where = statusWhere(opts.status);
  const rows = await db
    .select(selection)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findContactMessage(db: TDbOrTx, id: string) {
  const rows = await db
    .select(selection)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a message handled once: a second call changes nothing (the first handler and time stay). */
export async function markContactMessageHandled(db: TDbOrTx, id: string, staffUserId: string): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt: sql`now()`, handledBy: staffUserId })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
