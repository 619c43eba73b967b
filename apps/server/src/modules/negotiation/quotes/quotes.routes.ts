import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { quotesContract as c } from '@scrapbridge/domain/contract/quotes';
import { IDEMPOTENCY_HEADER } from '@scrapbridge/domain/quotes/quote-input';
import { route } from '../../../lib/register-route.ts';
import { acceptQuote } from './accept-quote.ts';
import { buyNow } from './buy-now.ts';
import { cancelQuote } from './cancel-quote.ts';
import { counterQuote } from './counter-quote.ts';
import { getAskQuoteStatus } from './get-ask-quote-status.ts';
import { getQuote } from './get-quote.ts';
import { listAskQuotes } from './list-ask-quotes.ts';
import { listDealReviews } from './list-deal-reviews.ts';
import { listInquiries } from './list-inquiries.ts';
import { placeQuote } from './place-quote.ts';
import { recallQuote } from './recall-quote.ts';
import { rejectQuote } from './reject-quote.ts';
import { reviewDeal } from './review-deal.ts';
import { requestFingerprint } from './run-idempotent.ts';
import { updateQuoteTerms } from './update-quote.ts';

/** The Idempotency-Key of a request and what it is for. */
function idempotency(req: FastifyRequest) {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const idempotencyKey = typeof raw === 'string' ? raw : undefined;
  return { idempotencyKey, fingerprint: idempotencyKey === undefined ? '' : requestFingerprint(req.method, req.url, req.body) };
}

/** A replayed answer says so (the body is the stored one). */
function replayed<T>(reply: FastifyReply, out: { replayed: boolean; result: T }): T {
  if (out.replayed) reply.header('idempotent-replayed', 'true');
  return out.result;
}

/** Negotiation routes (declared in packages/domain/src/contract/quotes.ts). */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  /**
   * Placing quotes is the hottest write (bench/negotiation). Its answer is built field by field by the typed
   * presenter, so it is written with JSON.stringify directly, as the buyer ask list is (asks.routes.ts), in tests and
   * production alike; the API tests check the answer against the declared schema.
   */
  route(app, c.place, async ({ req, reply, session, body }) =>
    replayed(reply, await placeQuote({ db, userId: session.userId, input: body, lang: req.lang, ...idempotency(req) })),
  { trustedJson: true });

  route(app, c.update, async ({ req, reply, session, params, body }) =>
    replayed(reply, await updateQuoteTerms({ db, userId: session.userId, quoteId: params.quoteId, input: body, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.counter, async ({ req, reply, session, params, body }) =>
    replayed(reply, await counterQuote({ db, userId: session.userId, quoteId: params.quoteId, input: body, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.accept, async ({ req, reply, session, params, body }) =>
    replayed(reply, await acceptQuote({ deps, userId: session.userId, quoteId: params.quoteId, version: body.version, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.reject, async ({ req, reply, session, params, body }) =>
    replayed(
      reply,
      await rejectQuote({ deps, userId: session.userId, quoteId: params.quoteId, version: body.version, remark: body.remark, lang: req.lang, ...idempotency(req) }),
    ),
  );

  route(app, c.recall, async ({ req, reply, session, params, body }) =>
    replayed(reply, await recallQuote({ db, userId: session.userId, quoteId: params.quoteId, version: body.version, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.cancel, async ({ req, reply, session, params, body }) =>
    replayed(reply, await cancelQuote({ db, userId: session.userId, quoteId: params.quoteId, version: body.version, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.buyNow, async ({ req, reply, session, body }) =>
    replayed(reply, await buyNow({ deps, userId: session.userId, input: body, lang: req.lang, ...idempotency(req) })),
  );

  route(app, c.inquiries, ({ req, session, query }) => listInquiries({ db, userId: session.userId, query, lang: req.lang }));

  route(app, c.askQuotes, ({ req, session, params }) =>
    listAskQuotes({ db, askId: params.askId, viewer: { userId: session.userId, isStaff: session.isStaff }, lang: req.lang }),
  );

  route(app, c.askStatus, ({ req, session, params }) => getAskQuoteStatus({ db, askId: params.askId, session, lang: req.lang }));

  route(app, c.get, ({ req, session, params }) =>
    getQuote({ db, quoteId: params.quoteId, viewer: { userId: session.userId, isStaff: session.isStaff }, lang: req.lang }),
  );

  route(app, c.dealReviews, ({ req, session, query }) => listDealReviews({ db, staffUserId: session.userId, ...query, lang: req.lang }));

  for (const [decl, decision] of [
    [c.approveDeal, 'approve'],
    [c.refuseDeal, 'refuse'],
  ] as const) {
    route(app, decl, ({ req, session, params, body }) =>
      reviewDeal({ deps, staffUserId: session.userId, quoteId: params.quoteId, version: body.version, decision, reason: body.reason, lang: req.lang }),
    );
  }
};
