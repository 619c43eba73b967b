import type { RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The per-account limit of identify and similar (issue 17: "per-user rate limits", as the chat): each call runs a model
 * over the caller's photos. Counted in the shared store (PostgreSQL), so it holds across instances; the routes are for
 * signed-in accounts only, so the key is always the account.
 */
export function recognitionRateLimit(config: Pick<TConfig, 'recognition'>): RateLimitOptions {
  return {
    max: config.recognition.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => `recognition:${req.session?.userId ?? req.ip}`,
    errorResponseBuilder: (_req, context) =>
      new AppError(ErrorCode.RateLimited, 'aiChat.answer.rateLimited', { max: context.max, seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}
