import { count, desc } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';

export type TOutboxInsert = {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  provider: string;
  status: 'sent' | 'failed' | 'logged';
  error: string | null;
};

export async function insertOutboxMessage(db: TDbOrTx, values: TOutboxInsert): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
  return row!.id;
}

/** Newest first; bounded by the caller's page (outbox_created_idx serves the order). */
export async function listOutboxMessages(db: TDbOrTx, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(outboxMessages);
  return { rows, total: total?.n ?? 0 };
}
