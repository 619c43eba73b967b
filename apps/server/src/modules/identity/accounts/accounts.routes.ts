import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsContract as c } from '@scrapbridge/domain/contract/accounts';
import { route } from '../../../lib/register-route.ts';
import { sha256Hex } from '../../../lib/tokens.ts';
import { readToken } from '../../../plugins/auth.ts';
import { mintChatToken } from '../auth/chat-token.ts';
import { editAccount } from './edit-account.ts';
import { getAccountSettings } from './get-account-settings.ts';
import { getCurrentUser } from './get-current-user.ts';
import { listAgentSellers } from './list-agent-sellers.ts';
import { saveAccountInfo } from './save-account-info.ts';
import { saveAccountSettings } from './save-account-settings.ts';
import { submitUpgrade } from './submit-upgrade.ts';
import { switchMarket } from './switch-market.ts';

/** The signed-in user's own account (declared in packages/domain/src/contract/accounts.ts). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;

  route(app, c.currentUser, async ({ req, session }) => {
    const token = readToken(req);
    const chatToken = token ? await mintChatToken({ db, tokenHash: sha256Hex(token), expiresAt: session.expiresAt }) : null;
    return getCurrentUser({ db, userId: session.userId, lang: req.lang, publicUrl, chatToken });
  });

  route(app, c.saveInfo, ({ req, session, body }) => saveAccountInfo({ ...body, db, userId: session.userId, lang: req.lang, publicUrl }));

  route(app, c.upgrade, ({ session, body }) => submitUpgrade({ ...body, db, userId: session.userId }));

  route(app, c.settings, ({ session }) => getAccountSettings({ db, userId: session.userId }));

  route(app, c.saveSettings, ({ session, body }) => saveAccountSettings({ ...body, db, userId: session.userId }));

  route(app, c.agentFor, ({ session }) => listAgentSellers({ db, userId: session.userId }));

  route(app, c.editAccount, ({ session, body }) => editAccount({ ...body, db, userId: session.userId }));

  route(app, c.switchMarket, ({ session, body }) => switchMarket({ ...body, db, userId: session.userId }));
};
