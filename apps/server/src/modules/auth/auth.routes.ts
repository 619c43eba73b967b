import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import { ZCaptchaRequest, ZCaptchaResponse, ZLoginRequest, ZLoginResponse, ZRegisterRequest } from '@scrapbridge/domain/auth';
import { requireSession } from '../../plugins/auth.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { ok } from '../../lib/envelope.ts';
import { logout } from './logout.ts';
import { registerAccount } from './register-account.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { signIn } from './sign-in.ts';

/** Sign-in, codes, registration and logout (§4 Login/Logout, §5, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Per client IP, in memory per instance: enough against password guessing and SMS pumping from one
  // address; a shared store (@fastify/rate-limit's redis option) is the step for several instances.
  const signInLimit = { max: deps.config.rateLimit.loginPerMinute, timeWindow: '1 minute' };
  const codeLimit = { max: deps.config.rateLimit.codePerMinute, timeWindow: '1 minute' };

  app.post(
    '/saas-v1/account/login',
    {
      config: { public: true, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, an SMS code or an e-mail code',
        body: ZLoginRequest,
        response: { 200: envelopeOf(ZLoginResponse) },
      },
    },
    async (req) => {
      const result = await signIn({ ...req.body, deps, client: clientInfo(req) });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/account/captcha',
    {
      config: { public: true, rateLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a verification code for sign-in or registration',
        body: ZCaptchaRequest,
        response: { 200: envelopeOf(ZCaptchaResponse) },
      },
    },
    async (req) => {
      const result = await sendVerificationCode({ ...req.body, deps, lang: req.lang });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/account/register',
    {
      config: { public: true, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register by e-mail, or by phone for Chinese mainland mobiles, and sign in',
        body: ZRegisterRequest,
        response: { 200: envelopeOf(ZLoginResponse) },
      },
    },
    async (req) => {
      const result = await registerAccount({ ...req.body, deps, lang: req.lang, client: clientInfo(req) });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/account/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: envelopeOf(ZNoData) } } },
    async (req) => {
      const { sessionId } = requireSession(req);
      const result = await logout({ db: deps.database.db, sessionId });
      return ok(req, result);
    },
  );
};
