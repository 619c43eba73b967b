import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OCR_PURPOSES, type TOcrPurpose } from '@scrapbridge/domain/ai-tools/ocr';
import { aiOcrContract as c } from '@scrapbridge/domain/contract/ai-ocr';
import { ALLOWED_MIME, IMAGE_MAX_BYTES } from '@scrapbridge/domain/media';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../lib/register-route.ts';
import { closeConnectionWhenLimited, receiveUpload, uploadRateLimit } from '../../platform/index.ts';
import { ocrEngine } from './ocr-engine.ts';
import { readContainerPhoto } from './read-container-photo.ts';
import { readJacketPhoto } from './read-jacket-photo.ts';

/**
 * OCR of photos (issue 17 items 2 and 4; declared in packages/domain/src/contract/ai-ocr.ts): container doors and
 * packing photos for shipments and claims, cable jacket prints for the cable estimator. The photo is read and
 * dropped: only a container reading's text and suggestions are kept (ocr_readings), never the picture.
 */
export const aiOcrRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const tmpDir = path.join(deps.config.dataDir, 'tmp', 'uploads');
  const limits = { image: Math.min(IMAGE_MAX_BYTES, deps.config.uploads.imageMaxBytes), video: 0 };
  const engine = ocrEngine();

  // Encapsulated in this plugin: multipart bodies reach these two routes and nothing else.
  await app.register(multipart, { limits: { fileSize: limits.image, files: 1, fields: 3, fieldSize: 64, parts: 4, headerPairs: 100 } });
  closeConnectionWhenLimited(app);

  /** The photo's bytes and the form's fields; the temporary file is gone before the photo is read. */
  const photoOf = async (req: FastifyRequest, reply: FastifyReply) => {
    const upload = await receiveUpload(req, { tmpDir, allowedMime: ALLOWED_MIME.picture, limits }).catch((err: unknown) => {
      reply.header('connection', 'close');
      throw err;
    });
    try {
      return { image: await fsp.readFile(upload.tempPath), fileName: upload.fileName, fields: upload.fields };
    } finally {
      await upload.discard();
    }
  };

  route(
    app,
    c.containerPhoto,
    async ({ req, reply, session }) => {
      const photo = await photoOf(req, reply);
      const purpose = photo.fields['purpose'];
      if (!OCR_PURPOSES.includes(purpose as TOcrPurpose)) throw AppError.field('purpose', 'invalidValue');
      return readContainerPhoto({ db, engine, reader: session, purpose: purpose as TOcrPurpose, image: photo.image, fileName: photo.fileName });
    },
    { config: { rateLimit: uploadRateLimit(deps.config) } },
  );

  route(
    app,
    c.jacketPhoto,
    async ({ req, reply }) => {
      const photo = await photoOf(req, reply);
      return readJacketPhoto({ engine, image: photo.image, fileName: photo.fileName });
    },
    { config: { rateLimit: uploadRateLimit(deps.config) } },
  );
};
