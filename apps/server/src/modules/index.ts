import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { asksRoutes } from './asks/asks.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contractsRoutes } from './contracts/contracts.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { liveRoutes } from './live/live.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { questionsRoutes } from './questions/questions.routes.ts';
import { quotesRoutes } from './quotes/quotes.routes.ts';
import { referencePricesRoutes } from './reference-prices/reference-prices.routes.ts';
import { shopsRoutes } from './shops/shops.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { staffUsersRoutes } from './staff-users/staff-users.routes.ts';
import { verificationRoutes } from './verification/verification.routes.ts';
import { wantedRoutes } from './wanted/wanted.routes.ts';
import { wikiRoutes } from './wiki/wiki.routes.ts';

/** Every area registers its routes here (one module per area, ARCHITECTURE.md layout). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(adminRoutes);
  await app.register(siteRoutes);
  await app.register(wikiRoutes);
  await app.register(catalogRoutes);
  await app.register(filesRoutes);
  await app.register(asksRoutes);
  await app.register(verificationRoutes);
  await app.register(wantedRoutes);
  await app.register(shopsRoutes);
  await app.register(notificationsRoutes);
  await app.register(quotesRoutes);
  await app.register(contractsRoutes);
  await app.register(referencePricesRoutes);
  await app.register(questionsRoutes);
  await app.register(liveRoutes);
  await app.register(staffUsersRoutes);
}
