import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';

/** Every area registers its routes here (one module per area, ARCHITECTURE.md layout). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(adminRoutes);
}
