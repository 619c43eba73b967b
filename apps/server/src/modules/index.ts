import type { FastifyInstance } from 'fastify';
import { accountsRoutes, authRoutes, staffUsersRoutes, verificationRoutes } from './identity/index.ts';
import { adminRoutes, filesRoutes, notificationsRoutes } from './platform/index.ts';
import { asksRoutes, buyerRequestsRoutes, wantedRoutes } from './listings/index.ts';
import { catalogRoutes } from './catalogue/index.ts';
import {
  contractsRoutes,
  disputesRoutes,
  documentsRoutes,
  operationsRoutes,
  ordersRoutes,
  paymentsRoutes,
  pricingRoutes,
  shipmentsRoutes,
} from './orders/index.ts';
import { liveRoutes, questionsRoutes, quotesRoutes, referencePricesRoutes } from './negotiation/index.ts';
import { shopsRoutes } from './shops/index.ts';
import { claimEvidenceRoutes, claimFilesRoutes } from './after-sales/index.ts';
import { creditRoutes, feedbackRoutes } from './after-sales/index.ts';
import { siteRoutes, videosRoutes, wikiRoutes } from './content/index.ts';
import { systemRoutes } from './platform/index.ts';
import { claimsRoutes } from './after-sales/index.ts';
import { reportsRoutes } from './reports/index.ts';
import { dealIndexRoutes, futuresRoutes, priceListRoutes } from './market/index.ts';
import { aiChatRoutes, aiOcrRoutes, aiRecognitionRoutes, aiToolsRoutes } from './ai/index.ts';
import { supportRoutes } from './support/index.ts';

/** Every area registers its routes here (one module per area, ARCHITECTURE.md layout). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(adminRoutes);
  await app.register(siteRoutes);
  await app.register(wikiRoutes);
  await app.register(videosRoutes);
  await app.register(systemRoutes);
  await app.register(catalogRoutes);
  await app.register(filesRoutes);
  await app.register(asksRoutes);
  await app.register(verificationRoutes);
  await app.register(wantedRoutes);
  await app.register(shopsRoutes);
  await app.register(notificationsRoutes);
  await app.register(quotesRoutes);
  await app.register(contractsRoutes);
  await app.register(ordersRoutes);
  await app.register(documentsRoutes);
  await app.register(paymentsRoutes);
  await app.register(shipmentsRoutes);
  await app.register(disputesRoutes);
  await app.register(claimFilesRoutes);
  await app.register(claimEvidenceRoutes);
  await app.register(feedbackRoutes);
  await app.register(creditRoutes);
  await app.register(pricingRoutes);
  await app.register(operationsRoutes);
  await app.register(referencePricesRoutes);
  await app.register(futuresRoutes);
  await app.register(priceListRoutes);
  await app.register(questionsRoutes);
  await app.register(liveRoutes);
  await app.register(staffUsersRoutes);
  await app.register(claimsRoutes);
  await app.register(reportsRoutes);
  await app.register(dealIndexRoutes);
  await app.register(aiToolsRoutes);
  await app.register(aiOcrRoutes);
  await app.register(aiRecognitionRoutes);
  await app.register(aiChatRoutes);
  await app.register(supportRoutes);
  await app.register(buyerRequestsRoutes);
}
