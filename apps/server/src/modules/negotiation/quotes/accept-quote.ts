import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { deliverNotificationMails, queueNotification } from '../../platform/index.ts';
import { dispatchDomainEvents } from '../../../events/bus.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, askLink, askTitle, askTitleZh, checkTransition, dealReviewOf, ensureAskOpen, ensureNoOtherHolder, lockForAction } from './quote-engine.ts';
import { agreeLinePrices } from './quotes.repository.ts';
import { runIdempotent } from './run-idempotent.ts';

/**
 * `POST /app-v2/quote/{quoteId}/accept` {version}:
 * - the seller accepts the buyer's price (waiting, bargaining) → confirm: the price is locked on the ask and the buyer
 *   is asked to confirm (in-app and e-mail);
 * - the buyer accepts the seller's counter (dicker), or confirms a locked price (confirm) → the deal (§4), or the
 *   deal under staff review.
 * Takes the ask row FOR UPDATE: of two acceptances on one ask, the second sees the first and is refused.
 */
export async function acceptQuote(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  userId: string;
  quoteId: string;
  version: number;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
}): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const out = await runIdempotent({
    db: opts.deps.database.db,
    userId: opts.userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const { ask, quote, party } = await lockForAction(tx, { quoteId: opts.quoteId, userId: opts.userId, askLock: 'update' });
      const from = quote.state;
      const accepted = checkTransition({ quote, ask, action: 'accept', actor: party, version: opts.version });
      ensureAskOpen(ask);
      await ensureNoOtherHolder(tx, ask, quote.id);
      if (party === 'seller') {
        await agreeLinePrices(tx, quote.id, 'price');
        const { quote: locked } = await applyTransition(tx, { quote, ask, transition: accepted, action: 'accept', actor: 'seller', actorUserId: opts.userId, fromState: from, lang: opts.lang });
        await queueNotification({
          tx,
          userId: quote.buyerUserId,
          kind: 'quote_price_locked',
          refKey: `quote:${quote.id}:v${locked.version}`,
          params: { askName: askTitle(ask) },
          paramsZh: { askName: askTitleZh(ask) },
          link: askLink(ask.id),
          mail: true,
        });
        return actionResult(tx, { quote: locked, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
      }
      // The buyer: the seller's counter (where there is one) or the locked price becomes the agreed price.
      if (from === 'dicker') await agreeLinePrices(tx, quote.id, 'counter');
      // The machine decides deal or auditing (§4) on the agreed amount; its makeDeal effect writes the deal.
      const dealing = checkTransition({ quote, ask, action: 'accept', actor: 'buyer', needsReview: await dealReviewOf(tx, quote) });
      const { quote: dealt, contractId } = await applyTransition(tx, { quote, ask, transition: dealing, action: 'accept', actor: 'buyer', actorUserId: opts.userId, fromState: from, lang: opts.lang });
      return actionResult(tx, { quote: dealt, ask, viewerUserId: opts.userId, lang: opts.lang, contractId });
    },
  });
  if (!out.replayed) {
    await dispatchDomainEvents(opts.deps);
    await deliverNotificationMails({ deps: opts.deps });
  }
  return out;
}
