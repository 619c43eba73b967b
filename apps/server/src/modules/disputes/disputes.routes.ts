import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@scrapbridge/domain/api';
import {
  ZAnswerDisputeRequest,
  ZDispute,
  ZDisputeActionRequest,
  ZDisputeParams,
  ZRaiseDisputeRequest,
  ZStaffDispute,
  ZStaffDisputesQuery,
} from '@scrapbridge/domain/orders/dispute';
import { ZContractParams } from '@scrapbridge/domain/quotes/quote-view';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { answerDispute } from './answer-dispute.ts';
import { closeDispute } from './close-dispute.ts';
import { contactDispute } from './contact-dispute.ts';
import { listContractDisputes } from './list-contract-disputes.ts';
import { listStaffDisputeQueue } from './list-staff-disputes.ts';
import { raiseDispute } from './raise-dispute.ts';

/**
 * Orders (issue 5): contract disputes (§2 dispute section) with the §9 response-time clocks — raised by a party, read
 * by both parties and staff, contacted, answered and closed by staff (each staff action audited).
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/app-v2/contract/:contractId/dispute',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Raise a dispute on a contract {text} (its buyer or seller; staff 1403); the operator is e-mailed',
        params: ZContractParams,
        body: ZRaiseDisputeRequest,
        response: { 200: envelopeOf(ZDispute) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await raiseDispute({ deps, contractId: req.params.contractId, viewer: { userId, isStaff }, text: req.body.text }));
    },
  );

  app.get(
    '/app-v2/contract/:contractId/disputes',
    {
      schema: {
        tags: ['disputes'],
        summary: "A contract's disputes with status, answer and the §9 clocks (parties and staff)",
        params: ZContractParams,
        response: { 200: envelopeOf(listOf(ZDispute)) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await listContractDisputes({ db, contractId: req.params.contractId, viewer: { userId, isStaff } }));
    },
  );

  app.get(
    '/admin/disputes',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'disputes'],
        summary: 'The dispute queue: waiting first, soonest due first, with contract, parties and §9 clocks (staff)',
        querystring: ZStaffDisputesQuery,
        response: { 200: envelopeOf(listOf(ZStaffDispute)) },
      },
    },
    async (req) => ok(req, await listStaffDisputeQueue({ ...req.query, db, lang: req.lang })),
  );

  app.post(
    '/admin/dispute/:id/contact',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'disputes'],
        summary: 'Staff contacted the party {status?: the status read} (open only; else 110801)',
        params: ZDisputeParams,
        body: ZDisputeActionRequest,
        response: { 200: envelopeOf(ZDispute) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await contactDispute({ db, staffUserId: userId, disputeId: req.params.id, seenStatus: req.body.status }));
    },
  );

  app.post(
    '/admin/dispute/:id/answer',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'disputes'],
        summary: 'Answer a dispute {answer, status?} (open or contacted; else 110801); the party is notified',
        params: ZDisputeParams,
        body: ZAnswerDisputeRequest,
        response: { 200: envelopeOf(ZDispute) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await answerDispute({ deps, staffUserId: userId, disputeId: req.params.id, ...req.body }));
    },
  );

  app.post(
    '/admin/dispute/:id/close',
    {
      config: { staff: true },
      schema: {
        tags: ['admin', 'disputes'],
        summary: 'Close a dispute {status?} (not already closed; else 110801)',
        params: ZDisputeParams,
        body: ZDisputeActionRequest,
        response: { 200: envelopeOf(ZDispute) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await closeDispute({ db, staffUserId: userId, disputeId: req.params.id, seenStatus: req.body.status }));
    },
  );
};
