import { sql } from 'drizzle-orm';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TAppDeps } from '../../../app.ts';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../lib/app-error.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../../platform/index.ts';
import { updateAsk } from '../../listings/index.ts';
import { findLiveContractOfQuote, signContractIfComplete, updateContract } from '../../orders/index.ts';
import { runWithLiveEvents } from '../live/publish-live-event.ts';
import { actionResult, announce, askLink, askTitle, checkTransition, recipientsOf, recordEvent } from './quote-engine.ts';
import { findQuote, lockQuote, lockQuoteAsk, updateQuote } from './quotes.repository.ts';

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
    const updated = await updateQuote(tx, quote.id, opts.decision === 'approve' ? { state: t.to } : { state: t.to, dealAt: null });
    const contract = await findLiveContractOfQuote(tx, quote.id);
    if (opts.decision === 'approve') {
      await updateAsk(tx, ask.id, { state: 'deal' });
      if (contract) {
        await updateContract(tx, contract.id, { underReview: false });
        // Parties may confirm while the deal is reviewed: a contract complete by now is signed on approval.
        await signContractIfComplete(tx, contract.id);
      }
    } else {
      await updateAsk(tx, ask.id, { state: 'active' });
      if (contract) await updateContract(tx, contract.id, { status: 'voided', voidedAt: sql`now()`, underReview: false });
    }
    await recordEvent(tx, { quote: updated, actorUserId: opts.staffUserId, actor: 'staff', action, fromState: quote.state, toState: t.to, remark: opts.reason ?? null });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: `deal.${opts.decision}`,
      targetType: 'quote',
      targetId: quote.id,
      detail: { askId: ask.id, contractId: contract?.id ?? null, reason: opts.reason ?? null },
    });
    for (const userId of recipientsOf(quote, ask)) {
      await queueNotification({
        tx,
        userId,
        kind: opts.decision === 'approve' ? 'quote_deal' : 'quote_deal_refused',
        refKey: `contract:${contract?.id ?? quote.id}:${opts.decision}`,
        params: { askName: askTitle(ask), contractNo: contract?.contractNo ?? '' },
        link: askLink(ask.id),
        mail: true,
      });
    }
    await announce(tx, updated, ask, action, contract?.id ?? null);
    return actionResult(tx, { quote: updated, ask, viewerUserId: opts.staffUserId, lang: opts.lang, contractId: opts.decision === 'approve' ? (contract?.id ?? null) : null });
  });
  await deliverNotificationMails({ deps: opts.deps });
  return result;
}
