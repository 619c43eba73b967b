import { sql } from 'drizzle-orm';
import type { TLang } from '@scrapbridge/domain/i18n';
import { transition } from '@scrapbridge/domain/quotes/quote-machine';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deliverNotificationMails, queueNotification } from '../../platform/index.ts';
import {
  actionResult,
  announce,
  askLink,
  askTitle,
  checkTransition,
  dealReviewOf,
  ensureAskOpen,
  ensureNoOtherHolder,
  lockForAction,
  makeDeal,
  recordEvent,
} from './quote-engine.ts';
import { agreeLinePrices, updateQuote } from './quotes.repository.ts';
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
        const locked = await updateQuote(tx, quote.id, { state: accepted.to, lockedAt: sql`now()` });
        await recordEvent(tx, { quote: locked, actorUserId: opts.userId, actor: 'seller', action: 'accept', fromState: from, toState: accepted.to });
        await queueNotification({
          tx,
          userId: quote.buyerUserId,
          kind: 'quote_price_locked',
          refKey: `quote:${quote.id}:v${locked.version}`,
          params: { askName: askTitle(ask) },
          link: askLink(ask.id),
          mail: true,
        });
        await announce(tx, locked, ask, 'accept');
        return actionResult(tx, { quote: locked, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
      }
      // The buyer: the seller's counter (where there is one) or the locked price becomes the agreed price.
      if (from === 'dicker') await agreeLinePrices(tx, quote.id, 'counter');
      const underReview = await dealReviewOf(tx, quote);
      // The machine decides deal or auditing (§4); a refusal here means the quote changed under us, never a silent deal.
      const t = transition({ state: from, action: 'accept', actor: 'buyer', needsReview: underReview });
      if (!t.ok) throw new AppError(ErrorCode.StaleData);
      const to = t.to;
      const dealt = await updateQuote(tx, quote.id, { state: to, lockedAt: null, dealAt: sql`now()` });
      const contractId = await makeDeal(tx, { ask, dealt, underReview });
      await recordEvent(tx, { quote: dealt, actorUserId: opts.userId, actor: 'buyer', action: 'accept', fromState: from, toState: to });
      await announce(tx, dealt, ask, 'accept', contractId);
      return actionResult(tx, { quote: dealt, ask, viewerUserId: opts.userId, lang: opts.lang, contractId });
    },
  });
  if (!out.replayed) await deliverNotificationMails({ deps: opts.deps });
  return out;
}
