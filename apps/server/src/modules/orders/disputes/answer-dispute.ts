import { sql } from 'drizzle-orm';
import type { TAnswerDisputeRequest, TDispute } from '@scrapbridge/domain/orders/dispute';
import type { TAppDeps } from '../../../app.ts';
import { findContract } from '../contracts/contracts.repository.ts';
import { presentDispute } from './dispute-presenter.ts';
import { queueDisputeAnswerNotice, sendDisputeAnswerNotice } from './notify-dispute-answer.ts';
import { runDisputeAction } from './run-dispute-action.ts';

/**
 * `POST /admin/dispute/{id}/answer` {answer} (staff): the §9 "answered within 2 working days" clock is met (and the
 * contact clock with it, if nobody logged a call). The party who raised it is told in-app and by e-mail. An answered or
 * closed dispute is not answered again (110801): a correction is a new conversation, not a silent rewrite.
 */
export async function answerDispute(opts: TAnswerDisputeRequest & { deps: TAppDeps; staffUserId: string; disputeId: string }): Promise<TDispute> {
  const { db } = opts.deps.database;
  // Set inside the transaction, sent after it commits.
  let notice = null as { disputeId: string; contractId: string; contractNo: string; userId: string } | null;
  const row = await runDisputeAction({
    db,
    staffUserId: opts.staffUserId,
    disputeId: opts.disputeId,
    seenStatus: opts.status,
    from: ['open', 'contacted'],
    action: 'dispute.answer',
    change: () => ({ status: 'answered', answer: opts.answer, answeredAt: sql`now()`, contactedAt: sql`coalesce(${sql.identifier('contacted_at')}, now())` }),
    detail: { answerLength: opts.answer.length },
    after: async (tx, before) => {
      const contract = await findContract(tx, before.contractId);
      notice = { disputeId: before.id, contractId: before.contractId, contractNo: contract?.contractNo ?? '', userId: before.raisedByUserId };
      await queueDisputeAnswerNotice(tx, notice);
    },
  });
  if (notice) await sendDisputeAnswerNotice(opts.deps);
  return presentDispute(row);
}
