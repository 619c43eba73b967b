import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimEvidenceContract as c } from '@scrapbridge/domain/contract/claim-evidence';
import { route } from '../../../lib/register-route.ts';
import { getClaimEvidence, saveContainerEvidence, setEvidenceFile, setWeightTolerance } from './claim-evidence.ts';

/** Claim evidence (issue 15 item 4; declared in packages/domain/src/contract/claim-evidence.ts). */
export const claimEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const viewerOf = (s: { userId: string; isStaff: boolean }) => ({ userId: s.userId, isStaff: s.isStaff });

  route(app, c.get, ({ session, query }) => getClaimEvidence({ db, claimId: query.claimId, viewer: viewerOf(session) }));
  route(app, c.saveContainers, ({ session, body }) => saveContainerEvidence({ db, claimId: body.claimId, containers: body.containers, viewer: viewerOf(session) }));
  route(app, c.setFile, ({ session, body }) => setEvidenceFile({ db, body, viewer: viewerOf(session) }));
  route(app, c.setTolerance, ({ session, body }) => setWeightTolerance({ db, contractId: body.contractId, percent: body.percent, staffUserId: session.userId }));
};
