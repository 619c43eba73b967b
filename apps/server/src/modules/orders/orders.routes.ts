import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the orders endpoints. */
export const ordersRoutes: FastifyPluginAsyncZod = async () => {};
