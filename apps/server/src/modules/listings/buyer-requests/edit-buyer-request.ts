import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TBuyerRequestSaved, TEditBuyerRequest } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findBuyerRequestOwner, lockBuyerRequest, updateBuyerRequest } from './buyer-requests.repository.ts';
import { assertMayPost, prepareBuyerRequest } from './prepare-buyer-request.ts';

/**
 * `PUT /app-v2/buyer-request/{requestId}`: the buyer rewrites a request in review, live or refused; it goes back to
 * review (staff see what suppliers will read, as for an edited ask). Offers already made stay linked. Someone else's
 * request is 404; a stale version 110801; a fulfilled, withdrawn or expired request cannot change (1766).
 */
export async function editBuyerRequest(opts: TEditBuyerRequest & { db: TDb; session: TSessionUser; requestId: string; now?: Date }): Promise<TBuyerRequestSaved> {
  const { db, session, requestId, version, now = new Date(), ...input } = opts;
  // Someone else's request reads as a missing one, before anything about the form is said.
  if ((await findBuyerRequestOwner(db, requestId)) !== session.userId) throw new AppError(ErrorCode.NotFound);
  await assertMayPost(db, session.userId, input.market);
  const values = await prepareBuyerRequest(db, input, session.userId, now);
  return db.transaction(async (tx) => {
    const row = await lockBuyerRequest(tx, requestId);
    if (!row || row.buyerUserId !== session.userId) throw new AppError(ErrorCode.NotFound);
    if (row.version !== version) throw new AppError(ErrorCode.StaleData);
    if (!(row.state === 'pending' || row.state === 'live' || row.state === 'refused')) throw new AppError(ErrorCode.BuyerRequestStepNotAllowed);
    const next = await updateBuyerRequest(tx, requestId, { ...values, state: 'pending', refuseReason: null, submittedAt: sql`now()` });
    return { requestId, state: 'pending', version: next };
  });
}
