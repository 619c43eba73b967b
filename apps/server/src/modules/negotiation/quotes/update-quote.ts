import type { TLang } from '@scrapbridge/domain/i18n';
import type { TUpdateQuoteRequest } from '@scrapbridge/domain/quotes/quote-input';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { actionResult, announce, checkTransition, ensureAskOpen, lockForAction, recordEvent } from './quote-engine.ts';
import { replaceQuoteLines, updateQuote } from './quotes.repository.ts';
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
      const updated = await updateQuote(tx, quote.id, { ...terms, state: t.to });
      await replaceQuoteLines(tx, quote.id, lines.map((l) => ({ ...l, quoteId: quote.id })));
      await recordEvent(tx, {
        quote: updated,
        actorUserId: opts.userId,
        actor: party,
        action: 'update',
        fromState: quote.state,
        toState: t.to,
        lines: eventLines,
        remark: terms.remark,
      });
      await announce(tx, updated, ask, 'update');
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
}
