import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import {
  ZApproveAskRequest,
  ZAskDetailQuery,
  ZAskParams,
  ZBuyerAskListQuery,
  ZEditAskRequest,
  ZEventResponse,
  ZFuncLogRequest,
  ZPublicAskListQuery,
  ZPublishAskRequest,
  ZRefuseAskRequest,
  ZReviewQueueQuery,
  ZSellerAskListQuery,
  ZUserEventParams,
  ZUserEventRequest,
} from '@scrapbridge/domain/ask';
import { ZAskCard, ZAskCardPage, ZAskDetail, ZAskSaved, ZReviewQueuePage, ZSellerAskPage } from '@scrapbridge/domain/ask-view';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { deliverNotificationMails } from '../notifications/deliver-notification-mails.ts';
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

/** Asks: publish, edit, browse, search, view, review (§2, §3, §4, §5, §7), and the usage events of §7. */
export const asksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  /**
   * The buyer list is the hottest read (bench/list-asks). Its page is built field by field by toAskCard (typed
   * TAskCard), so in production it is written with JSON.stringify directly: encoding a 20-card page through the zod
   * response schema costs ~0.25 ms of CPU per request and leaves it unchanged. Tests and development still encode it
   * through the schema, which catches any drift between the presenter and the schema; /docs still shows it.
   */
  const trustedJson = app.deps.config.env === 'production' ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};

  app.post(
    '/app-v2/ask',
    {
      schema: {
        tags: ['asks'],
        summary: 'Publish an ask for review, or save a draft with draft: true (verified users)',
        body: ZPublishAskRequest,
        response: { 200: envelopeOf(ZAskSaved) },
      },
    },
    async (req) => {
      const session = requireSession(req);
      const result = await publishAsk({ ...req.body, db, session });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/ask/list/buyer',
    {
      ...trustedJson,
      schema: {
        tags: ['asks'],
        summary: 'Buyer list (/quoteList): filters, material search in zh/en, sort, pages (one indexed statement)',
        querystring: ZBuyerAskListQuery,
        response: { 200: envelopeOf(ZAskCardPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listBuyerAsks({ ...req.query, db, viewerUserId: userId, headerMarket: req.market, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/ask/list/buyer/pub',
    {
      config: { public: true },
      schema: {
        tags: ['asks'],
        summary: 'Recommended asks for the home page (8, live only, no seller identity)',
        querystring: ZPublicAskListQuery,
        response: { 200: envelopeOf(ZAskCardPage) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, market } = req.query;
      const result = await listPublicAsks({ db, pageNum, pageSize, market, headerMarket: req.market, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/ask/list/seller',
    {
      schema: {
        tags: ['asks'],
        summary: "The caller's own asks (/askList) by state tab, with the count of every tab",
        querystring: ZSellerAskListQuery,
        response: { 200: envelopeOf(ZSellerAskPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { state, market, pageNum, pageSize } = req.query;
      const result = await listSellerAsks({ db, userId, state, market, pageNum, pageSize, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/ask/latest',
    {
      schema: {
        tags: ['asks'],
        summary: "The caller's most recently changed ask in full (to prefill /publish), or null",
        response: { 200: envelopeOf(ZAskDetail.nullable()) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      const result = await getLatestAsk({ db, userId, isStaff, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/ask/:askId/pub',
    {
      config: { public: true },
      schema: {
        tags: ['asks'],
        summary: 'One live ask as its public card (/share): 404 unless approved and still taking quotes; no seller identity',
        params: ZAskParams,
        response: { 200: envelopeOf(ZAskCard) },
      },
    },
    async (req) => ok(req, await getPublicAsk({ db, askId: req.params.askId, viewerUserId: req.session?.userId ?? null, lang: req.lang })),
  );

  app.get(
    '/app-v2/ask/:askId',
    {
      schema: {
        tags: ['asks'],
        summary: 'One ask in full (/view-detail): lines, media, priceVo; drafts and refusals for the owner only',
        params: ZAskParams,
        querystring: ZAskDetailQuery,
        response: { 200: envelopeOf(ZAskDetail) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      const result = await getAskDetail({ db, askId: req.params.askId, detailId: req.query.detailId, viewer: { userId, isStaff }, lang: req.lang });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/ask/:askId',
    {
      schema: {
        tags: ['asks'],
        summary: 'Edit own ask (back to review; version must be current, else 110801)',
        params: ZAskParams,
        body: ZEditAskRequest,
        response: { 200: envelopeOf(ZAskSaved) },
      },
    },
    async (req) => {
      const session = requireSession(req);
      const result = await editAsk({ ...req.body, db, session, askId: req.params.askId });
      return ok(req, result);
    },
  );

  app.delete(
    '/app-v2/ask/:askId',
    {
      schema: { tags: ['asks'], summary: 'Delete own ask', params: ZAskParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await deleteAsk({ db, userId, askId: req.params.askId });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/ask/review',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'asks'],
        summary: 'Asks waiting for review, oldest first (staff)',
        querystring: ZReviewQueueQuery,
        response: { 200: envelopeOf(ZReviewQueuePage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listReviewQueue({ db, staffUserId: userId, pageNum: req.query.pageNum, pageSize: req.query.pageSize, lang: req.lang });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/ask/:askId/approve',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'asks'],
        summary: 'Approve an ask in review (staff; version as read, else 110801)',
        params: ZAskParams,
        body: ZApproveAskRequest,
        response: { 200: envelopeOf(ZAskSaved) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await approveAsk({ db, staffUserId: userId, askId: req.params.askId, version: req.body.version });
      // The followers' e-mails queued by the approval go now, not at the next sweep (~15 s); the staff member's
      // answer does not wait for the mail server, and a failure stays queued for the sweep.
      deliverNotificationMails({ deps: app.deps }).catch((err: unknown) => req.log.error({ err }, 'sending the follower e-mails of an approved ask failed'));
      return ok(req, result);
    },
  );

  app.post(
    '/admin/ask/:askId/refuse',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'asks'],
        summary: 'Refuse an ask in review with a reason the seller sees (staff)',
        params: ZAskParams,
        body: ZRefuseAskRequest,
        response: { 200: envelopeOf(ZAskSaved) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { version, reason } = req.body;
      const result = await refuseAsk({ db, staffUserId: userId, askId: req.params.askId, version, reason });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/func/log',
    {
      // Open to visitors and it writes a row: limited per address like the other public writes.
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['events'], summary: 'Record a function use {funcKey, userId}', body: ZFuncLogRequest, response: { 200: envelopeOf(ZEventResponse) } },
    },
    async (req) => {
      const result = await recordFuncLog({ db, funcKey: req.body.funcKey, sessionUserId: req.session?.userId ?? null });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/user/event/:funcKey',
    {
      schema: {
        tags: ['events'],
        summary: 'Record a user event; ask_click {askId} counts a card click (once per viewer and day, never the seller)',
        params: ZUserEventParams,
        // Events without details come with no body at all (Fastify hands the schema null).
        body: ZUserEventRequest.nullish(),
        response: { 200: envelopeOf(ZEventResponse) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await recordUserEvent({ db, userId, funcKey: req.params.funcKey, ...req.body });
      return ok(req, result);
    },
  );
};
