import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsContract as c } from '@scrapbridge/domain/contract/claims';
import { route } from '../../../lib/register-route.ts';
import { answerClaim, closeClaim, fallbackQuality, mediateClaim, postClaimMessage, settleClaim, withdrawClaim } from './claim-steps.ts';
import { getClaim, getClaimSelection, listContractClaims, listStaffClaims, queryClaimRecord } from './read-claims.ts';
import { saveClaim } from './save-claim.ts';
import { commitClaim, launchClaim } from './submit-claim.ts';

/**
 * Claims (issue 15 item 3; declared in packages/domain/src/contract/claims.ts): the §7 /claim calls, the seller's
 * answer and the thread, and the staff queue, mediation, settlement and closing.
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const viewerOf = (s: { userId: string; isStaff: boolean }) => ({ userId: s.userId, isStaff: s.isStaff });

  route(app, c.queryClaimRecord, ({ req, session, query }) => queryClaimRecord({ db, viewer: viewerOf(session), lang: req.lang, query }));
  route(app, c.selection, ({ session, query }) => getClaimSelection({ deps, viewer: viewerOf(session), shipmentId: query.shipmentId }));
  route(app, c.detail, ({ req, session, params }) => getClaim({ db, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId }));
  route(app, c.contractClaims, ({ req, session, params }) => listContractClaims({ db, viewer: viewerOf(session), lang: req.lang, contractId: params.contractId }));

  route(app, c.updateClaim, ({ req, session, body }) => {
    const { claimId, shipmentId, ...fields } = body;
    return saveClaim({ deps, viewer: viewerOf(session), lang: req.lang, shipmentId, claimId, fields });
  });
  route(app, c.launchClaim, ({ req, session, body }) => {
    const { shipmentId, ...fields } = body;
    return launchClaim({ deps, viewer: viewerOf(session), lang: req.lang, shipmentId, fields });
  });
  route(app, c.commitClaim, ({ req, session, body }) => commitClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: body.claimId, seenStatus: body.status }));
  route(app, c.fallbackQuality, ({ req, session, body }) =>
    fallbackQuality({ deps, viewer: viewerOf(session), lang: req.lang, claimId: body.claimId, seenStatus: body.status, reason: body.reason }),
  );
  route(app, c.withdraw, ({ req, session, params, body }) =>
    withdrawClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, seenStatus: body.status, reason: body.reason }),
  );
  route(app, c.answer, ({ req, session, params, body }) => answerClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, body }));
  route(app, c.message, ({ req, session, params, body }) => postClaimMessage({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, text: body.text }));

  route(app, c.staffQueue, ({ req, query }) => listStaffClaims({ db, lang: req.lang, query }));
  route(app, c.mediate, ({ req, session, params, body }) =>
    mediateClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, seenStatus: body.status, note: body.note }),
  );
  route(app, c.settle, ({ req, session, params, body }) =>
    settleClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, seenStatus: body.status, amount: body.amount, note: body.note }),
  );
  route(app, c.close, ({ req, session, params, body }) =>
    closeClaim({ deps, viewer: viewerOf(session), lang: req.lang, claimId: params.claimId, seenStatus: body.status, note: body.note }),
  );
};
