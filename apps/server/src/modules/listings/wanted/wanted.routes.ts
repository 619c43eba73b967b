import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantedContract as c } from '@scrapbridge/domain/contract/wanted';
import { route } from '../../../lib/register-route.ts';
import { followCategories } from './follow-categories.ts';
import { listNewCategories } from './list-new-categories.ts';
import { listWanted } from './list-wanted.ts';
import { setWantedPush } from './set-wanted-push.ts';
import { unfollowCategory } from './unfollow-category.ts';

/** Followed categories (declared in packages/domain/src/contract/wanted.ts). */
export const wantedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.list, ({ session }) => listWanted({ db, userId: session.userId }));

  route(app, c.listNew, ({ session }) => listNewCategories({ db, userId: session.userId }));

  route(app, c.follow, ({ session, body }) => followCategories({ ...body, db, userId: session.userId }));

  route(app, c.setPush, ({ session, body }) => setWantedPush({ ...body, db, userId: session.userId }));

  route(app, c.unfollow, ({ session, params }) => unfollowCategory({ db, userId: session.userId, wantedId: params.wantedId }));
};
