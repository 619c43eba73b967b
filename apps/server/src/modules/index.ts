import type { FastifyInstance } from 'fastify';

/** Every area registers its routes here (one module per area, ARCHITECTURE.md layout). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
