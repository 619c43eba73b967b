import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TBuyerRequestSaved } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry, queueNotification } from '../../platform/index.ts';
import { lockBuyerRequest, updateBuyerRequest } from './buyer-requests.repository.ts';
import { notifySuppliersOfRequest } from './notify-suppliers-of-request.ts';

/**
 * Staff review of a purchase request, as asks are reviewed (`POST /admin/buyer-request/{id}/approve|refuse`): the row
 * is locked and must still be the pending version the staff member read (110801 otherwise); the decision is audited
 * in the same transaction and the buyer is told. Approval puts it on the purchase market and tells the suppliers of
 * its grades; a refusal carries a reason the buyer reads, and they may edit and post again.
 */
export async function reviewBuyerRequest(opts: {
  db: TDb;
  staffUserId: string;
  requestId: string;
  version: number;
  decision: 'approve' | 'refuse';
  reason?: string;
}): Promise<TBuyerRequestSaved> {
  return opts.db.transaction(async (tx) => {
    const row = await lockBuyerRequest(tx, opts.requestId);
    if (!row) throw new AppError(ErrorCode.NotFound);
    if (row.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    if (row.state !== 'pending') throw new AppError(ErrorCode.BuyerRequestStepNotAllowed);
    const approve = opts.decision === 'approve';
    const state = approve ? 'live' : 'refused';
    const version = await updateBuyerRequest(tx, opts.requestId, {
      state,
      refuseReason: approve ? null : (opts.reason ?? ''),
      reviewedBy: opts.staffUserId,
      reviewedAt: sql`now()`,
      ...(approve ? { publishedAt: sql`now()` } : {}),
    });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: approve ? 'buyerRequest.approve' : 'buyerRequest.refuse',
      targetType: 'buyerRequest',
      targetId: opts.requestId,
      detail: approve ? { version: opts.version } : { version: opts.version, reason: opts.reason ?? '' },
    });
    const title = row.title ?? '';
    await queueNotification({
      tx,
      userId: row.buyerUserId,
      kind: approve ? 'buyer_request_approved' : 'buyer_request_refused',
      refKey: `request:${opts.requestId}:v${version}`,
      params: { title, reason: opts.reason ?? '' },
      link: `/buyer-request?requestId=${opts.requestId}`,
      mail: true,
    });
    if (approve) await notifySuppliersOfRequest({ tx, requestId: opts.requestId });
    return { requestId: opts.requestId, state, version };
  });
}
