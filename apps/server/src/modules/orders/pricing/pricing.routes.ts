import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingContract as c } from '@scrapbridge/domain/contract/pricing';
import { route } from '../../../lib/register-route.ts';
import { commitPricing } from './commit-pricing.ts';
import { confirmFix } from './confirm-fix.ts';
import { getPricingInfo } from './get-pricing-info.ts';
import { listFixQueue } from './list-fix-queue.ts';
import { rejectFix } from './reject-fix.ts';

/**
 * Price fixing (issue 14 item 4; declared in packages/domain/src/contract/pricing.ts): the fix price dialog's list and
 * request (§7 /order/queryPricingInfo, /order/commitPricing), and the staff fixing queue with confirm and reject.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  route(app, c.info, ({ session, query }) => getPricingInfo({ db, askId: query.askId, viewer: { userId: session.userId, isStaff: session.isStaff } }));

  route(app, c.commit, ({ session, body }) => commitPricing({ deps, ...body, viewer: { userId: session.userId, isStaff: session.isStaff } }));

  route(app, c.staffQueue, ({ req, query }) => listFixQueue({ ...query, db, lang: req.lang }));

  route(app, c.confirm, ({ req, session, params, body }) => confirmFix({ deps, staffUserId: session.userId, fixId: params.id, lang: req.lang, ...body }));

  route(app, c.reject, ({ req, session, params, body }) => rejectFix({ deps, staffUserId: session.userId, fixId: params.id, lang: req.lang, ...body }));
};
