import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditContract as c } from '@scrapbridge/domain/contract/credit';
import { route } from '../../../lib/register-route.ts';
import { getCreditReport } from './get-credit-report.ts';

/** After-sales (issue 15 item 6; declared in packages/domain/src/contract/credit.ts): credit reports. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  route(app, c.report, ({ session, query }) =>
    getCreditReport({ db, viewer: { userId: session.userId, isStaff: session.isStaff }, ...query }),
  );
};
