import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopsContract as c } from '@scrapbridge/domain/contract/shops';
import { route } from '../../lib/register-route.ts';
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
import { universeShopSource } from './universe-shops.ts';
import { updateShopOfSeller } from './update-shop.ts';

/**
 * Seller shops (§3 Shop, §4 shop status, §5, §6 Vip, §7 /shop…, §9 3 working days) and their staff review (declared
 * in packages/domain/src/contract/shops.ts).
 */
export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  app.publicSite.registerPage('/share-shop', shopPagePreview);
  app.publicSite.registerSitemapSource(shopSitemapSource);
  app.publicSite.publicShops = universeShopSource;

  route(app, c.apply, ({ req, session, body }) => applyShop({ ...body, db, session, lang: req.lang }));

  route(app, c.update, ({ req, session, body }) => updateShopOfSeller({ ...body, db, session, lang: req.lang }));

  route(app, c.my, ({ req, session }) => getMyShop({ db, session, lang: req.lang }));

  route(app, c.list, ({ req, session, query }) => listShops({ ...query, db, viewerUserId: session?.userId ?? null, lang: req.lang }));

  route(app, c.followed, ({ req, session, query }) => listFollowedShops({ ...query, db, userId: session.userId, lang: req.lang }));

  route(app, c.follow, ({ session, params }) => followShop({ db, session, shopId: params.shopId }));

  route(app, c.unfollow, ({ session, params }) => unfollowShop({ db, session, shopId: params.shopId }));

  route(app, c.sellerShop, ({ req, session, params }) => {
    const viewer = session ? { userId: session.userId, isStaff: session.isStaff } : null;
    return getSellerShop({ db, sellerId: params.sellerId, viewer, lang: req.lang });
  });

  route(app, c.get, ({ req, session, params, query }) => {
    const viewer = session ? { userId: session.userId, isStaff: session.isStaff } : null;
    const { pageNum, pageSize } = query;
    return getShop({ db, shopId: params.shopId, viewer, lang: req.lang, pageNum, pageSize });
  });

  route(app, c.reviewQueue, ({ req, session, query }) => listShopReviewQueue({ ...query, db, staffUserId: session.userId, lang: req.lang }));

  route(app, c.approve, ({ session, params, body }) => approveShop({ deps, staffUserId: session.userId, shopId: params.shopId, version: body.version }));

  route(app, c.refuse, ({ session, params, body }) => {
    const { version, reason } = body;
    return refuseShop({ deps, staffUserId: session.userId, shopId: params.shopId, version, reason });
  });
};
