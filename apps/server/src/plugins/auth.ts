import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { createSessionHub, isAiPath, isChatToken, readChatToken, type TSessionHub, type TSessionUser } from '../modules/identity/index.ts';

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
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** This instance's sessions: the session cache and the notices of ended sessions from every instance (session-hub.ts). */
    sessions: TSessionHub;
  }
}

/** Bearer token first (§7 Authorization header), then the `token` cookie (downloads opened by a link). */
export function readToken(req: FastifyRequest): string | null {
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

export const authPlugin = fp(async (app, opts: { sessionCacheSeconds: number }) => {
  const hub = createSessionHub({ database: app.deps.database, log: app.log, cacheSeconds: opts.sessionCacheSeconds });
  app.decorate('sessions', hub);
  // Before the app serves: a notice sent once it is ready must be heard.
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.stop());
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    // Unmatched URLs fall through to the not-found handler (SPA fallback), which needs no session.
    if (!req.routeOptions.url) return;
    // The OpenAPI document and its UI are public, like the API's own description of itself.
    const config = req.routeOptions.url.startsWith('/docs') ? { public: true, staff: false } : req.routeOptions.config;
    const token = readToken(req);
    if (token) {
      // A chat token (getInfo's chatToken, §7 AI token cookie) stands for its session on the AI paths only.
      const tokenHash = isChatToken(token) ? (isAiPath(req.routeOptions.url) ? await readChatToken(app.deps.database.db, token) : null) : sha256Hex(token);
      const session = tokenHash ? await hub.lookUp(tokenHash) : null;
      if (session && session.userState === UserState.Blocked) throw new AppError(ErrorCode.AccountBlocked);
      req.session = session;
    }
    if (config.public) return;
    if (!req.session) throw new AppError(ErrorCode.Unauthorized);
    if (config.staff && !req.session.isStaff) throw new AppError(ErrorCode.Forbidden);
  });
});
