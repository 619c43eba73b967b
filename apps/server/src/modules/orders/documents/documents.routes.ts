import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsContract as c } from '@scrapbridge/domain/contract/documents';
import { ANY_DOCUMENT_MIME, DOCUMENT_MAX_BYTES } from '@scrapbridge/domain/orders/documents';
import { route } from '../../../lib/register-route.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import { closeConnectionWhenLimited, receiveUpload, refuseWhenStorageFull, uploadRateLimit } from '../../platform/index.ts';
import { getDocumentFile } from './get-document-file.ts';
import { listDocuments } from './list-documents.ts';
import { uploadDocument } from './upload-document.ts';
import { withdrawDocument } from './withdraw-document.ts';

/**
 * Orders (issue 5 item 3; §3 contract files; declared in packages/domain/src/contract/documents.ts): upload, list,
 * preview/download and withdraw a contract's documents. Every route is for the contract's two parties and staff only
 * (requireContractAccess: 404 to anyone else).
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
  closeConnectionWhenLimited(app);

  route(
    app,
    c.upload,
    async ({ req, reply, session, params }) => {
      const viewer = { userId: session.userId, isStaff: session.isStaff };
      // The rest of a refused upload is never read: close the connection after answering, rather than keep it open
      // for bytes nobody wants. A stranger to the contract, or a full account, is answered before a byte of the file
      // is read.
      const refuse = (err: unknown) => {
        reply.header('connection', 'close');
        throw err;
      };
      await requireContractAccess({ db, contractId: params.contractId, viewer }).catch(refuse);
      await refuseWhenStorageFull({ db, config: deps.config, uploader: session }).catch(refuse);
      const upload = await receiveUpload(req, { tmpDir, allowedMime: ANY_DOCUMENT_MIME, limits, tooLargeKey: 'documents.errors.tooLarge' }).catch(refuse);
      return uploadDocument({ deps, contractId: params.contractId, viewer, uploader: session, upload });
    },
    // Per account, like picture uploads (issue 13).
    { config: { rateLimit: uploadRateLimit(deps.config) } },
  );

  route(app, c.list, ({ session, params }) =>
    listDocuments({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } }),
  );

  route(app, c.file, async ({ req, reply, session, params, query }) => {
    const result = await getDocumentFile({
      deps,
      contractId: params.contractId,
      documentId: params.documentId,
      viewer: { userId: session.userId, isStaff: session.isStaff },
      download: query.download === '1',
      range: req.headers.range,
      ifNoneMatch: req.headers['if-none-match'],
    });
    reply.status(result.status).headers(result.headers);
    return result.stream ? reply.send(result.stream) : reply.send();
  });

  route(app, c.withdraw, ({ session, params }) =>
    withdrawDocument({ db, contractId: params.contractId, documentId: params.documentId, viewer: { userId: session.userId, isStaff: session.isStaff } }),
  );
};
