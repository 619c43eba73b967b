import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersContract as c } from '@scrapbridge/domain/contract/orders';
import { route } from '../../../lib/register-route.ts';
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
 * Orders (issue 5; declared in packages/domain/src/contract/orders.ts): the order list and search (§2 /order-list), the
 * two-step contract confirmation (§2, §5 Contract form), the company address book of consignees, notify parties and
 * shippers, the contract PDF, and staff voiding. Every contract endpoint goes through requireContractAccess: a third
 * company is answered "not found".
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps.database;
  const fontProblem = checkPdfFonts();
  if (fontProblem) app.log.error(fontProblem);

  route(app, c.list, ({ req, session, query }) => listOrders({ db, userId: session.userId, lang: req.lang, query }));

  route(app, c.confirmCompany, ({ session, params, body }) =>
    confirmCompany({ deps, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff }, input: body }),
  );

  route(app, c.confirmBillOfLading, ({ session, params, body }) =>
    confirmBillOfLading({ deps, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff }, input: body }),
  );

  route(app, c.pdf, async ({ reply, session, params }) => {
    const { fileName, pdf } = await getContractPdf({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } });
    return reply
      .status(200)
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'private, no-store',
        'content-length': String(pdf.length),
      })
      .send(pdf);
  });

  route(app, c.addressBook, ({ session, query }) => listAddressBook({ db, userId: session.userId, kind: query.kind }));

  route(app, c.addAddress, ({ session, body }) => addAddress({ db, userId: session.userId, input: body }));

  route(app, c.changeAddress, ({ session, params, body }) => changeAddress({ db, userId: session.userId, id: params.id, input: body }));

  route(app, c.removeAddress, ({ session, params }) => removeAddress({ db, userId: session.userId, id: params.id }));

  route(app, c.voidContract, ({ session, params, body }) =>
    voidContract({ deps, contractId: params.contractId, staffUserId: session.userId, reason: body.reason }),
  );
};
