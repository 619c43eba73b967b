import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the payments endpoints. */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
