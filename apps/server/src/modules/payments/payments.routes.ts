import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import {
  ZContractMoney,
  ZInvoiceContractParams,
  ZInvoiceParams,
  ZInvoiceRequest,
  ZInvoiceWritten,
  ZPaymentRequest,
  ZReminderSent,
  ZStaffPaymentPage,
  ZStaffPaymentQuery,
} from '@scrapbridge/domain/orders/money';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { issueInvoice } from './issue-invoice.ts';
import { listInvoices } from './list-contract-invoices.ts';
import { listStaffPayments } from './list-staff-payments.ts';
import { recordPayment } from './record-payment.ts';
import { remindInvoice } from './remind-invoice.ts';
import { updateInvoice } from './update-invoice.ts';

/**
 * Orders (issue 5 item 4; §3 deposit and final payment invoices; §4 deposit paid/unpaid, payment unpaid/partial/paid):
 * staff issue invoices, record payments with their receipt and remind buyers; the parties read their contract's
 * invoices; a sweep reminds buyers of what is due.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/app-v2/contract/:contractId/invoices',
    {
      schema: {
        tags: ['orders'],
        summary: "A contract's invoices with paid, outstanding, due and overdue, their payments, and the deposit/payment status (parties and staff)",
        params: ZInvoiceContractParams,
        response: { 200: envelopeOf(ZContractMoney) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await listInvoices({ db, contractId: req.params.contractId, viewer: { userId, isStaff } }));
    },
  );

  app.post(
    '/admin/contract/:contractId/invoice',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Issue an invoice {type deposit|final, invoiceNo, issueDate, dueDate?, issuer, billTo, amount, currency?} (staff)',
        description: 'amount: > 0 with at most 2 decimals; currency: the contract\'s (defaults to it); invoiceNo unique. Voided contract: 1301.',
        params: ZInvoiceContractParams,
        body: ZInvoiceRequest,
        response: { 200: envelopeOf(ZInvoiceWritten) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await issueInvoice({ db, staffUserId: userId, contractId: req.params.contractId, input: req.body }));
    },
  );

  app.put(
    '/admin/invoice/:invoiceId',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Correct an invoice (same body as issuing; the amount cannot go below what is paid) (staff)',
        params: ZInvoiceParams,
        body: ZInvoiceRequest,
        response: { 200: envelopeOf(ZInvoiceWritten) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await updateInvoice({ db, staffUserId: userId, invoiceId: req.params.invoiceId, input: req.body }));
    },
  );

  app.post(
    '/admin/invoice/:invoiceId/payment',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Record a payment {amount, paidOn, receiptDocumentId?, note?}; updates the deposit and payment status (staff)',
        description: 'More than the outstanding amount: 1000 naming amount. receiptDocumentId: a swift_receipt document of the same contract.',
        params: ZInvoiceParams,
        body: ZPaymentRequest,
        response: { 200: envelopeOf(ZInvoiceWritten) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await recordPayment({ db, staffUserId: userId, invoiceId: req.params.invoiceId, input: req.body }));
    },
  );

  app.post(
    '/admin/invoice/:invoiceId/remind',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Remind the buyer of an unpaid invoice now, in-app and by e-mail in their language (staff)',
        params: ZInvoiceParams,
        response: { 200: envelopeOf(ZReminderSent) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      return ok(req, await remindInvoice({ deps, staffUserId: userId, invoiceId: req.params.invoiceId }));
    },
  );

  app.get(
    '/admin/payments',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Invoices to chase: status due|overdue|unpaid|all, keyword (contract no, invoice no, company), pageNum, pageSize (staff)',
        querystring: ZStaffPaymentQuery,
        response: { 200: envelopeOf(ZStaffPaymentPage) },
      },
    },
    async (req) => {
      return ok(req, await listStaffPayments({ ...req.query, db }));
    },
  );
};
