import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TQuestion } from '@scrapbridge/domain/quotes/question';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findQuoteAsk } from '../quotes/quotes.repository.ts';
import { toQuestion } from './question-presenter.ts';
import { answerQuestionRow, lockQuestion } from './questions.repository.ts';

/** `POST /app-v2/question/{questionId}/answer` {answer}: the seller (or their agent) answers once; the answer is public. */
export async function answerQuestion(opts: { db: TDb; userId: string; questionId: string; answer: string }): Promise<TQuestion> {
  return opts.db.transaction(async (tx) => {
    const q = await lockQuestion(tx, opts.questionId);
    if (!q) throw new AppError(ErrorCode.NotFound);
    const ask = await findQuoteAsk(tx, q.askId);
    if (!ask) throw new AppError(ErrorCode.NotFound);
    if (!isOwnAsk(ask, opts.userId)) {
      // The asker sees their question but may not answer it; anyone else may not even see it.
      if (q.askerUserId === opts.userId || q.answer !== null) throw new AppError(ErrorCode.Forbidden, 'negotiation.errors.notSeller');
      throw new AppError(ErrorCode.NotFound);
    }
    if (q.answer !== null) throw new AppError(ErrorCode.StaleData, 'negotiation.errors.questionAnswered');
    return toQuestion(await answerQuestionRow(tx, q.id, opts.answer, opts.userId), opts.userId);
  });
}
