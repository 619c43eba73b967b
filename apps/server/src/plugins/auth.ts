import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TDb } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { findLiveSession, sessionCache, type TSessionUser } from '../modules/identity/index.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** Open to anonymous visitors. Routes are protected unless they say so (secure by default). */
    public?: boolean;
    /** Operator staff only. */
    staff?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The signed-in caller; null on public routes without a token. */
    session: TSessionUser | null;
  }
}

/** Bearer token first (§7 Authorization header), then the `token` cookie (downloads opened by a link). */
function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+\S+$/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const cookie = req.cookies?.['token'];
  return cookie && cookie.length <= 200 ? cookie : null;
}

/** The caller, or code 401 (§8: the client clears the session and goes to /). */
export function requireSession(req: FastifyRequest): TSessionUser {
  if (!req.session) throw new AppError(ErrorCode.Unauthorized);
  return req.session;
}

export const authPlugin = fp(async (app, opts: { db: TDb; sessionCacheSeconds: number }) => {
  const cacheMs = opts.sessionCacheSeconds * 1000;
  /**
   * Lookups under way, by token hash, when the cache is on: requests of one token arriving together (a page's
   * parallel calls, a burst of quotes) wait for the same read instead of each making its own. Without this, every
   * request arriving while the first read was queued read the session again (bench/negotiation: ~0.3 session reads
   * per placed quote).
   */
  const reading = new Map<string, Promise<TSessionUser | null>>();
  /** The live session of a token: from the few-second session cache when on (session-cache.ts), else the database. */
  const lookUp = async (token: string): Promise<TSessionUser | null> => {
    const hash = sha256Hex(token);
    if (cacheMs <= 0) return findLiveSession(opts.db, hash);
    const cached = sessionCache.get(hash);
    if (cached) return cached;
    let read = reading.get(hash);
    if (!read) {
      read = findLiveSession(opts.db, hash)
        .then((session) => {
          if (session) sessionCache.set(hash, session, cacheMs);
          return session;
        })
        .finally(() => reading.delete(hash));
      reading.set(hash, read);
    }
    return read;
  };
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    // Unmatched URLs fall through to the not-found handler (SPA fallback), which needs no session.
    if (!req.routeOptions.url) return;
    // The OpenAPI document and its UI are public, like the API's own description of itself.
    const config = req.routeOptions.url.startsWith('/docs') ? { public: true, staff: false } : req.routeOptions.config;
    const token = readToken(req);
    if (token) {
      const session = await lookUp(token);
      if (session && session.userState === UserState.Blocked) throw new AppError(ErrorCode.AccountBlocked);
      req.session = session;
    }
    if (config.public) return;
    if (!req.session) throw new AppError(ErrorCode.Unauthorized);
    if (config.staff && !req.session.isStaff) throw new AppError(ErrorCode.Forbidden);
  });
});
