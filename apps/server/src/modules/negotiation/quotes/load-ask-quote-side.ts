import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteState } from '@scrapbridge/domain/quotes/quote-machine';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TMyQuote, TTradeQuote } from '@scrapbridge/domain/quotes/quote-view';
import { mtToLbs } from '@scrapbridge/domain/weight';
import type { TDb } from '../../../db/client.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import { quoteStateNow } from './quote-engine.ts';
import { findAskHolder, findLiveQuote, findQuoteLines, type TQuoteAsk, type TQuoteRow } from './quotes.repository.ts';

export type TAskQuoteSide = {
  /** The quote holding the ask as the reader sees it now (a lapsed lock is not a holder). */
  holder: TQuoteRow | null;
  myState: TQuoteState | null;
  tradeUserId: string | null;
  tradeQuote: TTradeQuote | null;
  myQuote: TMyQuote | null;
};

/**
 * The quote side of an ask for one caller (§3 Ask: tradeUserId, tradeQuote, myQuote), shared by the ask detail
 * (`GET /app-v2/ask/{id}`) and the quote status (`GET /app-v2/quote/ask/{id}/status`) so both say the same.
 * Per caller by construction: myQuote is the caller's own live quote and nobody else's (the owner has none); the
 * trade quote names who bought and how much once the deal is made, never a price (a locked price is not a trade).
 */
export async function loadAskQuoteSide(opts: { db: TDb; ask: TQuoteAsk; userId: string; lang: TLang }): Promise<TAskQuoteSide> {
  const { db, ask, userId } = opts;
  const owner = isOwnAsk(ask, userId);
  const [holderRow, mineRow] = await Promise.all([findAskHolder(db, ask.id), owner ? null : findLiveQuote(db, ask.id, userId)]);
  const holderState = holderRow ? quoteStateNow(holderRow, ask) : null;
  const holder = holderRow && (holderState === 'confirm' || holderState === 'deal' || holderState === 'auditing') ? holderRow : null;
  const tradeUserId = holder && holder.state !== 'confirm' ? holder.buyerUserId : null;
  const myState = mineRow ? quoteStateNow(mineRow, ask) : null;
  const [mine] = mineRow ? await loadQuoteViews({ db, quotes: [{ ...mineRow, state: myState! }], viewerUserId: userId, lang: opts.lang, asks: [ask] }) : [];
  let tradeQuote: TTradeQuote | null = null;
  if (tradeUserId && holder) {
    const weight = (await findQuoteLines(db, [holder.id])).reduce((sum, l) => sum + Number(l.weight ?? 0), 0);
    tradeQuote = { buyerUserId: tradeUserId, sellerWeight: Math.round(weight * 1e6) / 1e6, sellerWeightLbs: mtToLbs(weight) };
  }
  return {
    holder,
    myState,
    tradeUserId,
    tradeQuote,
    myQuote: mine ? { ...mine, myQuoteDetail: { buyerUserId: mine.buyerUserId }, quoteDetailList: mine.lines } : null,
  };
}
