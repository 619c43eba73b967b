import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { notifyFollowersOfApprovedAsk } from '../wanted/notify-followers-of-approved-ask.ts';
import { lockAsk, updateAsk } from './asks.repository.ts';
import type { TAskSaved } from './publish-ask.ts';

/**
 * `POST /admin/ask/{askId}/approve` (staff): the ask goes live. Its validity starts now (valid_until = now + the
 * chosen hours; null for Until Sold), so time spent in review does not eat the seller's window. The row is locked
 * and must still be the auditing version the staff member read: a seller's edit or another reviewer in between
 * answers 110801. Audited in the same transaction.
 */
export async function approveAsk(opts: { db: TDb; staffUserId: string; askId: string; version: number }): Promise<TAskSaved> {
  return opts.db.transaction(async (tx) => {
    const ask = await lockAsk(tx, opts.askId);
    if (!ask || ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
    if (ask.state !== 'auditing' || ask.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const version = await updateAsk(tx, opts.askId, {
      state: 'active',
      refuseReason: null,
      reviewedBy: opts.staffUserId,
      reviewedAt: sql`now()`,
      publishedAt: sql`now()`,
      validUntil: ask.validityHours === null ? null : sql`now() + make_interval(hours => ${ask.validityHours})`,
    });
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'ask.approve', targetType: 'ask', targetId: opts.askId, detail: { version: opts.version } });
    await notifyFollowersOfApprovedAsk({ tx, askId: opts.askId });
    return { askId: opts.askId, askState: 'active', version };
  });
}
