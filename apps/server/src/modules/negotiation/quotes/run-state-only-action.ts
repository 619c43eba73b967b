import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, checkTransition, lockForAction } from './quote-engine.ts';
import { runIdempotent } from './run-idempotent.ts';

export type TStateOnlyActionInput = {
  db: TDb;
  userId: string;
  quoteId: string;
  version: number;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
};

/**
 * The buyer's actions that change nothing but the quote's state (§4 recall and cancel): lock the quote and read its
 * ask (key share: a deal committing on the ask waits for us, other quotes do not), check the move against the state
 * machine and the version the caller saw (110801 when stale), store the new state, add the thread entry and tell
 * the other party after commit. Idempotent on the caller's key.
 */
export function runStateOnlyAction(opts: TStateOnlyActionInput & { action: 'recall' | 'cancel' }): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const { action } = opts;
  return runIdempotent({
    db: opts.db,
    userId: opts.userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const { ask, quote, party } = await lockForAction(tx, { quoteId: opts.quoteId, userId: opts.userId, askLock: 'key share' });
      const t = checkTransition({ quote, ask, action, actor: party, version: opts.version });
      const { quote: updated } = await applyTransition(tx, { quote, ask, transition: t, action, actor: party, actorUserId: opts.userId, fromState: quote.state, lang: opts.lang });
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
}
