import type { TLang } from '@scrapbridge/domain/i18n';
import type { TUpdateQuoteRequest } from '@scrapbridge/domain/quotes/quote-input';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, checkTransition, ensureAskOpen, lockForAction } from './quote-engine.ts';
import { replaceQuoteLines } from './quotes.repository.ts';
import { runIdempotent } from './run-idempotent.ts';
import { prepareQuoteTerms } from './write-quote-terms.ts';

/**
 * `PUT /app-v2/quote/{quoteId}` (§4 "A quote can be updated"): the buyer rewrites a waiting, refused or recalled
 * quote, under the same §5 rules as placing; it goes (back) to waiting and the seller's counters are cleared.
 */
export async function updateQuoteTerms(opts: {
  db: TDb;
  userId: string;
  quoteId: string;
  input: TUpdateQuoteRequest;
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
      const t = checkTransition({ quote, ask, action: 'update', actor: party, version: opts.input.version });
      ensureAskOpen(ask);
      const { terms, lines, eventLines } = await prepareQuoteTerms(tx, { ask, input: opts.input, lang: opts.lang });
      await replaceQuoteLines(tx, quote.id, lines.map((l) => ({ ...l, quoteId: quote.id })));
      const { quote: updated } = await applyTransition(tx, {
        quote,
        ask,
        transition: t,
        action: 'update',
        actor: party,
        actorUserId: opts.userId,
        fromState: quote.state,
        lang: opts.lang,
        patch: terms,
        lines: eventLines,
        remark: terms.remark,
      });
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
}
