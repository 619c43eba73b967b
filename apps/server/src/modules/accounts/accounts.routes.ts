import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountInfoRequest, ZAccountSettings, ZAccountSettingsRequest, ZAgentSeller } from '@scrapbridge/domain/account-profile';
import { envelopeOf, listOf, ZNoData } from '@scrapbridge/domain/api';
import { ZEditAccountRequest, ZMarketSwitchRequest, ZMarketSwitchResponse } from '@scrapbridge/domain/auth';
import { ZCurrentUser } from '@scrapbridge/domain/user';
import { ZUpgradeRequest, ZUpgradeResponse } from '@scrapbridge/domain/verification';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { editAccount } from './edit-account.ts';
import { getAccountSettings } from './get-account-settings.ts';
import { getCurrentUser } from './get-current-user.ts';
import { listAgentSellers } from './list-agent-sellers.ts';
import { saveAccountInfo } from './save-account-info.ts';
import { saveAccountSettings } from './save-account-settings.ts';
import { submitUpgrade } from './submit-upgrade.ts';
import { switchMarket } from './switch-market.ts';

/** The signed-in user's own account: profile, upgrade, preferences, markets (§3, §5, §6, §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;

  app.get(
    '/app-v2/getInfo',
    { schema: { tags: ['accounts'], summary: 'The current user (§3)', response: { 200: envelopeOf(ZCurrentUser) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await getCurrentUser({ db, userId, lang: req.lang, publicUrl });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/account/info',
    {
      schema: {
        tags: ['accounts'],
        summary: 'User info step 1 (§5): names, country, business types, e-mail, phone, ports; answers the current user',
        body: ZAccountInfoRequest,
        response: { 200: envelopeOf(ZCurrentUser) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveAccountInfo({ ...req.body, db, userId, lang: req.lang, publicUrl });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/account/upgrade',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Company step (§5): submit the enterprise for verification {data: {companyName, businessLicense | inviteCode, personalCard?}}',
        body: ZUpgradeRequest,
        response: { 200: envelopeOf(ZUpgradeResponse) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await submitUpgrade({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/account/settings',
    { schema: { tags: ['accounts'], summary: 'Weight unit, language and push', response: { 200: envelopeOf(ZAccountSettings) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await getAccountSettings({ db, userId });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/account/settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change any of weight unit, language and push',
        body: ZAccountSettingsRequest,
        response: { 200: envelopeOf(ZAccountSettings) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveAccountSettings({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/account/agent-for',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sellers the caller may publish for as their consignment agent (§6)',
        response: { 200: envelopeOf(listOf(ZAgentSeller)) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listAgentSellers({ db, userId });
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
