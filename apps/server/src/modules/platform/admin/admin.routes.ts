import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContract as c } from '@scrapbridge/domain/contract/admin';
import { route } from '../../../lib/register-route.ts';
import { listOutbox } from './list-outbox.ts';

/** Staff console endpoints of the platform itself (declared in packages/domain/src/contract/admin.ts). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.outbox, ({ session, query }) => listOutbox({ pageNum: query.pageNum, pageSize: query.pageSize, db, staffUserId: session.userId }));
};
