import type { TPaymentTiming } from '@scrapbridge/domain/ask';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TBuyNowRequest, TQuoteTerm } from '@scrapbridge/domain/quotes/quote-input';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { dispatchDomainEvents } from '../../../events/bus.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, checkTransition, dealReviewOf, ensureAskListed, ensureAskOpen, ensureNoOtherHolder } from './quote-engine.ts';
import { agreeLinePrices, findAskDetailsForQuote, findLiveQuote, insertQuote, lockQuoteAsk, replaceQuoteLines, updateQuote } from './quotes.repository.ts';
import { runIdempotent } from './run-idempotent.ts';

/**
 * `POST /app-v2/quote/buy-now` {askId, askVersion?} (§4 "A buy-it-now firm price allows a direct deal"): the whole
 * lot at the ask's firm price per MT, on the ask's own terms, dealt at once (or put under staff review). The ask
 * row is taken FOR UPDATE first, so of any number of buyers racing for one ask exactly one gets the deal and the
 * contract; the others wait for it and then find the ask sold (1103) — bench/negotiation proves it under load.
 */
export async function buyNow(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  userId: string;
  input: TBuyNowRequest;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
}): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const { userId, input } = opts;
  const out = await runIdempotent({
    db: opts.deps.database.db,
    userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const ask = await lockQuoteAsk(tx, input.askId, 'update');
      if (!ask || ask.state === 'draft' || ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
      if (isOwnAsk(ask, userId)) throw new AppError(ErrorCode.QuoteOwnAsk, 'negotiation.errors.ownAsk');
      await ensureAskListed(tx, ask);
      ensureAskOpen(ask);
      if (ask.firmPrice === null) throw new AppError(ErrorCode.NoFirmPrice, 'negotiation.errors.noFirmPrice');
      if (input.askVersion !== undefined && input.askVersion !== ask.version) throw new AppError(ErrorCode.StaleData);
      const existing = await findLiveQuote(tx, ask.id, userId);
      checkTransition({ quote: existing, ask, action: 'buyNow', actor: 'buyer' });
      await ensureNoOtherHolder(tx, ask, existing?.id ?? null);
      const details = await findAskDetailsForQuote(tx, ask.id);
      // The ask's own terms: its delivery term and ports, its deposit and balance (the deposit is the prepayment).
      const terms = {
        weightUnit: 'MT',
        term: (ask.deliveryTerm ?? 'FOB') as TQuoteTerm,
        portId: ask.portId,
        destinationPortId: ask.destinationPortId,
        prepayRate: Math.round(Number(ask.depositRatio ?? '0')),
        depositRatio: ask.depositRatio ?? '0',
        balanceRatio: ask.balanceRatio ?? '100',
        paymentTiming: (ask.balanceTiming ?? 'before_arrival') as TPaymentTiming,
        validWhen: null,
        fixingSide: ask.fixingSide,
        firm: true,
        taxIncluded: false,
        remark: null,
        viaBuyNow: true,
        methodMismatch: false,
      };
      const quote = existing
        ? await updateQuote(tx, existing.id, terms)
        : await insertQuote(tx, { askId: ask.id, buyerUserId: userId, sellerUserId: ask.sellerUserId, market: ask.market, currency: ask.currency, state: 'waiting', ...terms });
      const firmPrice = ask.firmPrice;
      await replaceQuoteLines(
        tx,
        quote.id,
        details.map((d, i) => ({ quoteId: quote.id, askDetailId: d.id, quoteType: 'FIXED', deduction: Deduction.None, price: firmPrice, weight: d.weight ?? '0', sort: i })),
      );
      await agreeLinePrices(tx, quote.id, 'price');
      const underReview = await dealReviewOf(tx, quote);
      const t = checkTransition({ quote: existing, ask, action: 'buyNow', actor: 'buyer', needsReview: underReview });
      const { quote: dealt, contractId } = await applyTransition(tx, {
        quote,
        ask,
        transition: t,
        action: 'buyNow',
        actor: 'buyer',
        actorUserId: userId,
        fromState: existing?.state ?? null,
        lang: opts.lang,
        lines: details.map((d) => ({ askDetailId: d.id, price: firmPrice })),
      });
      return actionResult(tx, { quote: dealt, ask, viewerUserId: userId, lang: opts.lang, contractId });
    },
  });
  if (!out.replayed) await dispatchDomainEvents(opts.deps);
  return out;
}
