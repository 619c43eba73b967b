import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { askQuestions } from '../../../db/schema.ts';

export type TQuestionRow = typeof askQuestions.$inferSelect;

export async function insertQuestion(tx: TTx, values: typeof askQuestions.$inferInsert): Promise<TQuestionRow> {
  const [row] = await tx.insert(askQuestions).values(values).returning();
  return row!;
}

export async function lockQuestion(tx: TTx, id: string): Promise<TQuestionRow | null> {
  const rows = await tx.select().from(askQuestions).where(eq(askQuestions.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function answerQuestionRow(tx: TTx, id: string, answer: string, userId: string): Promise<TQuestionRow> {
  const [row] = await tx
    .update(askQuestions)
    .set({ answer, answeredBy: userId, answeredAt: sql`now()` })
    .where(eq(askQuestions.id, id))
    .returning();
  return row!;
}

/**
 * The questions of an ask a viewer may read: the seller all of them; anyone else the answered ones (public) and
 * their own. Newest first.
 */
export async function listQuestionRows(db: TDbOrTx, opts: { askId: string; viewerUserId: string; seesAll: boolean; limit: number; offset: number }) {
  const visible: SQL = opts.seesAll ? eq(askQuestions.askId, opts.askId) : and(eq(askQuestions.askId, opts.askId), or(isNotNull(askQuestions.answer), eq(askQuestions.askerUserId, opts.viewerUserId)))!;
  const rows = await db
    .select({ row: askQuestions, total: sql<number>`count(*) over ()::int` })
    .from(askQuestions)
    .where(visible)
    .orderBy(desc(askQuestions.createdAt), desc(askQuestions.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [u] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(askQuestions)
    .where(and(visible, isNull(askQuestions.answer)));
  return { rows: rows.map((r) => r.row), total: rows.length ? Number(rows[0]!.total) : 0, unanswered: Number(u?.n ?? 0) };
}
