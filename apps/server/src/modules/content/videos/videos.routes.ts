import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videosContract as c } from '@scrapbridge/domain/contract/videos';
import { route } from '../../../lib/register-route.ts';
import { listSiteVideos } from './list-site-videos.ts';
import { removeSiteVideo } from './remove-site-video.ts';
import { reorderSiteVideos } from './reorder-site-videos.ts';
import { saveSiteVideo } from './save-site-video.ts';

/** §2 /videoX: the public playlist and its staff side (declared in packages/domain/src/contract/videos.ts). */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.list, ({ req }) => listSiteVideos({ db, lang: req.lang, includeUnpublished: false }));

  route(app, c.staffList, ({ req }) => listSiteVideos({ db, lang: req.lang, includeUnpublished: true }));

  route(app, c.create, ({ req, session, body }) => saveSiteVideo({ ...body, db, staffUserId: session.userId, lang: req.lang }));

  route(app, c.update, ({ req, session, params, body }) => saveSiteVideo({ ...body, id: params.id, db, staffUserId: session.userId, lang: req.lang }));

  route(app, c.reorder, ({ req, session, body }) => reorderSiteVideos({ db, staffUserId: session.userId, lang: req.lang, ids: body.videoIds }));

  route(app, c.remove, ({ session, params }) => removeSiteVideo({ db, staffUserId: session.userId, id: params.id }));
};
