import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@scrapbridge/domain/api';
import {
  ALLOWED_MIME,
  FILE_TYPES,
  ZAlbumGroup,
  ZAlbumGroupPage,
  ZAlbumGroupParams,
  ZFileParams,
  ZSavePicturesRequest,
  ZSavePicturesResponse,
  ZUploadedFile,
} from '@scrapbridge/domain/media';
import { ZPageQuery } from '@scrapbridge/domain/pagination';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { getAlbumGroup } from './get-album-group.ts';
import { getFile } from './get-file.ts';
import { listAlbumGroups } from './list-album-groups.ts';
import { receiveUpload } from './receive-upload.ts';
import { savePictures } from './save-pictures.ts';
import { uploadFile } from './upload-file.ts';

/** Every type any fileType accepts: what the stream is cut against before the fields are known. */
const ANY_ALLOWED_MIME = [...new Set(FILE_TYPES.flatMap((t) => ALLOWED_MIME[t]))];

/** Uploads, file reads and the photo album (§3 Picture upload, §5, §7 /file/upload, /picture, /album/group/{id}). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const limits = { image: deps.config.uploads.imageMaxBytes, video: deps.config.uploads.videoMaxBytes };
  const tmpDir = path.join(deps.config.dataDir, 'tmp', 'uploads');

  // Registered here only, so multipart bodies reach the upload route and nothing else. The file limit is the
  // largest kind; the per-kind limit is enforced while streaming, once the bytes tell the kind.
  await app.register(multipart, {
    limits: { fileSize: Math.max(limits.image, limits.video), files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  app.post(
    '/ai-system/file/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart: file, fileType ask|user_info|picture, watermark 0|1, watermarkLang zh|en)',
        description:
          'The real type is read from the bytes. ask: JPEG, PNG, GIF, WebP, BMP pictures and MP4 videos; user_info: JPEG, PNG, GIF, BMP; ' +
          'picture: pictures. Pictures ≤ 10 MB, videos ≤ 100 MB (403 above). Pictures wider than 1000 px are resized to 1000 px.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ZUploadedFile) },
      },
    },
    async (req, reply) => {
      const { userId } = requireSession(req);
      const upload = await receiveUpload(req, { tmpDir, allowedMime: ANY_ALLOWED_MIME, limits }).catch((err: unknown) => {
        // The rest of a refused upload is never read: close the connection after answering, rather than keep
        // it open for bytes nobody wants (a client would otherwise go on sending up to 100 MB).
        reply.header('connection', 'close');
        throw err;
      });
      const result = await uploadFile({ deps, userId, lang: req.lang, upload });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/file/:fileRef',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Read a stored file (public when on a visible ask; else owner and staff only). Supports Range and ETag.',
        params: ZFileParams,
      },
    },
    async (req, reply) => {
      const fileId = req.params.fileRef.slice(0, 36).toLowerCase();
      const range = req.headers.range;
      const ifNoneMatch = req.headers['if-none-match'];
      const viewer = req.session ? { userId: req.session.userId, isStaff: req.session.isStaff } : null;
      const result = await getFile({ deps, fileId, viewer, range, ifNoneMatch });
      reply.status(result.status).headers(result.headers);
      return result.stream ? reply.send(result.stream) : reply.send();
    },
  );

  app.post(
    '/app-v2/picture',
    {
      schema: {
        tags: ['files'],
        summary: 'Save uploaded pictures into an album group with category, coordinates and date taken',
        body: ZSavePicturesRequest,
        response: { 200: envelopeOf(ZSavePicturesResponse) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await savePictures({ ...req.body, db, userId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/album/groups',
    {
      schema: {
        tags: ['files'],
        summary: "The caller's album groups (UNCATEGORIZED, All Photo, Favorites), created on first use",
        response: { 200: envelopeOf(listOf(ZAlbumGroup)) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await listAlbumGroups({ db, userId });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/album/group/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'One album group with a page of its pictures, newest first',
        params: ZAlbumGroupParams,
        querystring: ZPageQuery,
        response: { 200: envelopeOf(ZAlbumGroupPage) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await getAlbumGroup({ ...req.query, db, userId, groupId: req.params.id });
      return ok(req, result);
    },
  );
};
