import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@scrapbridge/domain/api';
import { ZStaffContractRow, ZStaffContractsQuery } from '@scrapbridge/domain/orders/queue';
import { ok } from '../../lib/envelope.ts';
import { listContractQueue } from './list-contract-queue.ts';

/** Orders (issue 5 item 7): the operations console — the staff contract queue. */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/contracts',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'operations'],
        summary: 'The contract queue: contracts that need staff first (status, needs, keyword: contract no prefix, BL or container no) (staff)',
        querystring: ZStaffContractsQuery,
        response: { 200: envelopeOf(listOf(ZStaffContractRow)) },
      },
    },
    async (req) => ok(req, await listContractQueue({ ...req.query, db, lang: req.lang })),
  );
};
