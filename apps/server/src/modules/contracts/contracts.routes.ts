import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZContractParams } from '@scrapbridge/domain/quotes/quote-view';
import { ZContractDetail } from '@scrapbridge/domain/orders/contract';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { getContract } from './get-contract.ts';

/** Contracts written by deals (§3 Contract/order); confirmation, PDF and lists are in modules/orders. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/app-v2/contract/:contractId',
    {
      schema: {
        tags: ['contracts'],
        summary: 'A contract made by a deal: parties, lines, weights, prices, terms, confirmation steps, money and shipping status (parties and staff)',
        params: ZContractParams,
        response: { 200: envelopeOf(ZContractDetail) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await getContract({ db, contractId: req.params.contractId, viewer: { userId, isStaff } }));
    },
  );
};
