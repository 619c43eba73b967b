import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteState } from '@scrapbridge/domain/quotes/quote-machine';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../db/client.ts';
import { actionResult, announce, checkTransition, lockForAction, recordEvent } from './quote-engine.ts';
import { updateQuote } from './quotes.repository.ts';
import { runIdempotent } from './run-idempotent.ts';

/**
 * `POST /app-v2/quote/{quoteId}/recall` {version} (§4 "The buyer may … recall"): the buyer takes back an offer the seller has not answered yet (waiting, or their own bargain). A recalled quote can be updated and sent again.
 */
export async function recallQuote(opts: {
  db: TDb;
  userId: string;
  quoteId: string;
  version: number;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
}): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  return runIdempotent({
    db: opts.db,
    userId: opts.userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const { ask, quote, party } = await lockForAction(tx, { quoteId: opts.quoteId, userId: opts.userId, askLock: 'key share' });
      const t = checkTransition({ quote, ask, action: 'recall', actor: party, version: opts.version });
      const updated = await updateQuote(tx, quote.id, { state: t.to });
      await recordEvent(tx, { quote: updated, actorUserId: opts.userId, actor: party, action: 'recall', fromState: quote.state as TQuoteState, toState: t.to });
      await announce(tx, updated, ask, 'recall');
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
}
