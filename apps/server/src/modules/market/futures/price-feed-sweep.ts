import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../../jobs/registry.ts';
import { createPriceFeed, type TPriceFeedProvider } from '../../../providers/price-feed.ts';
import { storeFeedSettlements, type TFeedStoreOutcome } from '../../negotiation/index.ts';

/** A first round soon after start: an instance restarted more often than the interval still reads the feed. */
const FIRST_RUN_SECONDS = 90;

/**
 * One poll of the daily settlement feed (issue 14 item 2): what the provider reads is written into the reference
 * prices (storeFeedSettlements: idempotent, one transaction). A feed that fails or answers garbage writes nothing and
 * is logged by the provider; rows it rejected are logged and the good ones still written.
 */
export async function pollPriceFeed(opts: {
  app: Pick<FastifyInstance, 'deps' | 'log'>;
  feed: TPriceFeedProvider;
}): Promise<TFeedStoreOutcome & { rejected: number; failed: boolean }> {
  const { app, feed } = opts;
  const none = { inserted: 0, updated: 0, unchanged: 0, rejected: 0, failed: false };
  if (feed.name === 'manual' || !feed.source) return none;
  const read = await feed.fetchSettlements();
  if (!read.ok) return { ...none, failed: true };
  const stored = await storeFeedSettlements({ db: app.deps.database.db, source: feed.source, settlements: read.settlements });
  if (stored.inserted || stored.updated) app.log.info({ priceFeed: { source: feed.source, ...stored, rejected: read.rejected.length } }, 'price feed settlements stored');
  return { ...stored, rejected: read.rejected.length, failed: false };
}

/** The feed poll every PRICE_HTTP_POLL_SECONDS (0: off), only with the real provider (PRICE_PROVIDER=http). */
export const priceFeedJob: TJob = {
  name: 'price feed',
  everySeconds: (app) => (app.deps.config.priceFeed.provider === 'http' && app.deps.config.priceFeed.http.url ? app.deps.config.priceFeed.pollSeconds : 0),
  firstRunSeconds: FIRST_RUN_SECONDS,
  steps: (app) => {
    const feed = createPriceFeed(app.deps.config, app.log);
    return [
      {
        name: 'price feed',
        run: async () => {
          const r = await pollPriceFeed({ app, feed });
          return r.inserted + r.updated;
        },
        done: 'price feed brought new settlements',
      },
    ];
  },
};
