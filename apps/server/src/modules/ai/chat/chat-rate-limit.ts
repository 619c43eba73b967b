import type { RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The question limit of POST /ai-chat/ask (issue 17 item 6: "per-user rate limits"): counted in the project's shared
 * store (PostgreSQL, rate_limit_hits), so it holds across instances. A signed-in account has its own budget wherever it
 * asks from; a visitor is counted per address, with a smaller budget (answering costs the same, and nothing else
 * holds a visitor back). Checked before anything is read; the answer is the 429 envelope with Retry-After.
 */
export function chatRateLimit(config: Pick<TConfig, 'chat'>): RateLimitOptions {
  return {
    max: (req) => (req.session ? config.chat.perMinute.user : config.chat.perMinute.visitor),
    timeWindow: '1 minute',
    keyGenerator: (req) => (req.session ? `user:${req.session.userId}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, context) =>
      new AppError(ErrorCode.RateLimited, 'aiChat.answer.rateLimited', { max: context.max, seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}
