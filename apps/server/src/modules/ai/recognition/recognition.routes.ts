import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRecognitionContract as c } from '@scrapbridge/domain/contract/ai-recognition';
import { route } from '../../../lib/register-route.ts';
import { storageFor } from '../../platform/index.ts';
import { mobileNetExtractor } from './feature-extractor.ts';
import { findSimilarListings } from './find-similar-listings.ts';
import { identifyPhotos } from './identify-photos.ts';
import { createRecognitionProvider } from './providers/create-provider.ts';
import { recognitionRateLimit } from './recognition-rate-limit.ts';
import { relabelPhoto } from './relabel-photo.ts';

/**
 * Photo recognition and similar listings (issue 17 item 1; declared in packages/domain/src/contract/ai-recognition.ts).
 * The provider is chosen once, at start-up, from RECOGNITION_PROVIDER; similar listings always use the builtin
 * features (the MobileNetV2 loads in well under a second, so tests run the real one too).
 */
export const aiRecognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { recognition, publicUrl } = deps.config;
  const storage = storageFor(deps.config);
  const extractor = mobileNetExtractor();
  const provider = createRecognitionProvider({ db, config: recognition, extractor });
  const limited = { config: { rateLimit: recognitionRateLimit(deps.config) } };

  route(app, c.identify, ({ session, body }) => identifyPhotos({ db, storage, provider, session, fileIds: body.fileIds, publicUrl }), limited);
  route(app, c.similar, ({ req, session, body }) => findSimilarListings({ db, storage, extractor, session, fileId: body.fileId, publicUrl, market: req.market ?? 'intl' }), limited);
  route(app, c.relabel, ({ session, params, body }) => relabelPhoto({ db, staffUserId: session.userId, fileId: params.fileId, body }));
};

