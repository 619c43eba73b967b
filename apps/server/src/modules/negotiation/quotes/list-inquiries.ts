import type { TAskState } from '@scrapbridge/domain/ask';
import type { TLang } from '@scrapbridge/domain/i18n';
import { buyerSideStatus, quoteLabel } from '@scrapbridge/domain/quotes/buyer-status';
import type { TInquiryListQuery } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import { askStateNow, quoteStateNow } from './quote-engine.ts';
import { findAskHolders, findQuoteAsks, listBuyerQuotes } from './quotes.repository.ts';

/**
 * `GET /app-v2/quote/list/buyer` (§2 inquiry list): the caller's quotes, most recently changed first, each with its
 * lines, thread, the buyer-side status and the label of its ask (§4).
 */
export async function listInquiries(opts: { db: TDb; userId: string; query: TInquiryListQuery; lang: TLang }) {
  const { pageNum, pageSize, tab } = opts.query;
  const page = await listBuyerQuotes(opts.db, { buyerUserId: opts.userId, tab, limit: pageSize, offset: (pageNum - 1) * pageSize });
  const asks = await findQuoteAsks(opts.db, [...new Set(page.rows.map((q) => q.askId))]);
  const askById = new Map(asks.map((a) => [a.id, a]));
  const holders = await findAskHolders(opts.db, asks.map((a) => a.id));
  const quotes = page.rows.map((q) => {
    const ask = askById.get(q.askId);
    return ask ? { ...q, state: quoteStateNow(q, ask) } : q;
  });
  const views = await loadQuoteViews({ db: opts.db, quotes, viewerUserId: opts.userId, lang: opts.lang, asks });
  const rows = views.map((v) => {
    const ask = askById.get(v.askId)!;
    const askState: TAskState = askStateNow(ask);
    const mine = v.quoteState;
    const holder = holders.get(v.askId);
    const holderState = holder ? quoteStateNow(holder, ask) : null;
    const held = holder && (holderState === 'confirm' || holderState === 'deal' || holderState === 'auditing') ? holder : null;
    const tradeUserId = held && held.state !== 'confirm' ? held.buyerUserId : null;
    return {
      ...v,
      askState,
      buyerStatus: buyerSideStatus({ askState, tradeUserId, viewerUserId: opts.userId, myQuoteState: mine }),
      label: quoteLabel({
        role: held?.buyerUserId === opts.userId ? 'tradingBuyer' : 'other',
        askState,
        dealUnderReview: askState === 'auditing' && held?.state === 'auditing',
        priceLocked: held?.state === 'confirm',
        myQuoteState: mine,
        quoteCount: 0,
        clickCount: ask.clickCount,
      }),
    };
  });
  return { rows, total: page.total };
}
