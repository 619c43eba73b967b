import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealIndexContract as c } from '@scrapbridge/domain/contract/deal-index';
import { route } from '../../../lib/register-route.ts';
import { getDealIndex } from './get-deal-index.ts';

/** The own-deal index (issue 14 item 6; declared in packages/domain/src/contract/deal-index.ts): public. */
export const dealIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  route(app, c.weekly, ({ req, query }) => getDealIndex({ db, query, lang: req.lang }));
};
