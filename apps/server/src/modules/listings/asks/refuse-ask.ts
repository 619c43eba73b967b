import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockAsk, updateAsk } from './asks.repository.ts';
import type { TAskSaved } from './publish-ask.ts';

/**
 * `POST /admin/ask/{askId}/refuse` {reason} (staff): the ask is refused with a reason the seller reads on their
 * list and detail (§4 "A refused ask shows a rejected tag for the seller"); they may edit and resubmit. Locked,
 * version-checked (110801 when stale) and audited like approval.
 */
export async function refuseAsk(opts: { db: TDb; staffUserId: string; askId: string; version: number; reason: string }): Promise<TAskSaved> {
  return opts.db.transaction(async (tx) => {
    const ask = await lockAsk(tx, opts.askId);
    if (!ask || ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
    if (ask.state !== 'auditing' || ask.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const version = await updateAsk(tx, opts.askId, {
      state: 'refused',
      refuseReason: opts.reason,
      reviewedBy: opts.staffUserId,
      reviewedAt: sql`now()`,
    });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'ask.refuse',
      targetType: 'ask',
      targetId: opts.askId,
      detail: { version: opts.version, reason: opts.reason },
    });
    return { askId: opts.askId, askState: 'refused', version };
  });
}
