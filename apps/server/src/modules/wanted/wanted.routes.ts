import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import {
  ZFollowCategoriesRequest,
  ZNewWantedList,
  ZWantedCount,
  ZWantedList,
  ZWantedParams,
  ZWantedPushRequest,
} from '@scrapbridge/domain/wanted';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { followCategories } from './follow-categories.ts';
import { listNewCategories } from './list-new-categories.ts';
import { listWanted } from './list-wanted.ts';
import { setWantedPush } from './set-wanted-push.ts';
import { unfollowCategory } from './unfollow-category.ts';

/** Followed categories (§3 Wanted item, §4 Follow dialog, §5 leastone, §7 /wanted…). */
export const wantedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/wanted/list',
    { schema: { tags: ['wanted'], summary: 'The categories the caller follows, with live asks and push', response: { 200: envelopeOf(ZWantedList) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listWanted({ db, userId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/wanted/list/new',
    { schema: { tags: ['wanted'], summary: 'Enabled categories the caller does not follow yet', response: { 200: envelopeOf(ZNewWantedList) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listNewCategories({ db, userId });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/wanted',
    {
      schema: {
        tags: ['wanted'],
        summary: 'Follow categories {categoryIdList} (at least one: leastone)',
        body: ZFollowCategoriesRequest,
        response: { 200: envelopeOf(ZWantedCount) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await followCategories({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.put(
    '/app-v2/wanted',
    {
      schema: {
        tags: ['wanted'],
        summary: 'Push on (0) or off (1) for one followed category',
        body: ZWantedPushRequest,
        response: { 200: envelopeOf(ZNoData) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await setWantedPush({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.delete(
    '/app-v2/wanted/:wantedId',
    {
      schema: {
        tags: ['wanted'],
        summary: 'Stop following a category (the last one stays: leastone)',
        params: ZWantedParams,
        response: { 200: envelopeOf(ZWantedCount) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await unfollowCategory({ db, userId, wantedId: req.params.wantedId });
      return ok(req, result);
    },
  );
};
