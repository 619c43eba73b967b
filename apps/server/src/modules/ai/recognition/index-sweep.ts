import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../../jobs/registry.ts';
import { storageFor } from '../../platform/index.ts';
import { mobileNetExtractor } from './feature-extractor.ts';
import { indexPendingPhotos } from './index-photos.ts';

/** Photos read per round: ~0.1 s each, so a round never holds the event loop's neighbours back for long. */
const PER_ROUND = 20;

type TIndexer = { round: () => Promise<number> };
const indexers = new WeakMap<FastifyInstance, TIndexer>();

/** One round at a time per app: a nudge during a round runs one more round after it (the new photos may be late for it). */
function createIndexer(app: FastifyInstance): TIndexer {
  let running: Promise<number> | null = null;
  let again = false;
  const once = () => indexPendingPhotos({ db: app.deps.database.db, storage: storageFor(app.deps.config), extractor: mobileNetExtractor(), limit: PER_ROUND });
  const round = async (): Promise<number> => {
    if (running) {
      again = true;
      return 0;
    }
    running = once();
    try {
      return await running;
    } finally {
      running = null;
      if (again) {
        again = false;
        void round().catch((err: unknown) => app.log.warn({ err }, 'recognition index round failed; the next sweep retries'));
      }
    }
  };
  return { round };
}

/**
 * Keeps the recognition index in step with the approved asks (issue 17 item 1): every RECOGNITION_INDEX_SWEEP_SECONDS
 * it reads the pictures of asks approved since (and the demo's, seeded as live), and those whose vector came from an
 * older extractor. Tests do not start it; they call indexPendingPhotos.
 */
export const recognitionIndexJob: TJob = {
  name: 'recognition index',
  everySeconds: (app) => app.deps.config.recognition.indexSweepSeconds,
  firstRunSeconds: 5,
  steps: (app) => {
    const indexer = createIndexer(app);
    indexers.set(app, indexer);
    return [{ name: 'recognition index', run: () => indexer.round(), done: 'photos added to the recognition index' }];
  },
};

/**
 * Staff approved an ask: its pictures join the index now rather than at the next sweep. Does nothing where the sweep
 * is not running (tests, RECOGNITION_INDEX_SWEEP_SECONDS=0); never delays or fails the approval.
 */
export function nudgeRecognitionIndex(app: FastifyInstance): void {
  const indexer = indexers.get(app);
  if (!indexer) return;
  indexer.round().catch((err: unknown) => app.log.warn({ err }, 'recognition index round failed; the next sweep retries'));
}
