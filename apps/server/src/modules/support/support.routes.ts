import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportContract as c } from '@scrapbridge/domain/contract/support';
import { SUPPORT_FILE_MIME, SUPPORT_LIMITS } from '@scrapbridge/domain/support/support';
import { route } from '../../lib/register-route.ts';
import { closeConnectionWhenLimited, receiveUpload, refuseWhenStorageFull, registerFileReader, uploadRateLimit } from '../platform/index.ts';
import { listSupportInbox, listSupportStaff } from './list-support-inbox.ts';
import { countOwnSupportUnread, markOwnSupportRead, markStaffSupportRead } from './mark-support-read.ts';
import { readOwnSupportThread, readStaffSupportThread } from './read-support-thread.ts';
import { sendSupportMessage } from './send-support-message.ts';
import { fileSentToUser } from './support.repository.ts';
import { updateSupportConversation } from './update-support-conversation.ts';
import { uploadSupportFile } from './upload-support-file.ts';

/**
 * Customer service (issue 16 item 2; declared in packages/domain/src/contract/support.ts): the user's own
 * conversation, attachments, and the staff inbox. User routes name no conversation (a user has one, their own), so
 * nobody can ask for another's; staff routes are staff only (the contract's access level).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const tmpDir = path.join(deps.config.dataDir, 'tmp', 'uploads');
  const limits = { image: SUPPORT_LIMITS.fileMaxBytes, video: SUPPORT_LIMITS.fileMaxBytes };

  // A support attachment is read by its uploader and staff (the file route's own rule) and, once sent, by the user
  // of the conversation it was sent in — a staff answer's file reaches the user, nobody else.
  registerFileReader('support', (readerDb, fileId, viewerUserId) => fileSentToUser(readerDb, fileId, viewerUserId));

  // Encapsulated in this plugin: multipart bodies reach the upload route and nothing else.
  await app.register(multipart, {
    limits: { fileSize: SUPPORT_LIMITS.fileMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
  closeConnectionWhenLimited(app);

  route(
    app,
    c.upload,
    async ({ req, reply, session }) => {
      const refuse = (err: unknown) => {
        reply.header('connection', 'close');
        throw err;
      };
      await refuseWhenStorageFull({ db, config: deps.config, uploader: session }).catch(refuse);
      const upload = await receiveUpload(req, { tmpDir, allowedMime: SUPPORT_FILE_MIME, limits, tooLargeKey: 'support.errors.tooLarge' }).catch(refuse);
      return uploadSupportFile({ deps, uploader: session, upload });
    },
    { config: { rateLimit: uploadRateLimit(deps.config) } },
  );

  route(app, c.thread, ({ session, query }) => readOwnSupportThread({ db, userId: session.userId, beforeId: query.before }));
  route(app, c.send, ({ session, body }) => sendSupportMessage({ deps, sender: session, body }));
  route(app, c.read, ({ session }) => markOwnSupportRead({ db, userId: session.userId }));
  route(app, c.unread, ({ session }) => countOwnSupportUnread({ db, userId: session.userId }));

  route(app, c.inbox, ({ session, query }) => listSupportInbox({ db, staffUserId: session.userId, query }));
  route(app, c.staffMembers, () => listSupportStaff({ db }));
  route(app, c.staffThread, ({ params, query }) => readStaffSupportThread({ db, conversationId: params.conversationId, beforeId: query.before }));
  route(app, c.reply, ({ session, params, body }) => sendSupportMessage({ deps, sender: session, conversationId: params.conversationId, body }));
  route(app, c.staffRead, ({ params }) => markStaffSupportRead({ db, conversationId: params.conversationId }));
  route(app, c.assign, ({ session, params, body }) =>
    updateSupportConversation({ db, staffUserId: session.userId, conversationId: params.conversationId, version: body.version, change: { kind: 'assign', staffUserId: body.staffUserId } }),
  );
  route(app, c.status, ({ session, params, body }) =>
    updateSupportConversation({ db, staffUserId: session.userId, conversationId: params.conversationId, version: body.version, change: { kind: 'status', status: body.status } }),
  );
};
