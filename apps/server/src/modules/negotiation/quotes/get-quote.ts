import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteWithThread } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import { partyOf, quoteStateNow } from './quote-engine.ts';
import { findQuote, findQuoteAsk } from './quotes.repository.ts';

/** `GET /app-v2/quote/{quoteId}`: one quote with its whole thread, for its buyer, its seller (or agent) and staff. */
export async function getQuote(opts: { db: TDb; quoteId: string; viewer: { userId: string; isStaff: boolean }; lang: TLang }): Promise<TQuoteWithThread> {
  const quote = await findQuote(opts.db, opts.quoteId);
  if (!quote) throw new AppError(ErrorCode.NotFound);
  const ask = await findQuoteAsk(opts.db, quote.askId);
  if (!ask) throw new AppError(ErrorCode.NotFound);
  if (!opts.viewer.isStaff) partyOf(quote, ask, opts.viewer.userId);
  const [view] = await loadQuoteViews({ db: opts.db, quotes: [{ ...quote, state: quoteStateNow(quote, ask) }], viewerUserId: opts.viewer.userId, lang: opts.lang, asks: [ask] });
  return view!;
}
