import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders (issue 5): the shipments endpoints. */
export const shipmentsRoutes: FastifyPluginAsyncZod = async () => {};
