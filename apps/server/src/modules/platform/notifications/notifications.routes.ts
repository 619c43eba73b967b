import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract as c } from '@scrapbridge/domain/contract/notifications';
import { route } from '../../../lib/register-route.ts';
import { countUnread } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { readAllNotifications } from './read-all-notifications.ts';
import { readNotification } from './read-notification.ts';

/** The caller's in-app notifications, the bell (declared in packages/domain/src/contract/notifications.ts). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.list, ({ req, session, query }) => listNotifications({ ...query, db, userId: session.userId, lang: req.lang }));

  route(app, c.unreadCount, ({ session }) => countUnread({ db, userId: session.userId }));

  route(app, c.readAll, ({ session }) => readAllNotifications({ db, userId: session.userId }));

  route(app, c.read, ({ session, params }) => readNotification({ db, userId: session.userId, id: params.id }));
};
