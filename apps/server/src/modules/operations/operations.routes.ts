import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the operations endpoints. */
export const operationsRoutes: FastifyPluginAsyncZod = async () => {};
