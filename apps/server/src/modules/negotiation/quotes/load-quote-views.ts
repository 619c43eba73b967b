import type { TLang } from '@scrapbridge/domain/i18n';
import type { TReferencePrices } from '@scrapbridge/domain/quotes/price-normalise';
import type { TQuoteWithThread } from '@scrapbridge/domain/quotes/quote-view';
import { QUOTE_METHODS } from '@scrapbridge/domain/quote-method';
import type { TDbOrTx } from '../../../db/client.ts';
import { findContractIdsOfQuotes } from '../../orders/index.ts';
import { latestReferencePrices } from '../reference-prices/latest-reference-prices.ts';
import { toQuoteWithThread } from './quote-presenter.ts';
import { findDetailNames, findQuoteAsks, findQuoteEvents, findQuoteLines, type TQuoteAsk, type TQuoteRow } from './quotes.repository.ts';

/**
 * Builds the views of some quotes in a few bounded queries (lines, thread, names, contracts, and the reference
 * prices only when a line needs one to be normalised). Order follows `quotes`.
 */
export async function loadQuoteViews(opts: {
  db: TDbOrTx;
  quotes: TQuoteRow[];
  viewerUserId: string;
  lang: TLang;
  asks?: TQuoteAsk[];
  refs?: TReferencePrices;
}): Promise<TQuoteWithThread[]> {
  const { db, quotes } = opts;
  if (quotes.length === 0) return [];
  const ids = quotes.map((q) => q.id);
  const askIds = [...new Set(quotes.map((q) => q.askId))];
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await findQuoteLines(db, ids);
  const events = await findQuoteEvents(db, ids);
  const contractIds = await findContractIdsOfQuotes(db, ids);
  const asks = opts.asks ?? (await findQuoteAsks(db, askIds));
  const names = new Map((await findDetailNames(db, [...new Set(lines.map((l) => l.askDetailId))])).map((n) => [n.id, n]));
  // USD fixed prices need no reference; anything else reads the latest settlements once.
  const needsRefs = lines.some((l) => QUOTE_METHODS[l.quoteType].supportFormula) || quotes.some((q) => q.currency !== 'USD');
  const refs = opts.refs ?? (needsRefs ? (await latestReferencePrices({ db })).refs : {});
  const askById = new Map(asks.map((a) => [a.id, a]));
  return quotes.map((quote) =>
    toQuoteWithThread(
      {
        quote,
        ask: askById.get(quote.askId) ?? { askName: null, askNameZh: null, agentUserId: null },
        lines: lines.filter((l) => l.quoteId === quote.id),
        events,
        names,
        refs,
        contractId: contractIds.get(quote.id) ?? null,
      },
      opts.viewerUserId,
      opts.lang,
    ),
  );
}
