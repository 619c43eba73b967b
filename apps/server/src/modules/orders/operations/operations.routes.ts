import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationsContract as c } from '@scrapbridge/domain/contract/operations';
import { route } from '../../../lib/register-route.ts';
import { listContractQueue } from './list-contract-queue.ts';

/** Orders (issue 5 item 7): the operations console — the staff contract queue (contract: operations.ts in the domain). */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.contractQueue, ({ req, query }) => listContractQueue({ ...query, db, lang: req.lang }));
};
