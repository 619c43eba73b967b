import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../../jobs/registry.ts';
import { createTrackingProvider, type TTrackingProvider } from '../../../providers/tracking.ts';
import { pollShipmentTracking } from './refresh-shipment-tracking.ts';
import { listShipmentsToTrack } from './shipments.repository.ts';

/** Shipments asked about per round; the next round goes on from where this one stopped. */
const SHIPMENTS_PER_ROUND = 50;
/** Failed carrier calls in a row after which a round stops: a carrier that is down is not hammered (no retry storm). */
const FAILURES_BEFORE_PAUSE = 3;
/** A first round soon after start: an instance restarted more often than the interval still polls. */
const FIRST_RUN_SECONDS = 120;

/**
 * One round of the carrier poll: up to SHIPMENTS_PER_ROUND shipments after `cursor.afterId`, one at a time. A failed
 * shipment is logged (by the provider) and skipped; after FAILURES_BEFORE_PAUSE failures in a row the round ends and
 * the next one starts again from the first failed shipment. Returns how many shipments got something new.
 */
export async function pollCarrierTracking(opts: {
  app: Pick<FastifyInstance, 'deps' | 'log'>;
  tracking: TTrackingProvider;
  cursor: { afterId: string | null };
}): Promise<number> {
  const { app, tracking, cursor } = opts;
  if (tracking.name === 'none') return 0;
  let ids = await listShipmentsToTrack(app.deps.database.db, { afterId: cursor.afterId, limit: SHIPMENTS_PER_ROUND });
  if (ids.length === 0 && cursor.afterId) {
    cursor.afterId = null;
    ids = await listShipmentsToTrack(app.deps.database.db, { afterId: null, limit: SHIPMENTS_PER_ROUND });
  }
  const start = cursor.afterId;
  let changed = 0;
  let failuresInARow = 0;
  let firstFailed: string | null = null;
  for (const id of ids) {
    try {
      const outcome = await pollShipmentTracking({ deps: app.deps, tracking, shipmentId: id });
      failuresInARow = 0;
      firstFailed = null;
      if (outcome && (outcome.added || outcome.statusTo !== outcome.statusFrom || outcome.etaUpdated)) changed++;
    } catch (err) {
      app.log.warn({ err, shipmentId: id }, 'carrier tracking poll failed for a shipment');
      failuresInARow++;
      firstFailed ??= id;
      if (failuresInARow >= FAILURES_BEFORE_PAUSE) {
        // Start the next round at the first shipment of this failing run (the id before it is the cursor).
        const index = ids.indexOf(firstFailed);
        cursor.afterId = index > 0 ? ids[index - 1]! : start;
        return changed;
      }
    }
    cursor.afterId = id;
  }
  if (ids.length < SHIPMENTS_PER_ROUND) cursor.afterId = null;
  return changed;
}

/**
 * The carrier poll every TRACKING_POLL_SECONDS (0: off), only with a real provider (TRACKING_PROVIDER=dcsa). The
 * provider is stateless (an HTTP adapter), so the job keeps its own instance beside the staff routes' one.
 */
export const trackingJob: TJob = {
  name: 'carrier tracking',
  everySeconds: (app) => (app.deps.config.tracking.provider === 'dcsa' && app.deps.config.tracking.dcsa.url ? app.deps.config.tracking.pollSeconds : 0),
  firstRunSeconds: FIRST_RUN_SECONDS,
  steps: (app) => {
    const tracking = createTrackingProvider(app.deps.config, app.log);
    const cursor = { afterId: null as string | null };
    return [{ name: 'carrier tracking', run: () => pollCarrierTracking({ app, tracking, cursor }), done: 'carrier tracking brought news to shipments' }];
  },
};
