import type { TLatestDueBill } from '@scrapbridge/domain/after-sales/feedback';
import type { TDbOrTx } from '../../../db/client.ts';
import { findLatestDueBill } from './feedback.repository.ts';

/**
 * `GET /app-v2/claim/queryLatestDueBill` (§7 → data.billNo, eta, shipmentId; §9 asked 1 s after a signed-in page
 * loads): the caller's latest arrived shipment as buyer that is not rated yet and not put off ("later") past `now`;
 * null when there is none (sellers, staff and general users always get null). `now` comes from the caller so the
 * prompt's day boundary is testable.
 */
export async function findLatestDueBillOf(opts: { db: TDbOrTx; userId: string; now?: Date }): Promise<TLatestDueBill> {
  const row = await findLatestDueBill(opts.db, opts.userId, opts.now ?? new Date());
  if (!row) return null;
  return { billNo: row.bill_no, eta: row.eta, shipmentId: row.shipment_id, contractNo: row.contract_no };
}
