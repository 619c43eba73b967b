import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { rankOffers } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { latestReferencePrices } from '../reference-prices/latest-reference-prices.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import { askStateNow, quoteStateNow } from './quote-engine.ts';
import { findQuoteAsk, listQuotesOfAsk } from './quotes.repository.ts';

/**
 * `GET /app-v2/quote/ask/{askId}` (§2 quote list): every quote on one of the caller's asks (seller, agent, staff),
 * ranked by the offer normalised to USD/MT at the latest reference prices (best first; offers a missing reference
 * leaves unreadable last), each with its whole negotiation thread.
 */
export async function listAskQuotes(opts: { db: TDb; askId: string; viewer: { userId: string; isStaff: boolean }; lang: TLang }) {
  const ask = await findQuoteAsk(opts.db, opts.askId);
  if (!ask) throw new AppError(ErrorCode.NotFound);
  const owner = ask.sellerUserId === opts.viewer.userId || ask.agentUserId === opts.viewer.userId;
  if (!owner && !opts.viewer.isStaff) throw new AppError(ErrorCode.NotFound);
  const [quotes, latest] = await Promise.all([listQuotesOfAsk(opts.db, ask.id), latestReferencePrices({ db: opts.db })]);
  const views = await loadQuoteViews({
    db: opts.db,
    quotes: quotes.map((q) => ({ ...q, state: quoteStateNow(q, ask) })),
    viewerUserId: opts.viewer.userId,
    lang: opts.lang,
    asks: [ask],
    refs: latest.refs,
  });
  const rows = rankOffers(views).map((v, i) => ({ ...v, rank: i + 1 }));
  return {
    askId: ask.id,
    askState: askStateNow(ask),
    references: latest.rows.map((r) => ({ basis: r.basis, price: r.price, priceDate: r.priceDate })),
    rows,
    total: rows.length,
  };
}
