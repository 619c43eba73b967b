import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the disputes endpoints. */
export const disputesRoutes: FastifyPluginAsyncZod = async () => {};
