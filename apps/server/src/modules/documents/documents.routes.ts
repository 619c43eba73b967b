import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the documents endpoints. */
export const documentsRoutes: FastifyPluginAsyncZod = async () => {};
