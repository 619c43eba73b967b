import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@scrapbridge/domain/api';
import { ZOutboxListQuery, ZOutboxMessage } from '@scrapbridge/domain/outbox';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { listOutbox } from './list-outbox.ts';

/** Staff console endpoints (unprefixed, §7 "Admin paths are unprefixed"); staff only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/outbox',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Mail and SMS sent by the product, newest first (staff)',
        querystring: ZOutboxListQuery,
        response: { 200: envelopeOf(listOf(ZOutboxMessage)) },
      },
    },
    async (req) => {
      const { pageNum, pageSize } = req.query;
      const { userId } = requireSession(req);
      const result = await listOutbox({ pageNum, pageSize, db, staffUserId: userId });
      return ok(req, result);
    },
  );
};
