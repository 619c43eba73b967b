import { sql } from 'drizzle-orm';
import type { TDispute, TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import type { TDb } from '../../../db/client.ts';
import { presentDispute } from './dispute-presenter.ts';
import { runDisputeAction } from './run-dispute-action.ts';

/**
 * `POST /admin/dispute/{id}/contact` (staff): staff reached the party — the §9 "contact within 48 hours" clock is met.
 * Only an open dispute; anything else was already handled (110801).
 */
export async function contactDispute(opts: { db: TDb; staffUserId: string; disputeId: string; seenStatus?: TDisputeStatus }): Promise<TDispute> {
  const row = await runDisputeAction({
    ...opts,
    seenStatus: opts.seenStatus,
    from: ['open'],
    action: 'dispute.contact',
    change: () => ({ status: 'contacted', contactedAt: sql`now()` }),
  });
  return presentDispute(row);
}
