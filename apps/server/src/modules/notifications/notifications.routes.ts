import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZNotificationListQuery, ZNotificationPage, ZNotificationParams, ZUnreadCount } from '@scrapbridge/domain/notification';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { countUnread } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { readAllNotifications } from './read-all-notifications.ts';
import { readNotification } from './read-notification.ts';

/** The caller's in-app notifications (the bell), and the sweep that sends their queued e-mails. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s notifications, newest first (unread=1: unread only), with the unread count',
        querystring: ZNotificationListQuery,
        response: { 200: envelopeOf(ZNotificationPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listNotifications({ ...req.query, db, userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/notifications/unread-count',
    { schema: { tags: ['notifications'], summary: 'Unread notifications (the bell badge)', response: { 200: envelopeOf(ZUnreadCount) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await countUnread({ db, userId });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/notifications/read-all',
    { schema: { tags: ['notifications'], summary: 'Mark every notification read', response: { 200: envelopeOf(ZUnreadCount) } } },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await readAllNotifications({ db, userId });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: ZNotificationParams,
        response: { 200: envelopeOf(ZUnreadCount) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await readNotification({ db, userId, id: req.params.id });
      return ok(req, result);
    },
  );
};
