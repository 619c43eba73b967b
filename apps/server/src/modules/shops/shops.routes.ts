import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZPageQuery } from '@scrapbridge/domain/pagination';
import {
  ZApproveShopRequest,
  ZRefuseShopRequest,
  ZSellerShopParams,
  ZShop,
  ZShopCardPage,
  ZShopFollowResult,
  ZShopListQuery,
  ZShopPage,
  ZShopPageQuery,
  ZShopParams,
  ZShopRequest,
  ZShopReviewPage,
  ZShopReviewQuery,
  ZShopReviewed,
} from '@scrapbridge/domain/shop';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { requireVerified } from '../accounts/require-verified.ts';
import { applyShop } from './apply-shop.ts';
import { approveShop } from './approve-shop.ts';
import { followShop } from './follow-shop.ts';
import { getMyShop } from './get-my-shop.ts';
import { getSellerShop } from './get-seller-shop.ts';
import { getShop } from './get-shop.ts';
import { listFollowedShops } from './list-followed-shops.ts';
import { listShopReviewQueue } from './list-shop-review-queue.ts';
import { listShops } from './list-shops.ts';
import { refuseShop } from './refuse-shop.ts';
import { shopPagePreview, shopSitemapSource } from './shop-page-preview.ts';
import { unfollowShop } from './unfollow-shop.ts';
import { updateShopOfSeller } from './update-shop.ts';

/** Seller shops (§3 Shop, §4 shop status, §5, §6 Vip, §7 /shop…, §9 3 working days) and their staff review. */
export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  app.publicSite.registerPage('/share-shop', shopPagePreview);
  app.publicSite.registerSitemapSource(shopSitemapSource);

  app.post(
    '/app-v2/shop',
    {
      schema: {
        tags: ['shops'],
        summary: 'Apply for a shop (verified users): pictures, factories, employees, establishment date, profile',
        body: ZShopRequest,
        response: { 200: envelopeOf(ZShop) },
      },
    },
    async (req) => {
      const session = requireVerified(requireSession(req));
      const result = await applyShop({ ...req.body, db, session, lang: req.lang });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/shop',
    {
      schema: {
        tags: ['shops'],
        summary: "Change the caller's shop, or reapply after a refusal (verified users)",
        body: ZShopRequest,
        response: { 200: envelopeOf(ZShop) },
      },
    },
    async (req) => {
      const session = requireVerified(requireSession(req));
      const result = await updateShopOfSeller({ ...req.body, db, session, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/shop/my',
    { schema: { tags: ['shops'], summary: "The caller's shop in any status (null: never applied)", response: { 200: envelopeOf(ZShop.nullable()) } } },
    async (req) => {
      const session = requireSession(req);
      const result = await getMyShop({ db, session, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/shop/list',
    {
      config: { public: true },
      schema: {
        tags: ['shops'],
        summary: 'Approved shops, newest first, searchable by company name (public)',
        querystring: ZShopListQuery,
        response: { 200: envelopeOf(ZShopCardPage) },
      },
    },
    async (req) => {
      const result = await listShops({ ...req.query, db, viewerUserId: req.session?.userId ?? null, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/shop/follow/list',
    {
      schema: {
        tags: ['shops'],
        summary: 'The approved shops the caller follows (/follow-shop)',
        querystring: ZPageQuery,
        response: { 200: envelopeOf(ZShopCardPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listFollowedShops({ ...req.query, db, userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/shop/follow/:shopId',
    {
      schema: {
        tags: ['shops'],
        summary: 'Follow an approved shop (verified users; idempotent)',
        params: ZShopParams,
        response: { 200: envelopeOf(ZShopFollowResult) },
      },
    },
    async (req) => {
      const session = requireVerified(requireSession(req));
      const result = await followShop({ db, session, shopId: req.params.shopId });
      return ok(req, result);
    },
  );

  app.delete(
    '/app-v2/shop/follow/:shopId',
    {
      schema: {
        tags: ['shops'],
        summary: 'Stop following a shop (verified users; idempotent)',
        params: ZShopParams,
        response: { 200: envelopeOf(ZShopFollowResult) },
      },
    },
    async (req) => {
      const session = requireVerified(requireSession(req));
      const result = await unfollowShop({ db, session, shopId: req.params.shopId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/shop/seller/:sellerId',
    {
      config: { public: true },
      schema: {
        tags: ['shops'],
        summary: "A seller's shop when visible (approved, or the caller's own), else null (public)",
        params: ZSellerShopParams,
        response: { 200: envelopeOf(ZShop.nullable()) },
      },
    },
    async (req) => {
      const viewer = req.session ? { userId: req.session.userId, isStaff: req.session.isStaff } : null;
      const result = await getSellerShop({ db, sellerId: req.params.sellerId, viewer, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/shop/:shopId',
    {
      config: { public: true },
      schema: {
        tags: ['shops'],
        summary: "A shop with a page of the seller's live asks (public when approved; /shop, /share-shop)",
        params: ZShopParams,
        querystring: ZShopPageQuery,
        response: { 200: envelopeOf(ZShopPage) },
      },
    },
    async (req) => {
      const viewer = req.session ? { userId: req.session.userId, isStaff: req.session.isStaff } : null;
      const { pageNum, pageSize } = req.query;
      const result = await getShop({ db, shopId: req.params.shopId, viewer, lang: req.lang, pageNum, pageSize });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/shops/review',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Shop applications waiting for review, oldest first, with the §9 due time (staff)',
        querystring: ZShopReviewQuery,
        response: { 200: envelopeOf(ZShopReviewPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listShopReviewQueue({ ...req.query, db, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/shops/:shopId/approve',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Approve a shop application {version} (staff)',
        params: ZShopParams,
        body: ZApproveShopRequest,
        response: { 200: envelopeOf(ZShopReviewed) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await approveShop({ deps, staffUserId: userId, shopId: req.params.shopId, version: req.body.version });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/shops/:shopId/refuse',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Refuse a shop application with a reason {version, reason} (staff)',
        params: ZShopParams,
        body: ZRefuseShopRequest,
        response: { 200: envelopeOf(ZShopReviewed) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { version, reason } = req.body;
      const result = await refuseShop({ deps, staffUserId: userId, shopId: req.params.shopId, version, reason });
      return ok(req, result);
    },
  );
};
