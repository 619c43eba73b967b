import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractsContract as c } from '@scrapbridge/domain/contract/contracts';
import { route } from '../../../lib/register-route.ts';
import { getContract } from './get-contract.ts';
import { contractTradeLanes } from './trade-lanes.ts';

/**
 * Contracts written by deals (§3 Contract/order; declared in packages/domain/src/contract/contracts.ts); confirmation,
 * PDF and lists are in modules/orders.
 */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // /universe draws the lanes of concluded deals (aggregated: tonnes and counts, never a party).
  app.publicSite.tradeLanes = contractTradeLanes;

  route(app, c.get, ({ session, params }) => getContract({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } }));
};
