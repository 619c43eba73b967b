import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../lib/app-error.ts';
import { dispatchDomainEvents } from '../../../events/bus.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { findLiveContractOfQuote } from '../../orders/index.ts';
import { runWithLiveEvents } from '../live/publish-live-event.ts';
import { applyTransition } from './apply-transition.ts';
import { actionResult, checkTransition } from './quote-engine.ts';
import { findQuote, lockQuote, lockQuoteAsk } from './quotes.repository.ts';

/**
 * `POST /admin/quote/{quoteId}/deal/approve | refuse` {version, reason?} (staff): the outcome of a deal under
 * review (§4 "a deal that staff must review puts the ask in auditing"). Approved: the deal is final and the ask
 * sold. Refused: the contract is voided, the ask goes back on the market and the quote reads refused (the buyer may
 * quote again). Both parties are told in-app and by e-mail; the decision is in the audit log.
 */
export async function reviewDeal(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  staffUserId: string;
  quoteId: string;
  version: number;
  decision: 'approve' | 'refuse';
  reason: string | undefined;
  lang: TLang;
}): Promise<TQuoteActionResult> {
  const result = await runWithLiveEvents(opts.deps.database.db, async (tx) => {
    const first = await findQuote(tx, opts.quoteId);
    if (!first) throw new AppError(ErrorCode.NotFound);
    const ask = await lockQuoteAsk(tx, first.askId, 'update');
    const quote = await lockQuote(tx, opts.quoteId);
    if (!ask || !quote) throw new AppError(ErrorCode.NotFound);
    const action = opts.decision === 'approve' ? 'approveDeal' : 'refuseDeal';
    const t = checkTransition({ quote, ask, action, actor: 'staff', version: opts.version });
    // The contract as it stands before the decision, for the audit entry (a refused deal's contract is voided).
    const contract = await findLiveContractOfQuote(tx, quote.id);
    // The machine's finaliseDeal / reopenAsk effects settle the ask and the contract and tell the parties (deal.reviewed).
    const { quote: updated, contractId } = await applyTransition(tx, {
      quote,
      ask,
      transition: t,
      action,
      actor: 'staff',
      actorUserId: opts.staffUserId,
      fromState: quote.state,
      lang: opts.lang,
      remark: opts.reason ?? null,
    });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: `deal.${opts.decision}`,
      targetType: 'quote',
      targetId: quote.id,
      detail: { askId: ask.id, contractId: contract?.id ?? null, reason: opts.reason ?? null },
    });
    return actionResult(tx, { quote: updated, ask, viewerUserId: opts.staffUserId, lang: opts.lang, contractId });
  });
  await dispatchDomainEvents(opts.deps);
  return result;
}
