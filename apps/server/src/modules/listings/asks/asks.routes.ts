import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asksContract as c } from '@scrapbridge/domain/contract/asks';
import { route } from '../../../lib/register-route.ts';
import { nudgeRecognitionIndex } from '../../ai/index.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { approveAsk } from './approve-ask.ts';
import { deleteAsk } from './delete-ask.ts';
import { editAsk } from './edit-ask.ts';
import { getAskDetail } from './get-ask-detail.ts';
import { getLatestAsk } from './get-latest-ask.ts';
import { getPublicAsk } from './get-public-ask.ts';
import { listBuyerAsks } from './list-buyer-asks.ts';
import { listPublicAsks } from './list-public-asks.ts';
import { listReviewQueue } from './list-review-queue.ts';
import { listSellerAsks } from './list-seller-asks.ts';
import { publishAsk } from './publish-ask.ts';
import { recordFuncLog } from './record-func-log.ts';
import { recordUserEvent } from './record-user-event.ts';
import { refuseAsk } from './refuse-ask.ts';

/**
 * Asks: publish, edit, browse, search, view, review (§2, §3, §4, §5, §7), and the usage events of §7 (declared in
 * packages/domain/src/contract/asks.ts).
 */
export const asksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.publish, ({ session, body }) => publishAsk({ ...body, db, session }));

  /**
   * The buyer list is the hottest read (bench/list-asks). Its page is built field by field by toAskCard (typed
   * TAskCard), so it is written with JSON.stringify directly, in tests and production alike: encoding a 20-card page
   * through the zod response schema costs ~0.25 ms of CPU per request and leaves it unchanged. The API tests check the
   * page against the declared schema, which catches any drift between the presenter and the schema; /docs still
   * shows it.
   */
  route(
    app,
    c.buyerList,
    ({ req, session, query }) => listBuyerAsks({ ...query, db, viewerUserId: session.userId, headerMarket: req.market, lang: req.lang }),
    { trustedJson: true },
  );

  route(app, c.recommended, ({ req, query }) => {
    const { pageNum, pageSize, market } = query;
    return listPublicAsks({ db, pageNum, pageSize, market, headerMarket: req.market, lang: req.lang });
  });

  route(app, c.sellerList, ({ req, session, query }) => {
    const { state, market, pageNum, pageSize } = query;
    return listSellerAsks({ db, userId: session.userId, state, market, pageNum, pageSize, lang: req.lang });
  });

  route(app, c.latest, ({ req, session }) => getLatestAsk({ db, userId: session.userId, isStaff: session.isStaff, lang: req.lang }));

  route(app, c.publicCard, ({ req, session, params }) => getPublicAsk({ db, askId: params.askId, viewerUserId: session?.userId ?? null, lang: req.lang }));

  route(app, c.get, ({ req, session, params, query }) =>
    getAskDetail({ db, askId: params.askId, detailId: query.detailId, viewer: { userId: session.userId, isStaff: session.isStaff }, lang: req.lang }),
  );

  route(app, c.edit, ({ session, params, body }) => editAsk({ ...body, db, session, askId: params.askId }));

  route(app, c.delete, ({ session, params }) => deleteAsk({ db, userId: session.userId, askId: params.askId }));

  route(app, c.reviewQueue, ({ req, session, query }) =>
    listReviewQueue({ db, staffUserId: session.userId, pageNum: query.pageNum, pageSize: query.pageSize, lang: req.lang }),
  );

  route(app, c.approve, async ({ req, session, params, body }) => {
    const result = await approveAsk({ db, staffUserId: session.userId, askId: params.askId, version: body.version });
    // The followers' e-mails queued by the approval go now, not at the next sweep (~15 s); the staff member's
    // answer does not wait for the mail server, and a failure stays queued for the sweep.
    deliverNotificationMails({ deps: app.deps }).catch((err: unknown) => req.log.error({ err }, 'sending the follower e-mails of an approved ask failed'));
    // Its pictures join the photo recognition index now (issue 17 item 1), not at the next sweep; never waited for.
    nudgeRecognitionIndex(app);
    return result;
  });

  route(app, c.refuse, ({ session, params, body }) => {
    const { version, reason } = body;
    return refuseAsk({ db, staffUserId: session.userId, askId: params.askId, version, reason });
  });

  // Open to visitors and it writes a row: limited per address like the other public writes.
  route(app, c.funcLog, ({ session, body }) => recordFuncLog({ db, funcKey: body.funcKey, sessionUserId: session?.userId ?? null }), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });

  route(app, c.userEvent, ({ session, params, body }) => recordUserEvent({ db, userId: session.userId, funcKey: params.funcKey, ...body }));
};
