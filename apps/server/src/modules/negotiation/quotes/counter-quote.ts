import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TCounterQuoteRequest } from '@scrapbridge/domain/quotes/quote-input';
import { counterPriceRange, priceProblem, remarkProblem } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { queueNotification } from '../../platform/index.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, askLink, askTitle, askTitleZh, checkTransition, ensureAskOpen, lockForAction } from './quote-engine.ts';
import { findAskDetailsForQuote, findQuoteLines, setLinePrices } from './quotes.repository.ts';
import { runIdempotent } from './run-idempotent.ts';

/**
 * `POST /app-v2/quote/{quoteId}/counter` (§4 "The seller may … counter-offer"; the buyer may counter the counter):
 * the seller's counter puts the quote in dicker, the buyer's bargain in bargaining, each with new prices for some or
 * all quoted lines and the bargain remark (§5: ≤ 50 characters zh, ≤ 100 en). A buyer's price stays within the
 * line's min and max like a quote; the seller names their own price (formula percentages stay sane). The other party
 * hears of it on their open page and in their notifications.
 */
export async function counterQuote(opts: {
  db: TDb;
  userId: string;
  quoteId: string;
  input: TCounterQuoteRequest;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
}): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const { input } = opts;
  return runIdempotent({
    db: opts.db,
    userId: opts.userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const { ask, quote, party } = await lockForAction(tx, { quoteId: opts.quoteId, userId: opts.userId, askLock: 'key share' });
      const t = checkTransition({ quote, ask, action: 'counter', actor: party, version: input.version });
      ensureAskOpen(ask);
      const lines = new Map((await findQuoteLines(tx, [quote.id])).map((l) => [l.askDetailId, l]));
      const details = new Map((await findAskDetailsForQuote(tx, ask.id)).map((d) => [d.id, d]));
      const problems: TFieldProblem[] = [];
      const remark = remarkProblem(input.remark, opts.lang);
      if (remark) problems.push(remark);
      input.lines.forEach((l, i) => {
        const line = lines.get(l.askDetailId);
        if (!line) {
          problems.push({ field: `lines.${i}.askDetailId`, reasonKey: 'negotiation.errors.unknownLine' });
          return;
        }
        const detail = details.get(l.askDetailId);
        const range = counterPriceRange(party, detail);
        const p = priceProblem({ quoteType: line.quoteType, price: l.price, ...range, field: `lines.${i}.price` });
        if (p) problems.push(p);
      });
      if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
      await setLinePrices(tx, quote.id, party === 'seller' ? 'counterPrice' : 'price', input.lines);
      const { quote: updated } = await applyTransition(tx, {
        quote,
        ask,
        transition: t,
        action: 'counter',
        actor: party,
        actorUserId: opts.userId,
        fromState: quote.state,
        lang: opts.lang,
        lines: input.lines,
        remark: input.remark ?? null,
      });
      const to = party === 'seller' ? [quote.buyerUserId] : [quote.sellerUserId, ...(ask.agentUserId ? [ask.agentUserId] : [])];
      for (const userId of to) {
        await queueNotification({
          tx,
          userId,
          kind: 'quote_countered',
          refKey: `quote:${quote.id}:v${updated.version}`,
          params: { askName: askTitle(ask) },
          paramsZh: { askName: askTitleZh(ask) },
          link: askLink(ask.id),
          mail: false,
        });
      }
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
}
