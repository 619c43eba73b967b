import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZMarketSwitchResponse } from '@scrapbridge/domain/auth';
import {
  ZAgentLinkParams,
  ZAgentLinkRequest,
  ZAgentLinkResult,
  ZAgentParams,
  ZAuditLogPage,
  ZAuditLogQuery,
  ZBlockResult,
  ZBlockUserRequest,
  ZMarketPermissionGrantRequest,
  ZStaffUserDetail,
  ZStaffUserListQuery,
  ZStaffUserPage,
  ZUserParams,
} from '@scrapbridge/domain/staff-users';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { blockUser } from './block-user.ts';
import { getStaffUser } from './get-staff-user.ts';
import { linkAgent } from './link-agent.ts';
import { listAuditLog } from './list-audit-log.ts';
import { listStaffUsers } from './list-staff-users.ts';
import { setMarketPermission } from './set-market-permission.ts';
import { unblockUser } from './unblock-user.ts';
import { unlinkAgent } from './unlink-agent.ts';

/** Staff console: users, market permissions, agents, block/unblock, audit log (staff only; admin paths unprefixed, §7). */
export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const staff = { staff: true } as const;

  app.get(
    '/admin/users',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Users: search by e-mail, phone, name or company; filter by userState and userType (staff)',
        querystring: ZStaffUserListQuery,
        response: { 200: envelopeOf(ZStaffUserPage) },
      },
    },
    async (req) => {
      const result = await listStaffUsers({ ...req.query, db });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/users/:userId',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'One user in full: profile, company, markets, verifications, shop, sessions, agents (staff)',
        params: ZUserParams,
        response: { 200: envelopeOf(ZStaffUserDetail) },
      },
    },
    async (req) => {
      const result = await getStaffUser({ db, userId: req.params.userId, publicUrl: deps.config.publicUrl });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/users/:userId/block',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Block an account (userState 9) and end all its sessions at once (staff)',
        params: ZUserParams,
        body: ZBlockUserRequest,
        response: { 200: envelopeOf(ZBlockResult) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await blockUser({ db, staffUserId: userId, userId: req.params.userId, reason: req.body.reason });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/users/:userId/unblock',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Unblock an account, restoring its previous state (staff)',
        params: ZUserParams,
        response: { 200: envelopeOf(ZBlockResult) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await unblockUser({ db, staffUserId: userId, userId: req.params.userId });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/users/:userId/market-permissions',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Grant (1) or revoke (0) one market {market, permission} (staff)',
        params: ZUserParams,
        body: ZMarketPermissionGrantRequest,
        response: { 200: envelopeOf(ZMarketSwitchResponse) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await setMarketPermission({ ...req.body, db, staffUserId: userId, userId: req.params.userId });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/users/:agentId/agent-for',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Let a consignment agent publish for a seller {sellerUserId} (staff)',
        params: ZAgentParams,
        body: ZAgentLinkRequest,
        response: { 200: envelopeOf(ZAgentLinkResult) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await linkAgent({ db, staffUserId: userId, agentUserId: req.params.agentId, sellerUserId: req.body.sellerUserId });
      return ok(req, result);
    },
  );

  app.delete(
    '/admin/users/:agentId/agent-for/:sellerUserId',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'End an agent link (staff)',
        params: ZAgentLinkParams,
        response: { 200: envelopeOf(ZAgentLinkResult) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await unlinkAgent({ db, staffUserId: userId, agentUserId: req.params.agentId, sellerUserId: req.params.sellerUserId });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Staff actions and security events, newest first, by actor, action or target (staff)',
        querystring: ZAuditLogQuery,
        response: { 200: envelopeOf(ZAuditLogPage) },
      },
    },
    async (req) => {
      const result = await listAuditLog({ ...req.query, db });
      return ok(req, result);
    },
  );
};
