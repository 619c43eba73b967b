import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackContract as c } from '@scrapbridge/domain/contract/feedback';
import { route } from '../../../lib/register-route.ts';
import { findLatestDueBillOf } from './find-latest-due-bill.ts';
import { getBill } from './get-bill.ts';
import { getFeedbackPhoto } from './get-feedback-photo.ts';
import { listContractFeedback } from './list-contract-feedback.ts';
import { rateShipment } from './rate-shipment.ts';
import { snoozePrompt } from './snooze-prompt.ts';
import { submitFeedback } from './submit-feedback.ts';

/**
 * After-sales (issue 15 items 1–2; declared in packages/domain/src/contract/feedback.ts): the latest-due-bill prompt,
 * the satisfaction rating, the feedback form and the seller's view of it on the order.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const viewerOf = (s: { userId: string; isStaff: boolean }) => ({ userId: s.userId, isStaff: s.isStaff });

  route(app, c.latestDueBill, ({ session }) => findLatestDueBillOf({ db, userId: session.userId }));
  route(app, c.bill, ({ session, query }) => getBill({ db, shipmentId: query.shipmentId, viewer: viewerOf(session) }));
  route(app, c.rate, ({ session, body }) => rateShipment({ db, ...body, viewer: viewerOf(session) }));
  route(app, c.later, ({ session, body }) => snoozePrompt({ db, shipmentId: body.shipmentId, viewer: viewerOf(session) }));
  route(app, c.submit, ({ session, body }) => submitFeedback({ db, ...body, viewer: viewerOf(session) }));
  route(app, c.contractFeedback, ({ session, params }) => listContractFeedback({ db, contractId: params.contractId, viewer: viewerOf(session) }));
  route(app, c.photo, async ({ req, reply, session, query }) => {
    const result = await getFeedbackPhoto({
      deps,
      contractId: query.contractId,
      fileId: query.fileId,
      viewer: viewerOf(session),
      range: req.headers.range,
      ifNoneMatch: req.headers['if-none-match'],
    });
    reply.status(result.status).headers(result.headers);
    return result.stream ? reply.send(result.stream) : reply.send();
  });
};
