import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import {
  ANY_DOCUMENT_MIME,
  DOCUMENT_MAX_BYTES,
  ZContractDocument,
  ZContractDocumentList,
  ZDocumentContractParams,
  ZDocumentFileQuery,
  ZDocumentParams,
  ZDocumentWithdrawn,
} from '@scrapbridge/domain/orders/documents';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { getDocumentFile } from './get-document-file.ts';
import { listDocuments } from './list-documents.ts';
import { uploadDocument } from './upload-document.ts';
import { withdrawDocument } from './withdraw-document.ts';

/**
 * Orders (issue 5 item 3; §3 contract files): upload, list, preview/download and withdraw a contract's documents.
 * Every route is for the contract's two parties and staff only (requireContractAccess: 404 to anyone else).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const tmpDir = path.join(deps.config.dataDir, 'tmp', 'uploads');
  // §5 "attachment limits exist": one size for every document (DOCUMENT_MAX_BYTES), enforced while streaming.
  const limits = { image: DOCUMENT_MAX_BYTES, video: DOCUMENT_MAX_BYTES };

  // Encapsulated in this plugin: multipart bodies reach the upload route and nothing else.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  app.post(
    '/app-v2/contract/:contractId/document',
    {
      schema: {
        tags: ['orders'],
        summary: 'Upload a contract document (multipart: type, shipmentId?, remark?, then file)',
        description:
          'Types: booking_confirmation, draft_bl, original_bl, packing_list, packing_photo, signed_contract, swift_receipt. ' +
          'Staff may upload every type; the seller booking confirmation, packing list, packing photos and the signed contract; ' +
          'the buyer the signed contract and swift/receipts (403 + code 1000 naming `type` otherwise). The real type is read from ' +
          'the bytes: PDF, JPEG, PNG, WebP, and xlsx/docx where the document type allows; at most 20 MB (403 above). Voided contract: 1301.',
        consumes: ['multipart/form-data'],
        params: ZDocumentContractParams,
        response: { 200: envelopeOf(ZContractDocument) },
      },
    },
    async (req, reply) => {
      const { userId, isStaff } = requireSession(req);
      const viewer = { userId, isStaff };
      // The rest of a refused upload is never read: close the connection after answering, rather than keep it open
      // for bytes nobody wants. A stranger to the contract is answered before a byte of the file is read.
      const refuse = (err: unknown) => {
        reply.header('connection', 'close');
        throw err;
      };
      await requireContractAccess({ db, contractId: req.params.contractId, viewer }).catch(refuse);
      const upload = await receiveUpload(req, { tmpDir, allowedMime: ANY_DOCUMENT_MIME, limits, tooLargeKey: 'documents.errors.tooLarge' }).catch(refuse);
      const result = await uploadDocument({ deps, contractId: req.params.contractId, viewer, upload });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/contract/:contractId/documents',
    {
      schema: {
        tags: ['orders'],
        summary: "A contract's documents by type, with who uploaded them and the types the caller may upload (parties and staff)",
        params: ZDocumentContractParams,
        response: { 200: envelopeOf(ZContractDocumentList) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      return ok(req, await listDocuments({ db, contractId: req.params.contractId, viewer: { userId, isStaff } }));
    },
  );

  app.get(
    '/app-v2/contract/:contractId/document/:documentId/file',
    {
      schema: {
        tags: ['orders'],
        summary: 'The bytes of a contract document: inline, or as an attachment with ?download=1 (parties and staff). Range and ETag.',
        description: 'The session may come from the token cookie, so links and <img> work.',
        params: ZDocumentParams,
        querystring: ZDocumentFileQuery,
      },
    },
    async (req, reply) => {
      const { userId, isStaff } = requireSession(req);
      const result = await getDocumentFile({
        deps,
        contractId: req.params.contractId,
        documentId: req.params.documentId,
        viewer: { userId, isStaff },
        download: req.query.download === '1',
        range: req.headers.range,
        ifNoneMatch: req.headers['if-none-match'],
      });
      reply.status(result.status).headers(result.headers);
      return result.stream ? reply.send(result.stream) : reply.send();
    },
  );

  app.delete(
    '/app-v2/contract/:contractId/document/:documentId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Withdraw a document (its uploader or staff); it stays on record but leaves the list',
        params: ZDocumentParams,
        response: { 200: envelopeOf(ZDocumentWithdrawn) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      const result = await withdrawDocument({ db, contractId: req.params.contractId, documentId: req.params.documentId, viewer: { userId, isStaff } });
      return ok(req, result);
    },
  );
};
