import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerRequestsContract as c } from '@scrapbridge/domain/contract/buyer-requests';
import { route } from '../../../lib/register-route.ts';
import { deliverNotificationMails, registerFileReader } from '../../platform/index.ts';
import { fileOnReadableRequest } from './buyer-requests.repository.ts';
import { closeBuyerRequest } from './close-buyer-request.ts';
import { editBuyerRequest } from './edit-buyer-request.ts';
import { getBuyerRequest } from './get-buyer-request.ts';
import { listBuyerRequestReview } from './list-buyer-request-review.ts';
import { listBuyerRequests } from './list-buyer-requests.ts';
import { listMyBuyerRequests } from './list-my-buyer-requests.ts';
import { makeOffer } from './make-offer.ts';
import { postBuyerRequest } from './post-buyer-request.ts';
import { reviewBuyerRequest } from './review-buyer-request.ts';
import { withdrawOffer } from './withdraw-offer.ts';

/** Purchase requests (issue 16 item 1; declared in packages/domain/src/contract/buyer-requests.ts). */
export const buyerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const viewerOf = (s: { userId: string; isStaff: boolean }) => ({ userId: s.userId, isStaff: s.isStaff });
  // Mails queued in a transaction go now rather than at the next sweep; a failure stays queued for the sweep.
  const sendMails = (log: { error: (o: object, m: string) => void }) =>
    deliverNotificationMails({ deps: app.deps }).catch((err: unknown) => log.error({ err }, 'sending purchase request e-mails failed'));

  // A request's photos (uploaded for it or picked from the album) and spec documents are read by whoever may read the
  // request: every signed-in user once it is published (getBuyerRequest), not only their owner and staff.
  for (const purpose of ['ask', 'picture', 'request_spec']) {
    registerFileReader(purpose, (readerDb, fileId) => fileOnReadableRequest(readerDb, fileId), 'buyerRequests');
  }

  route(app, c.post, ({ session, body }) => postBuyerRequest({ ...body, db, session }));

  route(app, c.market, ({ req, session, query }) => listBuyerRequests({ ...query, db, viewer: viewerOf(session), headerMarket: req.market ?? undefined, lang: req.lang }));

  route(app, c.mine, ({ req, session, query }) => listMyBuyerRequests({ db, userId: session.userId, ...query, lang: req.lang }));

  route(app, c.edit, ({ session, params, body }) => editBuyerRequest({ ...body, db, session, requestId: params.requestId }));

  route(app, c.withdraw, ({ session, params, body }) =>
    closeBuyerRequest({ db, userId: session.userId, requestId: params.requestId, version: body.version, outcome: 'closed' }),
  );

  route(app, c.fulfil, ({ session, params, body }) =>
    closeBuyerRequest({ db, userId: session.userId, requestId: params.requestId, version: body.version, outcome: 'fulfilled' }),
  );

  route(app, c.get, ({ req, session, params }) => getBuyerRequest({ db, requestId: params.id, viewer: viewerOf(session), lang: req.lang }));

  route(app, c.offer, async ({ req, session, params, body }) => {
    const result = await makeOffer({ db, userId: session.userId, requestId: params.id, askId: body.askId });
    void sendMails(req.log);
    return result;
  });

  route(app, c.withdrawOffer, ({ session, params }) => withdrawOffer({ db, userId: session.userId, requestId: params.id, offerId: params.offerId }));

  route(app, c.reviewQueue, ({ req, session, query }) =>
    listBuyerRequestReview({ db, staffUserId: session.userId, pageNum: query.pageNum, pageSize: query.pageSize, lang: req.lang }),
  );

  route(app, c.approve, async ({ req, session, params, body }) => {
    const result = await reviewBuyerRequest({ db, staffUserId: session.userId, requestId: params.requestId, version: body.version, decision: 'approve' });
    void sendMails(req.log);
    return result;
  });

  route(app, c.refuse, async ({ req, session, params, body }) => {
    const result = await reviewBuyerRequest({
      db,
      staffUserId: session.userId,
      requestId: params.requestId,
      version: body.version,
      decision: 'refuse',
      reason: body.reason,
    });
    void sendMails(req.log);
    return result;
  });
};
