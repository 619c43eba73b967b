import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesContract as c } from '@scrapbridge/domain/contract/files';
import { ALLOWED_MIME, FILE_TYPES } from '@scrapbridge/domain/media';
import { route } from '../../../lib/register-route.ts';
import { createAlbumGroup } from './create-album-group.ts';
import { deleteAlbumGroup } from './delete-album-group.ts';
import { deletePicture } from './delete-picture.ts';
import { favoritePicture } from './favorite-picture.ts';
import { getAlbumGroup } from './get-album-group.ts';
import { getFile } from './get-file.ts';
import { getPictureVariant } from './get-picture-variant.ts';
import { listAlbumGroups } from './list-album-groups.ts';
import { movePictures } from './move-pictures.ts';
import { receiveUpload } from './receive-upload.ts';
import { renameAlbumGroup } from './rename-album-group.ts';
import { savePictures } from './save-pictures.ts';
import { refuseWhenStorageFull } from './storage-quota.ts';
import { updatePicture } from './update-picture.ts';
import { uploadFile } from './upload-file.ts';
import { closeConnectionWhenLimited, uploadRateLimit } from './upload-rate-limit.ts';

/** Every type any fileType accepts: what the stream is cut against before the fields are known. */
const ANY_ALLOWED_MIME = [...new Set(FILE_TYPES.flatMap((t) => ALLOWED_MIME[t]))];

/**
 * Uploads, file reads and the photo album (§3 Picture upload, §5, §7 /file/upload, /picture, /album/group/{id};
 * declared in packages/domain/src/contract/files.ts).
 */
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
  closeConnectionWhenLimited(app);

  route(
    app,
    c.upload,
    async ({ req, reply, session }) => {
      // The rest of a refused upload is never read: close the connection after answering, rather than keep
      // it open for bytes nobody wants (a client would otherwise go on sending up to 100 MB).
      const refuse = (err: unknown) => {
        reply.header('connection', 'close');
        throw err;
      };
      // A full account is told so before a byte of the file is read.
      await refuseWhenStorageFull({ db, config: deps.config, uploader: session }).catch(refuse);
      const upload = await receiveUpload(req, { tmpDir, allowedMime: ANY_ALLOWED_MIME, limits }).catch(refuse);
      return uploadFile({ deps, uploader: session, lang: req.lang, upload });
    },
    { config: { rateLimit: uploadRateLimit(deps.config) } },
  );

  route(app, c.file, async ({ req, reply, session, params, query }) => {
    const fileId = params.fileRef.slice(0, 36).toLowerCase();
    const range = req.headers.range;
    const ifNoneMatch = req.headers['if-none-match'];
    const viewer = session ? { userId: session.userId, isStaff: session.isStaff } : null;
    const result =
      query.w && query.f
        ? await getPictureVariant({ deps, fileId, viewer, width: Number(query.w), format: query.f, ifNoneMatch })
        : await getFile({ deps, fileId, viewer, range, ifNoneMatch });
    reply.status(result.status).headers(result.headers);
    return result.stream ? reply.send(result.stream) : reply.send();
  });

  route(app, c.savePictures, ({ session, body }) => savePictures({ ...body, db, userId: session.userId }));

  route(app, c.albumGroups, ({ session }) => listAlbumGroups({ db, userId: session.userId }));

  route(app, c.albumGroup, ({ session, params, query }) => getAlbumGroup({ ...query, db, userId: session.userId, groupId: params.id }));

  route(app, c.createAlbumGroup, ({ session, body }) => createAlbumGroup({ ...body, db, userId: session.userId }));

  route(app, c.renameAlbumGroup, ({ session, params, body }) => renameAlbumGroup({ ...body, db, userId: session.userId, groupId: params.id }));

  route(app, c.deleteAlbumGroup, ({ session, params }) => deleteAlbumGroup({ db, userId: session.userId, groupId: params.id }));

  route(app, c.updatePicture, ({ session, params, body }) => updatePicture({ ...body, db, userId: session.userId, pictureId: params.id }));

  route(app, c.favoritePicture, ({ session, params, body }) => favoritePicture({ ...body, db, userId: session.userId, pictureId: params.id }));

  route(app, c.movePictures, ({ session, body }) => movePictures({ ...body, db, userId: session.userId }));

  route(app, c.deletePicture, ({ session, params }) => deletePicture({ db, userId: session.userId, pictureId: params.id }));
};
