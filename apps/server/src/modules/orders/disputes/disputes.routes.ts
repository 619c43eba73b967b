import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputesContract as c } from '@scrapbridge/domain/contract/disputes';
import { route } from '../../../lib/register-route.ts';
import { answerDispute } from './answer-dispute.ts';
import { closeDispute } from './close-dispute.ts';
import { contactDispute } from './contact-dispute.ts';
import { listContractDisputes } from './list-contract-disputes.ts';
import { listStaffDisputeQueue } from './list-staff-disputes.ts';
import { raiseDispute } from './raise-dispute.ts';

/**
 * Orders (issue 5; declared in packages/domain/src/contract/disputes.ts): contract disputes (§2 dispute section) with
 * the §9 response-time clocks — raised by a party, read by both parties and staff, contacted, answered and closed by
 * staff (each staff action audited).
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  route(app, c.raise, ({ session, params, body }) =>
    raiseDispute({ deps, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff }, text: body.text }),
  );

  route(app, c.contractDisputes, ({ session, params }) =>
    listContractDisputes({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } }),
  );

  route(app, c.staffQueue, ({ req, query }) => listStaffDisputeQueue({ ...query, db, lang: req.lang }));

  route(app, c.contact, ({ session, params, body }) => contactDispute({ db, staffUserId: session.userId, disputeId: params.id, seenStatus: body.status }));

  route(app, c.answer, ({ session, params, body }) => answerDispute({ deps, staffUserId: session.userId, disputeId: params.id, ...body }));

  route(app, c.close, ({ session, params, body }) => closeDispute({ db, staffUserId: session.userId, disputeId: params.id, seenStatus: body.status }));
};
