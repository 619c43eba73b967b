import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { remarkProblem } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, checkTransition, lockForAction } from './quote-engine.ts';
import { runIdempotent } from './run-idempotent.ts';

/**
 * `POST /app-v2/quote/{quoteId}/reject` {version, remark?}: the seller refuses an offer or a bargain (refuse: the
 * buyer may update it, §4 "waiting: quote waiting, or refused"); the buyer turns down the seller's counter, or the
 * locked deal (rejected). A locked deal turned down frees the ask, which stays on the market, and its firm price
 * goes to the next-best buyers (§4).
 */
export async function rejectQuote(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  userId: string;
  quoteId: string;
  version: number;
  remark: string | undefined;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
}): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const problem = remarkProblem(opts.remark, opts.lang);
  if (problem) throw new AppError(ErrorCode.Validation, undefined, undefined, [problem]);
  let forwarded = 0;
  const out = await runIdempotent({
    db: opts.deps.database.db,
    userId: opts.userId,
    key: opts.idempotencyKey,
    fingerprint: opts.fingerprint,
    run: async (tx) => {
      const { ask, quote, party } = await lockForAction(tx, { quoteId: opts.quoteId, userId: opts.userId, askLock: 'update' });
      const from = quote.state;
      const t = checkTransition({ quote, ask, action: 'reject', actor: party, version: opts.version });
      const moved = await applyTransition(tx, { quote, ask, transition: t, action: 'reject', actor: party, actorUserId: opts.userId, fromState: from, lang: opts.lang, remark: opts.remark ?? null });
      forwarded = moved.forwarded;
      const updated = moved.quote;
      return actionResult(tx, { quote: updated, ask, viewerUserId: opts.userId, lang: opts.lang, contractId: null });
    },
  });
  if (forwarded > 0) await deliverNotificationMails({ deps: opts.deps });
  return out;
}
