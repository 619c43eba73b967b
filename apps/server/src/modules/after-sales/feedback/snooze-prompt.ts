import { snoozeUntil } from '@scrapbridge/domain/after-sales/feedback';
import type { TDb } from '../../../db/client.ts';
import type { TContractViewer } from '../../orders/index.ts';
import { requireShipmentAccess } from './feedback-access.ts';
import { upsertSnooze } from './feedback.repository.ts';

/**
 * `POST /app-v2/feedback/later` {shipmentId}: "later" in the satisfaction dialog — this user is not asked about this
 * shipment again before the next day (operator midnight, after-sales/feedback.ts). Any party may put it off for
 * themselves; a stranger gets 404. `now` is the caller's clock, so the day boundary is testable.
 */
export async function snoozePrompt(opts: { db: TDb; shipmentId: string; viewer: TContractViewer; now?: Date }): Promise<null> {
  await requireShipmentAccess({ db: opts.db, shipmentId: opts.shipmentId, viewer: opts.viewer });
  await upsertSnooze(opts.db, opts.viewer.userId, opts.shipmentId, snoozeUntil(opts.now ?? new Date()));
  return null;
}
