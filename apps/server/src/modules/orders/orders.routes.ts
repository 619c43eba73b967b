import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import { ZContractParams } from '@scrapbridge/domain/quotes/quote-view';
import {
  ZAddressBookEntry,
  ZAddressBookList,
  ZAddressBookQuery,
  ZContractDetail,
  ZIdParams,
  ZOrderListQuery,
  ZOrderPage,
  ZVoidContractRequest,
} from '@scrapbridge/domain/orders/contract';
import { ZAddressBookInput, ZConfirmBillOfLadingRequest, ZConfirmCompanyRequest } from '@scrapbridge/domain/orders/contract-form';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { addAddress } from './add-address.ts';
import { changeAddress } from './change-address.ts';
import { listAddressBook } from './list-address-book.ts';
import { removeAddress } from './remove-address.ts';
import { confirmBillOfLading } from './confirm-bill-of-lading.ts';
import { confirmCompany } from './confirm-company.ts';
import { checkPdfFonts } from './contract-pdf-font.ts';
import { getContractPdf } from './get-contract-pdf.ts';
import { listOrders } from './list-orders.ts';
import { voidContract } from './void-contract.ts';

/**
 * Orders (issue 5): the order list and search (§2 /order-list), the two-step contract confirmation (§2, §5 Contract
 * form), the company address book of consignees, notify parties and shippers, the contract PDF, and staff voiding.
 * Every contract endpoint goes through requireContractAccess: a third company is answered "not found".
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps.database;
  const fontProblem = checkPdfFonts();
  if (fontProblem) app.log.error(fontProblem);

  app.get(
    '/app-v2/order/list',
    {
      schema: {
        tags: ['orders'],
        summary: "The viewer's contracts (all / purchase / sale), newest first; by status; search by contract, BL or container number",
        querystring: ZOrderListQuery,
        response: { 200: envelopeOf(ZOrderPage) },
      },
    },
    async (req) => ok(req, await listOrders({ db, userId: requireSession(req).userId, lang: req.lang, query: req.query })),
  );

  app.put(
    '/app-v2/contract/:contractId/confirm/company',
    {
      schema: {
        tags: ['orders'],
        summary: "Confirmation step 1: the viewer's contract company and acceptance of the terms (each party for its side)",
        params: ZContractParams,
        body: ZConfirmCompanyRequest,
        response: { 200: envelopeOf(ZContractDetail) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await confirmCompany({ deps, contractId: req.params.contractId, viewer: { userId, isStaff }, input: req.body }));
    },
  );

  app.put(
    '/app-v2/contract/:contractId/confirm/bill-of-lading',
    {
      schema: {
        tags: ['orders'],
        summary: "Confirmation step 2 (the buyer): consignee, notify parties, shipper, shipping marks, HS code, taxId, terminal dock, dispute",
        params: ZContractParams,
        body: ZConfirmBillOfLadingRequest,
        response: { 200: envelopeOf(ZContractDetail) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await confirmBillOfLading({ deps, contractId: req.params.contractId, viewer: { userId, isStaff }, input: req.body }));
    },
  );

  app.get(
    '/app-v2/contract/:contractId/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'The bilingual contract PDF, as an attachment named by the contract number (parties and staff)',
        description: 'The session may come from the token cookie, so a plain link works.',
        params: ZContractParams,
      },
    },
    async (req, reply) => {
      const { userId, isStaff } = requireSession(req);
      const { fileName, pdf } = await getContractPdf({ db, contractId: req.params.contractId, viewer: { userId, isStaff } });
      return reply
        .status(200)
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          'cache-control': 'private, no-store',
          'content-length': String(pdf.length),
        })
        .send(pdf);
    },
  );

  app.get(
    '/app-v2/address-book',
    {
      schema: {
        tags: ['orders'],
        summary: "The viewer's company address book (consignees, notify parties, shippers), by kind",
        querystring: ZAddressBookQuery,
        response: { 200: envelopeOf(ZAddressBookList) },
      },
    },
    async (req) => ok(req, await listAddressBook({ db, userId: requireSession(req).userId, kind: req.query.kind })),
  );

  app.post(
    '/app-v2/address-book',
    {
      schema: { tags: ['orders'], summary: 'Add an address-book entry for the company', body: ZAddressBookInput, response: { 200: envelopeOf(ZAddressBookEntry) } },
    },
    async (req) => ok(req, await addAddress({ db, userId: requireSession(req).userId, input: req.body })),
  );

  app.put(
    '/app-v2/address-book/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "Change an entry of the company's address book",
        params: ZIdParams,
        body: ZAddressBookInput,
        response: { 200: envelopeOf(ZAddressBookEntry) },
      },
    },
    async (req) => ok(req, await changeAddress({ db, userId: requireSession(req).userId, id: req.params.id, input: req.body })),
  );

  app.delete(
    '/app-v2/address-book/:id',
    {
      schema: { tags: ['orders'], summary: "Delete an entry of the company's address book", params: ZIdParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => ok(req, await removeAddress({ db, userId: requireSession(req).userId, id: req.params.id })),
  );

  app.post(
    '/admin/contract/:contractId/void',
    {
      config: { staff: true },
      schema: {
        tags: ['orders'],
        summary: 'Void a contract with its reason; both parties are told (staff)',
        params: ZContractParams,
        body: ZVoidContractRequest,
        response: { 200: envelopeOf(ZContractDetail) },
      },
    },
    async (req) =>
      ok(req, await voidContract({ deps, contractId: req.params.contractId, staffUserId: requireSession(req).userId, reason: req.body.reason })),
  );
};
