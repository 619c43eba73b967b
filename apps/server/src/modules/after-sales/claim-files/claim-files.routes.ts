import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Upload } from '@tus/server';
import { resumableUploadsContract as c } from '@scrapbridge/domain/contract/resumable-uploads';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate } from '@scrapbridge/domain/i18n';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../lib/register-route.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { registerFileReader } from '../../platform/index.ts';
import { createUpload } from './create-upload.ts';
import { finishUpload, type TFinishedFile } from './finish-upload.ts';
import { deleteResumableUpload, findResumableUpload, isPartyOfClaimFile, setUploadState, type TResumableRow } from './resumable.repository.ts';
import { bindCall, createTusServer, storageKeyOfUpload } from './tus-server.ts';
import { getUploadLimits, getUploadStatus } from './upload-status.ts';

/** Headers the tus answers carry that a browser's tus client must be able to read. */
const FINISHED_HEADERS = { fileId: 'Upload-File-Id', filePath: 'Upload-File-Path' } as const;

/**
 * Resumable uploads of claim files (issue 15 item 5; declared in packages/domain/src/contract/resumable-uploads.ts): the
 * tus protocol at /app-v2/files/resumable. Each route checks who asks first (creation: a party of the contract within
 * the §5 limits; every other step: the uploader only, 404 to anyone else), then hands the request to the tus server
 * with its body as a stream. PATCH bodies (application/offset+octet-stream) get a parser that reads nothing, so
 * Fastify's 1 MB body limit never applies and no chunk is buffered.
 */
export const claimFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const tus = createTusServer(deps.config);

  // Claim files are read by the trade's two parties (and, as every file, their uploader and staff).
  registerFileReader('claim', (reader, fileId, userId) => isPartyOfClaimFile(reader, fileId, userId));

  // Encapsulated in this plugin: the raw stream goes to the tus datastore untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  /** The uploader's own upload, or 404 (never a hint that someone else's exists). */
  async function ownUpload(uploadId: string, session: TSessionUser): Promise<TResumableRow> {
    const row = await findResumableUpload(db, uploadId);
    if (!row || row.ownerUserId !== session.userId) throw new AppError(ErrorCode.NotFound);
    return row;
  }

  /** Hands the request to the tus server and writes its answer; a refusal of ours is rethrown as our envelope. */
  async function forward(
    req: FastifyRequest,
    reply: FastifyReply,
    session: TSessionUser,
    uploadId: string,
    upload: TResumableRow | null,
    // Runs once the tus server has answered, before the answer is sent: what the client does next sees its effect.
    beforeSend?: (status: number) => Promise<void>,
  ): Promise<FastifyReply> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === 'host' || name === 'connection') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const withBody = req.method === 'PATCH' || (req.method === 'POST' && req.headers['content-type'] === 'application/offset+octet-stream');
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers,
      ...(withBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    let failure: unknown = null;
    let finished: TFinishedFile | null = null;
    bindCall(request, {
      session,
      lang: req.lang,
      uploadId,
      onFinish: async (done: Upload) => {
        try {
          const row = upload ?? (await findResumableUpload(db, uploadId));
          if (!row) throw new AppError(ErrorCode.NotFound);
          finished = await finishUpload({ deps, session, upload: row, size: done.size ?? done.offset, discard: () => tus.datastore.remove(storageKeyOfUpload(uploadId)) });
          return { [FINISHED_HEADERS.fileId]: finished.fileId, [FINISHED_HEADERS.filePath]: finished.fileFullPath };
        } catch (err) {
          failure = err;
          throw { status_code: 422, body: '' };
        }
      },
    });
    const response = await tus.handleWeb(request);
    if (failure) throw failure;
    if (response.status >= 400) {
      // The tus server itself refused (not one of our rules): our envelope, the protocol's status (409 makes a tus
      // client read the offset again and go on from there).
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) throw new AppError(ErrorCode.NotFound);
      const key = response.status === 409 ? 'claimFiles.errors.offsetMismatch' : 'claimFiles.errors.protocol';
      return reply
        .status(response.status)
        .header('Tus-Resumable', '1.0.0')
        .send({ code: ErrorCode.Validation, msg: translate(req.lang, key, { status: response.status }), data: null });
    }
    await beforeSend?.(response.status);
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    reply.header('Access-Control-Expose-Headers', [response.headers.get('access-control-expose-headers'), ...Object.values(FINISHED_HEADERS)].filter(Boolean).join(', '));
    const body = await response.text();
    return reply.send(body || undefined);
  }

  route(app, c.create, async ({ req, reply, session }) => {
    const created = await createUpload({ deps, session, length: req.headers['upload-length'], metadata: req.headers['upload-metadata'] });
    try {
      return await forward(req, reply, session, created.uploadId, null);
    } catch (err) {
      // tus did not create it: the place it reserved is given back.
      if (!(await findResumableUpload(db, created.uploadId).then((r) => r?.state === 'done'))) await deleteResumableUpload(db, created.uploadId);
      throw err;
    }
  });

  route(app, c.offset, async ({ req, reply, session, params }) => {
    const upload = await ownUpload(params.uploadId, session);
    if (upload.state === 'refused' || upload.state === 'removed') throw new AppError(ErrorCode.NotFound);
    return forward(req, reply, session, upload.id, upload);
  });

  route(app, c.append, async ({ req, reply, session, params }) => {
    const upload = await ownUpload(params.uploadId, session);
    if (upload.state !== 'uploading') throw new AppError(ErrorCode.UploadClosed);
    return forward(req, reply, session, upload.id, upload);
  });

  route(app, c.terminate, async ({ req, reply, session, params }) => {
    const upload = await ownUpload(params.uploadId, session);
    if (upload.state === 'done') {
      // A finished file may already be named by a claim: it is kept, and only leaves the claim's count.
      await setUploadState(db, upload.id, { state: 'removed' });
      return reply.status(204).header('Tus-Resumable', '1.0.0').send();
    }
    if (upload.state !== 'uploading') throw new AppError(ErrorCode.NotFound);
    // The place is given back before the 204 goes out: a new upload right after it must find it free.
    return forward(req, reply, session, upload.id, upload, async (status) => {
      if (status === 204) await setUploadState(db, upload.id, { state: 'removed' });
    });
  });

  route(app, c.status, async ({ session, params }) => getUploadStatus({ db, upload: await ownUpload(params.uploadId, session) }));

  route(app, c.limits, ({ session, query }) => getUploadLimits({ db, session, query }));
};
