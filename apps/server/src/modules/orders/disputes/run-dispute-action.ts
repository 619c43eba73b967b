import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../../db/client.ts';
import type { contractDisputes } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockDispute, updateDispute, type TDisputeRow } from './disputes.repository.ts';

/**
 * The shape every staff action on a dispute shares: lock the row, check it is still in a state the action applies to
 * and still the state the staff member saw (another staff member's action in between answers 110801 — refresh, do
 * not act twice), change it and write the audit entry in the same transaction.
 */
export async function runDisputeAction(opts: {
  db: TDb;
  staffUserId: string;
  disputeId: string;
  /** The status the staff member read, when the client sends it. */
  seenStatus: TDisputeStatus | undefined;
  from: readonly TDisputeStatus[];
  action: 'dispute.contact' | 'dispute.answer' | 'dispute.close';
  change: (d: TDisputeRow) => PgUpdateSetSource<typeof contractDisputes>;
  detail?: Record<string, unknown>;
  /** More work in the same transaction (the answer's notice). */
  after?: (tx: TTx, before: TDisputeRow, after: TDisputeRow) => Promise<void>;
}): Promise<TDisputeRow> {
  return opts.db.transaction(async (tx) => {
    const d = await lockDispute(tx, opts.disputeId);
    if (!d) throw new AppError(ErrorCode.NotFound);
    if ((opts.seenStatus !== undefined && opts.seenStatus !== d.status) || !opts.from.includes(d.status)) {
      throw new AppError(ErrorCode.StaleData);
    }
    const updated = await updateDispute(tx, d.id, { ...opts.change(d), staffUserId: opts.staffUserId });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: opts.action,
      targetType: 'dispute',
      targetId: d.id,
      detail: { contractId: d.contractId, from: d.status, to: updated.status, ...opts.detail },
    });
    if (opts.after) await opts.after(tx, d, updated);
    return updated;
  });
}
