import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import { ZEditAccountRequest, ZMarketSwitchRequest, ZMarketSwitchResponse } from '@scrapbridge/domain/auth';
import { ZCurrentUser } from '@scrapbridge/domain/user';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { editAccount } from './edit-account.ts';
import { getCurrentUser } from './get-current-user.ts';
import { switchMarket } from './switch-market.ts';

/** The signed-in user's own account: profile, preferences, markets (§3, §6, §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/getInfo',
    { schema: { tags: ['accounts'], summary: 'The current user (§3)', response: { 200: envelopeOf(ZCurrentUser) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await getCurrentUser({ db, userId });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/account/editAccount',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the weight unit and language',
        body: ZEditAccountRequest,
        response: { 200: envelopeOf(ZNoData) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await editAccount({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/user/info/market/switch',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Turn a market on or off (1201 when refused)',
        body: ZMarketSwitchRequest,
        response: { 200: envelopeOf(ZMarketSwitchResponse) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await switchMarket({ ...req.body, db, userId });
      return ok(req, result);
    },
  );
};
