import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { asks } from './asks.ts';
import { createdAt } from '../columns.ts';

/** §2 Q&A with the seller: a buyer's question on an ask and the seller's public answer. */
export const askQuestions = pgTable(
  'ask_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askId: uuid('ask_id')
      .notNull()
      .references(() => asks.id, { onDelete: 'cascade' }),
    askerUserId: uuid('asker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('ask_questions_ask_idx').on(t.askId, t.createdAt), index('ask_questions_asker_idx').on(t.askerUserId, t.createdAt)],
);
