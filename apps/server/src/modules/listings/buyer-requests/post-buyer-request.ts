import { sql } from 'drizzle-orm';
import type { TBuyerRequestSaved, TPostBuyerRequest } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDb } from '../../../db/client.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findUserCompanyId, insertBuyerRequest } from './buyer-requests.repository.ts';
import { assertMayPost, prepareBuyerRequest } from './prepare-buyer-request.ts';

/**
 * `POST /app-v2/buyer-request`: a verified buyer (the route checks it) with the market's permission posts a purchase
 * request; it waits for staff review (pending) like a new ask. Nothing is stored when a rule fails.
 */
export async function postBuyerRequest(opts: TPostBuyerRequest & { db: TDb; session: TSessionUser; now?: Date }): Promise<TBuyerRequestSaved> {
  const { db, session, now = new Date(), ...input } = opts;
  await assertMayPost(db, session.userId, input.market);
  const values = await prepareBuyerRequest(db, input, session.userId, now);
  const companyId = await findUserCompanyId(db, session.userId);
  const requestId = await db.transaction((tx) =>
    insertBuyerRequest(tx, { ...values, buyerUserId: session.userId, companyId, state: 'pending', submittedAt: sql`now()` }),
  );
  return { requestId, state: 'pending', version: 1 };
}
