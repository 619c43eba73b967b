import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAskQuestionRequest, TQuestion } from '@scrapbridge/domain/quotes/question';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ensureAskListed } from '../quotes/quote-engine.ts';
import { findQuoteAsk } from '../quotes/quotes.repository.ts';
import { toQuestion } from './question-presenter.ts';
import { insertQuestion } from './questions.repository.ts';

/** `POST /app-v2/question` {askId, question} (§2 Q&A with the seller; §5: more than 4 characters): a buyer asks. */
export async function askQuestion(opts: { db: TDb; userId: string; input: TAskQuestionRequest }): Promise<TQuestion> {
  const ask = await findQuoteAsk(opts.db, opts.input.askId);
  if (!ask || !['active', 'expired', 'deal', 'auditing'].includes(ask.state)) throw new AppError(ErrorCode.NotFound);
  // The seller answers questions; asking oneself is the own-items rule again.
  if (isOwnAsk(ask, opts.userId)) throw new AppError(ErrorCode.QuoteOwnAsk, 'negotiation.errors.ownAsk');
  // An ask waiting for its publication review is not on the market: as if it did not exist (issue 13).
  await ensureAskListed(opts.db, ask);
  const row = await opts.db.transaction((tx) => insertQuestion(tx, { askId: ask.id, askerUserId: opts.userId, question: opts.input.question }));
  return toQuestion(row, opts.userId);
}
