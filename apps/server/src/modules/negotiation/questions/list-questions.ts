import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ensureAskListed } from '../quotes/quote-engine.ts';
import { findQuoteAsk } from '../quotes/quotes.repository.ts';
import { toQuestion } from './question-presenter.ts';
import { listQuestionRows } from './questions.repository.ts';

/** `GET /app-v2/question/list?askId=`: answered questions for everyone, one's own unanswered ones, all for the seller. */
export async function listQuestions(opts: { db: TDb; viewer: { userId: string; isStaff: boolean }; askId: string; pageNum: number; pageSize: number }) {
  const ask = await findQuoteAsk(opts.db, opts.askId);
  if (!ask) throw new AppError(ErrorCode.NotFound);
  const owner = isOwnAsk(ask, opts.viewer.userId);
  if (!owner && !opts.viewer.isStaff && !['active', 'expired', 'deal', 'auditing'].includes(ask.state)) throw new AppError(ErrorCode.NotFound);
  // An ask waiting for its publication review is not on the market: as if it did not exist (issue 13).
  if (!owner && !opts.viewer.isStaff) await ensureAskListed(opts.db, ask);
  const page = await listQuestionRows(opts.db, {
    askId: ask.id,
    viewerUserId: opts.viewer.userId,
    seesAll: owner || opts.viewer.isStaff,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { rows: page.rows.map((r) => toQuestion(r, opts.viewer.userId)), total: page.total, unanswered: page.unanswered };
}
