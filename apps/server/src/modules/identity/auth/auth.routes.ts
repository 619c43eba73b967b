import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract as c } from '@scrapbridge/domain/contract/auth';
import { clientInfo } from '../../../lib/client-info.ts';
import { route } from '../../../lib/register-route.ts';
import { logout } from './logout.ts';
import { registerAccount } from './register-account.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { signIn } from './sign-in.ts';

/** Sign-in, codes, registration and logout (declared in packages/domain/src/contract/auth.ts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Per client address, counted in PostgreSQL so every instance shares the count (app.ts, pg-rate-limit-store.ts):
  // against password guessing and SMS pumping from one address. Guessing one account from many addresses is
  // braked per account (password-brake.ts).
  const signInLimit = { max: deps.config.rateLimit.loginPerMinute, timeWindow: '1 minute' };
  const codeLimit = { max: deps.config.rateLimit.codePerMinute, timeWindow: '1 minute' };

  route(app, c.login, ({ req, body }) => signIn({ ...body, deps, client: clientInfo(req) }), { config: { rateLimit: signInLimit } });

  route(app, c.sendCode, ({ req, body }) => sendVerificationCode({ ...body, deps, lang: req.lang }), { config: { rateLimit: codeLimit } });

  route(app, c.register, ({ req, body }) => registerAccount({ ...body, deps, lang: req.lang, client: clientInfo(req) }), {
    config: { rateLimit: signInLimit },
  });

  route(app, c.logout, ({ session }) => logout({ db: deps.database.db, sessionId: session.sessionId }));
};
