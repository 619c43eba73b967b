import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CLAIM_FILE_MIME } from '@scrapbridge/domain/after-sales/claim-files';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { filePath, insertFile, reserveStorage, storageFor, storedName } from '../../platform/index.ts';
import { setUploadState, type TResumableRow } from './resumable.repository.ts';

/** Enough of the head for file-type to tell every accepted format (Office files are zips: it reads their first entries). */
const SNIFF_BYTES = 256 * 1024;

async function readHead(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function kindOf(mime: string): 'image' | 'video' | 'document' {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

export type TFinishedFile = { fileId: string; fileFullPath: string; fileName: string; mime: string; ext: string; kind: string; size: number };

/**
 * The last byte of a resumable upload is in (issue 15 item 5): the type is read from the bytes themselves (never the
 * name), a type a claim does not take is refused (1000 naming the file) and its bytes deleted; otherwise the file is
 * hashed (streamed, for its ETag) and written to the files table where it is — the bytes are not copied — under the
 * account's quota lock, and the upload is marked done. Then `GET /app-v2/file/{id}` serves it to its readers.
 */
export async function finishUpload(opts: {
  deps: TAppDeps;
  session: TSessionUser;
  upload: TResumableRow;
  size: number;
  /** Deletes what the tus datastore holds for the upload (bytes and its info). */
  discard: () => Promise<void>;
}): Promise<TFinishedFile> {
  const { deps, session, upload, size } = opts;
  const { db } = deps.database;
  const storage = storageFor(deps.config);
  const refuse = async (key: string, params: Record<string, string>) => {
    await opts.discard().catch(() => undefined);
    await setUploadState(db, upload.id, { state: 'refused' });
    throw new AppError(ErrorCode.Validation, key, params);
  };
  if (size === 0) return refuse('claimFiles.errors.empty', { fileName: upload.fileName });
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(await readHead(await storage.get(upload.storageKey, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })));
  if (!type || !(CLAIM_FILE_MIME as readonly string[]).includes(type.mime)) return refuse('claimFiles.errors.typeRefused', { fileName: upload.fileName });

  const sha256 = await sha256Of(await storage.get(upload.storageKey));
  const fileId = randomUUID();
  const fileName = storedName(upload.fileName, type.ext);
  const kind = kindOf(type.mime);
  await db.transaction(async (tx) => {
    await reserveStorage({ tx, config: deps.config, uploader: session, size });
    await insertFile(tx, {
      id: fileId,
      ownerUserId: upload.ownerUserId,
      purpose: upload.purpose,
      kind,
      mime: type.mime,
      ext: type.ext,
      size,
      width: null,
      height: null,
      storageDriver: upload.storageDriver,
      storageKey: upload.storageKey,
      sha256,
      originalName: fileName,
    });
    await setUploadState(tx, upload.id, { state: 'done', fileId });
  }).catch(async (err: unknown) => {
    // A full account (1501): nothing of the refused file is kept.
    if (err instanceof AppError) {
      await opts.discard().catch(() => undefined);
      await setUploadState(db, upload.id, { state: 'refused' });
    }
    throw err;
  });
  return { fileId, fileFullPath: filePath(fileId, type.ext), fileName, mime: type.mime, ext: type.ext, kind, size };
}
