import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffUsersContract as c } from '@scrapbridge/domain/contract/staff-users';
import { route } from '../../../lib/register-route.ts';
import { blockUser } from './block-user.ts';
import { getStaffUser } from './get-staff-user.ts';
import { linkAgent } from './link-agent.ts';
import { listAuditLog } from './list-audit-log.ts';
import { listStaffUsers } from './list-staff-users.ts';
import { setMarketPermission } from './set-market-permission.ts';
import { unblockUser } from './unblock-user.ts';
import { unlinkAgent } from './unlink-agent.ts';

/** Staff console: users, market permissions, agents, block/unblock, audit log (declared in packages/domain/src/contract/staff-users.ts). */
export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  route(app, c.list, ({ query }) => listStaffUsers({ ...query, db }));

  route(app, c.get, ({ params }) => getStaffUser({ db, userId: params.userId, publicUrl: deps.config.publicUrl }));

  route(app, c.block, ({ session, params, body }) => blockUser({ db, staffUserId: session.userId, userId: params.userId, reason: body.reason }));

  route(app, c.unblock, ({ session, params }) => unblockUser({ db, staffUserId: session.userId, userId: params.userId }));

  route(app, c.setMarketPermission, ({ session, params, body }) =>
    setMarketPermission({ ...body, db, staffUserId: session.userId, userId: params.userId }),
  );

  route(app, c.linkAgent, ({ session, params, body }) =>
    linkAgent({ db, staffUserId: session.userId, agentUserId: params.agentId, sellerUserId: body.sellerUserId }),
  );

  route(app, c.unlinkAgent, ({ session, params }) =>
    unlinkAgent({ db, staffUserId: session.userId, agentUserId: params.agentId, sellerUserId: params.sellerUserId }),
  );

  route(app, c.auditLog, ({ query }) => listAuditLog({ ...query, db }));
};
