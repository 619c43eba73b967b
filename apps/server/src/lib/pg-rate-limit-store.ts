import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { TJob } from '../jobs/registry.ts';
import type { TDbOrTx } from '../db/client.ts';
import { countRateLimitHit, deleteEndedRateLimitWindows, readRateLimitHits, type TRateLimitCount } from '../db/rate-limit.repository.ts';

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL (table rate_limit_hits), so a limit holds
 * across every API instance on the database, on PostgreSQL and PGlite alike (issue 13). Register it once:
 *
 *   await app.register(rateLimit, { global: false, store: pgRateLimitStore(db) });
 *
 * then any route limits itself with `config: { rateLimit: { max, timeWindow, keyGenerator? } }`: each route gets its
 * own counters (the child store is keyed by method and URL, as the Redis store does), per client address unless the
 * route's keyGenerator says otherwise (e.g. per signed-in user). Fixed windows that start with the first hit, like the
 * built-in memory store; `continueExceeding` and `exponentialBackoff` are not supported. Ended windows are deleted by
 * the jobs registry (rateLimitJob).
 */
export type TRateLimitResult = { current: number; ttl: number };
type TCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/**
 * What @fastify/rate-limit really passes to `child` (its types say route options): the route's merged limit options
 * with `routeInfo`, the route's options (method and URL).
 */
type TChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

export class PgRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: TDbOrTx,
    /** Prefix of every key this store counts: the route it limits. */
    private readonly prefix = 'global|',
    /** The clock; tests may fix it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  incr(key: string, cb: TCallback, timeWindow: number): void {
    const now = this.now();
    countRateLimitHit(this.db, this.prefix + key, timeWindow, now).then(
      (count) => cb(null, result(count, now)),
      (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
    );
  }

  read(key: string, cb: TCallback): void {
    const now = this.now();
    readRateLimitHits(this.db, this.prefix + key, now).then(
      (count) => cb(null, count ? result(count, now) : { current: 0, ttl: 0 }),
      (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): PgRateLimitStore {
    const { method, url } = (routeOptions as unknown as TChildOptions).routeInfo ?? {};
    const name = url ? `${[method ?? ''].flat().join(',')} ${url}|` : this.prefix;
    return new PgRateLimitStore(this.db, name, this.now);
  }
}

function result(count: TRateLimitCount, now: Date): TRateLimitResult {
  return { current: count.hits, ttl: Math.max(0, count.windowEndsAt.getTime() - now.getTime()) };
}

/** The class @fastify/rate-limit's `store` option takes (it calls `new Store(globalOptions)`), bound to the database. */
export function pgRateLimitStore(db: TDbOrTx, now?: () => Date): FastifyRateLimitStoreCtor {
  return class extends PgRateLimitStore {
    constructor() {
      super(db, 'global|', now);
    }
  };
}

/** Deletes ended windows (jobs/registry.ts runs it on every instance; deleting twice is harmless). */
export function pruneRateLimitWindows(db: TDbOrTx, now: Date = new Date()): Promise<number> {
  return deleteEndedRateLimitWindows(db, now);
}

/** Seconds between prunes of ended windows: rows only cost space, a few minutes' worth is nothing. */
export const RATE_LIMIT_PRUNE_SECONDS = 300;

/** The jobs registry's housekeeping of rate_limit_hits (jobs/registry.ts); safe on several instances at once. */
export const rateLimitJob: TJob = {
  name: 'rate-limit windows',
  everySeconds: () => RATE_LIMIT_PRUNE_SECONDS,
  steps: (app) => [
    { name: 'rate-limit windows', run: () => pruneRateLimitWindows(app.deps.database.db), done: 'ended rate-limit windows deleted' },
  ],
};
