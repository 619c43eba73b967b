import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemContract as c } from '@scrapbridge/domain/contract/system';
import { route } from '../../../lib/register-route.ts';
import { getSystemPing } from './get-system-ping.ts';

/** The /test diagnostics page's server side (declared in packages/domain/src/contract/system.ts). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kind } = app.deps.database;
  route(app, c.ping, () => getSystemPing({ databaseKind: kind }));
};
