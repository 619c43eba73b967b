import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TBuyerRequestDetail } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findBuyerRequestForRead, listOffers } from './buyer-requests.repository.ts';
import { toBuyerRequestCard, toOffer } from './buyer-request-presenter.ts';

/**
 * `GET /app-v2/ask/wanted/{id}` (§7): one request with the offers the caller may see. The buyer (and staff) see every
 * offer; a supplier sees only their own; anyone else none. A request in review or refused is the buyer's (and staff's)
 * only: 404 to others, as for asks; withdrawn, fulfilled and expired ones stay readable for suppliers who offered.
 */
export async function getBuyerRequest(opts: { db: TDb; requestId: string; viewer: { userId: string; isStaff: boolean }; lang: TLang }): Promise<TBuyerRequestDetail> {
  const { viewer } = opts;
  const row = await findBuyerRequestForRead(opts.db, opts.requestId, viewer.isStaff ? null : viewer.userId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  const owner = row.buyerUserId === viewer.userId;
  // Never published (withdrawn while in review) is the buyer's own too.
  if (!owner && !viewer.isStaff && (row.state === 'pending' || row.state === 'refused' || row.publishedAt === null)) throw new AppError(ErrorCode.NotFound);
  const offers = await listOffers(opts.db, row.id, { userId: viewer.userId, all: owner || viewer.isStaff });
  return { ...toBuyerRequestCard(row, viewer, opts.lang, new Date()), offers: offers.map((o) => toOffer(o, viewer.userId, opts.lang)) };
}
