import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZPageQuery } from '@scrapbridge/domain/pagination';
import {
  IDEMPOTENCY_HEADER,
  ZBuyNowRequest,
  ZCounterQuoteRequest,
  ZPlaceQuoteRequest,
  ZQuoteActionRequest,
  ZQuoteAskParams,
  ZQuoteParams,
  ZRejectQuoteRequest,
  ZUpdateQuoteRequest,
} from '@scrapbridge/domain/quotes/quote-input';
import {
  ZAskQuoteList,
  ZAskQuoteStatus,
  ZDealReviewPage,
  ZDealReviewRequest,
  ZInquiryListQuery,
  ZInquiryPage,
  ZQuoteActionResult,
  ZQuoteWithThread,
} from '@scrapbridge/domain/quotes/quote-view';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { requireVerified } from '../accounts/require-verified.ts';
import { acceptQuote } from './accept-quote.ts';
import { buyNow } from './buy-now.ts';
import { cancelQuote } from './cancel-quote.ts';
import { counterQuote } from './counter-quote.ts';
import { scheduleQuoteExpirySweep } from './expiry-sweep.ts';
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
function replayed(reply: FastifyReply, out: { replayed: boolean }) {
  if (out.replayed) reply.header('idempotent-replayed', 'true');
}

const MUTATION_NOTE = ' Send an Idempotency-Key header to make retries safe. Needs a verified account (1403).';

/**
 * Negotiation (§2 item detail with quote, counter-offer, buy-it-now; inquiry and quote lists; §4 Quote flow). Every
 * mutating call answers `{quote, contractId}` and takes the quote `version` it acts on (stale → 110801).
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  scheduleQuoteExpirySweep(app);
  /**
   * Placing quotes is the hottest write (bench/negotiation). Its answer is built field by field by the typed
   * presenter, so in production it is written with JSON.stringify directly, as the buyer ask list is (asks.routes.ts);
   * tests and development still encode it through the schema, which catches any drift.
   */
  const trustedJson = deps.config.env === 'production' ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};

  app.post(
    '/app-v2/quote',
    {
      ...trustedJson,
      schema: {
        tags: ['quotes'],
        summary: `Quote an ask (buyer): lines with price/formula and weight or containers, terms, payment.${MUTATION_NOTE}`,
        description:
          'Errors: 1000 field problems (§5: range "The value is between {min} and {max}", FAS only from the US, China market in tonnes, remark 50 zh / 100 en, deposit + balance = 100); 1101 own ask; 1102 quote method differs from the seller preference (resend with confirmMethodMismatch: true); 1103 ask not open; 110801 you already have a live quote (update it).',
        body: ZPlaceQuoteRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await placeQuote({ db, userId, input: req.body, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.put(
    '/app-v2/quote/:quoteId',
    {
      schema: {
        tags: ['quotes'],
        summary: `Update a waiting, refused or recalled quote (buyer; back to waiting).${MUTATION_NOTE}`,
        params: ZQuoteParams,
        body: ZUpdateQuoteRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await updateQuoteTerms({ db, userId, quoteId: req.params.quoteId, input: req.body, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/:quoteId/counter',
    {
      schema: {
        tags: ['quotes'],
        summary: `Counter-offer: the seller (→ dicker) or the buyer (→ bargaining), new prices per line and a remark.${MUTATION_NOTE}`,
        params: ZQuoteParams,
        body: ZCounterQuoteRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await counterQuote({ db, userId, quoteId: req.params.quoteId, input: req.body, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/:quoteId/accept',
    {
      schema: {
        tags: ['quotes'],
        summary: `Accept: the seller locks the buyer's price (→ confirm); the buyer accepts a counter or confirms a locked price (→ deal or auditing, with the contract).${MUTATION_NOTE}`,
        description: 'Errors: 1104 another buyer\'s price is locked; 1103 ask not open; 110801 stale version or state.',
        params: ZQuoteParams,
        body: ZQuoteActionRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await acceptQuote({ deps, userId, quoteId: req.params.quoteId, version: req.body.version, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/:quoteId/reject',
    {
      schema: {
        tags: ['quotes'],
        summary: `Reject: the seller refuses an offer (→ refuse); the buyer turns down a counter or a locked deal (→ rejected; a firm price goes to the next-best buyers).${MUTATION_NOTE}`,
        params: ZQuoteParams,
        body: ZRejectQuoteRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await rejectQuote({ deps, userId, quoteId: req.params.quoteId, version: req.body.version, remark: req.body.remark, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/:quoteId/recall',
    {
      schema: {
        tags: ['quotes'],
        summary: `Recall an unanswered offer (buyer; → recalled, may be updated later).${MUTATION_NOTE}`,
        params: ZQuoteParams,
        body: ZQuoteActionRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await recallQuote({ db, userId, quoteId: req.params.quoteId, version: req.body.version, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/:quoteId/cancel',
    {
      schema: {
        tags: ['quotes'],
        summary: `Cancel a quote for good (buyer; → cancelled).${MUTATION_NOTE}`,
        params: ZQuoteParams,
        body: ZQuoteActionRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await cancelQuote({ db, userId, quoteId: req.params.quoteId, version: req.body.version, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.post(
    '/app-v2/quote/buy-now',
    {
      schema: {
        tags: ['quotes'],
        summary: `Buy it now: the whole lot at the firm price on the ask's terms, a direct deal with its contract (buyer).${MUTATION_NOTE}`,
        description: 'Errors: 1105 no firm price; 1104 another buyer\'s price is locked; 1103 ask not open (e.g. just sold); 1101 own ask; 110801 askVersion stale.',
        body: ZBuyNowRequest,
        response: { 200: envelopeOf(ZQuoteActionResult) },
      },
    },
    async (req, reply) => {
      const { userId } = requireVerified(requireSession(req));
      const out = await buyNow({ deps, userId, input: req.body, lang: req.lang, ...idempotency(req) });
      replayed(reply, out);
      return ok(req, out.result);
    },
  );

  app.get(
    '/app-v2/quote/list/buyer',
    {
      schema: {
        tags: ['quotes'],
        summary: "The buyer's inquiry list: their quotes with thread, buyer-side status and label (tabs all, open, deal, closed)",
        querystring: ZInquiryListQuery,
        response: { 200: envelopeOf(ZInquiryPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await listInquiries({ db, userId, query: req.query, lang: req.lang }));
    },
  );

  app.get(
    '/app-v2/quote/ask/:askId',
    {
      schema: {
        tags: ['quotes'],
        summary: "The seller's quote list of one ask, ranked by the offer at USD/MT at the latest reference prices, each with its thread",
        params: ZQuoteAskParams,
        response: { 200: envelopeOf(ZAskQuoteList) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await listAskQuotes({ db, askId: req.params.askId, viewer: { userId, isStaff }, lang: req.lang }));
    },
  );

  app.get(
    '/app-v2/quote/ask/:askId/status',
    {
      schema: {
        tags: ['quotes'],
        summary: "The detail page's quote area for the caller: §4 buyer-side status and label, tradeQuote, myQuote, canQuote, canBuyNow",
        params: ZQuoteAskParams,
        response: { 200: envelopeOf(ZAskQuoteStatus) },
      },
    },
    async (req) => ok(req, await getAskQuoteStatus({ db, askId: req.params.askId, session: requireSession(req), lang: req.lang })),
  );

  app.get(
    '/app-v2/quote/:quoteId',
    {
      schema: { tags: ['quotes'], summary: 'One quote with its negotiation thread (its buyer, seller or staff)', params: ZQuoteParams, response: { 200: envelopeOf(ZQuoteWithThread) } },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await getQuote({ db, quoteId: req.params.quoteId, viewer: { userId, isStaff }, lang: req.lang }));
    },
  );

  app.get(
    '/admin/quote/deal-review',
    {
      config: { staff: true },
      schema: { tags: ['quotes'], summary: 'Deals waiting for staff review, oldest first (staff)', querystring: ZPageQuery, response: { 200: envelopeOf(ZDealReviewPage) } },
    },
    async (req) => ok(req, await listDealReviews({ db, staffUserId: requireSession(req).userId, ...req.query, lang: req.lang })),
  );

  for (const decision of ['approve', 'refuse'] as const) {
    app.post(
      `/admin/quote/:quoteId/deal/${decision}`,
      {
        config: { staff: true },
        schema: {
          tags: ['quotes'],
          summary: decision === 'approve' ? 'Approve a deal under review: final, ask sold (staff)' : 'Refuse a deal under review: contract voided, ask back on the market (staff)',
          params: ZQuoteParams,
          body: ZDealReviewRequest,
          response: { 200: envelopeOf(ZQuoteActionResult) },
        },
      },
      async (req) =>
        ok(
          req,
          await reviewDeal({ deps, staffUserId: requireSession(req).userId, quoteId: req.params.quoteId, version: req.body.version, decision, reason: req.body.reason, lang: req.lang }),
        ),
    );
  }
};
