import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import {
  ZApproveVerificationRequest,
  ZRefuseVerificationRequest,
  ZVerificationPage,
  ZVerificationParams,
  ZVerificationQueueQuery,
  ZVerificationReviewed,
} from '@scrapbridge/domain/verification';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { approveVerification } from './approve-verification.ts';
import { listVerificationQueue } from './list-verification-queue.ts';
import { refuseVerification } from './refuse-verification.ts';

/** Staff review of enterprise verification (§4 verification flow, §9 1 working day). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/admin/verifications',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Enterprise verification queue, oldest first, with the §9 due time (staff)',
        querystring: ZVerificationQueueQuery,
        response: { 200: envelopeOf(ZVerificationPage) },
      },
    },
    async (req) => {
      const result = await listVerificationQueue({ ...req.query, db, publicUrl: deps.config.publicUrl });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/verifications/:verificationId/approve',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Approve: the user becomes a verified enterprise (VIP) {version, userType?} (staff)',
        params: ZVerificationParams,
        body: ZApproveVerificationRequest,
        response: { 200: envelopeOf(ZVerificationReviewed) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { version, userType } = req.body;
      const result = await approveVerification({ deps, staffUserId: userId, verificationId: req.params.verificationId, version, userType });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/verifications/:verificationId/refuse',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Refuse with a reason the user reads {version, reason} (staff)',
        params: ZVerificationParams,
        body: ZRefuseVerificationRequest,
        response: { 200: envelopeOf(ZVerificationReviewed) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { version, reason } = req.body;
      const result = await refuseVerification({ deps, staffUserId: userId, verificationId: req.params.verificationId, version, reason });
      return ok(req, result);
    },
  );
};
