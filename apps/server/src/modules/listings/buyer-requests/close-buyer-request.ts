import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TBuyerRequestSaved } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockBuyerRequest, updateBuyerRequest } from './buyer-requests.repository.ts';

/**
 * Withdraw (closed) or mark fulfilled, by the buyer: offers stop. Withdrawing is possible while the request is in
 * review, live or refused; fulfilled also once it expired (the buyer may have bought after the last day). Someone
 * else's request is 404, a stale version 110801.
 */
export async function closeBuyerRequest(opts: {
  db: TDb;
  userId: string;
  requestId: string;
  version: number;
  outcome: 'closed' | 'fulfilled';
}): Promise<TBuyerRequestSaved> {
  return opts.db.transaction(async (tx: TTx) => {
    const row = await lockBuyerRequest(tx, opts.requestId);
    if (!row || row.buyerUserId !== opts.userId) throw new AppError(ErrorCode.NotFound);
    if (row.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const allowed = opts.outcome === 'closed' ? ['pending', 'live', 'refused'] : ['live', 'expired'];
    if (!allowed.includes(row.state)) throw new AppError(ErrorCode.BuyerRequestStepNotAllowed);
    const version = await updateBuyerRequest(tx, opts.requestId, { state: opts.outcome, closedAt: sql`now()` });
    return { requestId: opts.requestId, state: opts.outcome, version };
  });
}
