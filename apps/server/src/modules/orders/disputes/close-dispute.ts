import type { TDispute, TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import type { TDb } from '../../../db/client.ts';
import { presentDispute } from './dispute-presenter.ts';
import { runDisputeAction } from './run-dispute-action.ts';

/**
 * `POST /admin/dispute/{id}/close` (staff): the dispute is settled. Usually after the answer; staff may also close one
 * the party withdrew before an answer (its clocks stop; the audit entry says from which status it was closed).
 */
export async function closeDispute(opts: { db: TDb; staffUserId: string; disputeId: string; seenStatus?: TDisputeStatus }): Promise<TDispute> {
  const row = await runDisputeAction({
    ...opts,
    seenStatus: opts.seenStatus,
    from: ['open', 'contacted', 'answered'],
    action: 'dispute.close',
    change: () => ({ status: 'closed' }),
  });
  return presentDispute(row);
}
