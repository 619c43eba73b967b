import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificationContract as c } from '@scrapbridge/domain/contract/verification';
import { route } from '../../../lib/register-route.ts';
import { approveVerification } from './approve-verification.ts';
import { listVerificationQueue } from './list-verification-queue.ts';
import { refuseVerification } from './refuse-verification.ts';

/** Staff review of enterprise verification (declared in packages/domain/src/contract/verification.ts). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  route(app, c.queue, ({ query }) => listVerificationQueue({ ...query, db, publicUrl: deps.config.publicUrl }));

  route(app, c.approve, ({ session, params, body }) =>
    approveVerification({ deps, staffUserId: session.userId, verificationId: params.verificationId, version: body.version, userType: body.userType }),
  );

  route(app, c.refuse, ({ session, params, body }) =>
    refuseVerification({ deps, staffUserId: session.userId, verificationId: params.verificationId, version: body.version, reason: body.reason }),
  );
};
