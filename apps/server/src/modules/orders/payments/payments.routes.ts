import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsContract as c } from '@scrapbridge/domain/contract/payments';
import { route } from '../../../lib/register-route.ts';
import { issueInvoice } from './issue-invoice.ts';
import { listInvoices } from './list-contract-invoices.ts';
import { listStaffPayments } from './list-staff-payments.ts';
import { recordPayment } from './record-payment.ts';
import { remindInvoice } from './remind-invoice.ts';
import { updateInvoice } from './update-invoice.ts';

/**
 * Orders (issue 5 item 4; §3 deposit and final payment invoices; §4 deposit paid/unpaid, payment unpaid/partial/paid;
 * declared in packages/domain/src/contract/payments.ts): staff issue invoices, record payments with their receipt and
 * remind buyers; the parties read their contract's invoices; a sweep reminds buyers of what is due.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  route(app, c.contractInvoices, ({ session, params }) =>
    listInvoices({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } }),
  );

  route(app, c.issue, ({ session, params, body }) => issueInvoice({ db, staffUserId: session.userId, contractId: params.contractId, input: body }));

  route(app, c.update, ({ session, params, body }) => updateInvoice({ db, staffUserId: session.userId, invoiceId: params.invoiceId, input: body }));

  route(app, c.recordPayment, ({ session, params, body }) => recordPayment({ db, staffUserId: session.userId, invoiceId: params.invoiceId, input: body }));

  route(app, c.remind, ({ session, params }) => remindInvoice({ deps, staffUserId: session.userId, invoiceId: params.invoiceId }));

  route(app, c.staffList, ({ query }) => listStaffPayments({ ...query, db }));
};
