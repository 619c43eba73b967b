import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The per-account limit of an upload route (issue 13: RATE_LIMIT_UPLOADS_PER_MINUTE), as route config for
 * @fastify/rate-limit, the mechanism of the sign-in and contact limits: counted in the store app.ts gives the plugin
 * (PostgreSQL, lib/pg-rate-limit-store.ts, so every instance shares the count), each route its own count. Keyed by the signed-in account rather than the address (upload routes are for
 * signed-in callers only: the auth hook has run and answered 401 before this one), so one account cannot spread its
 * uploads over addresses, and colleagues behind one office address do not share a budget. Checked before the body is
 * read; the answer is the project's 429 envelope with a Retry-After header, worded for uploads.
 */
export function uploadRateLimit(config: Pick<TConfig, 'uploads'>): RateLimitOptions {
  return {
    max: config.uploads.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => `user:${req.session?.userId ?? req.ip}`,
    errorResponseBuilder: (_req, context) =>
      new AppError(ErrorCode.RateLimited, 'listings.errors.uploadRateLimited', { max: context.max, seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}

/**
 * An upload over the limit is answered before its body is read; closing the connection after the answer stops the
 * client from sending the rest (up to 100 MB) for nothing, as the upload routes do for their other early refusals.
 * Registered in the upload routes' own plugins (encapsulated: no other route is touched).
 */
export function closeConnectionWhenLimited(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 429) reply.header('connection', 'close');
  });
}
