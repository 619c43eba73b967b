import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { SUPPORT_FILE_MIME, type TSupportFile } from '@scrapbridge/domain/support/support';
import type { TAppDeps } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS, insertFile, refuseWhenStorageFull, reserveStorage, storageFor, storageKeyFor, storedName } from '../platform/index.ts';
import type { TReceivedUpload, TUploader } from '../platform/index.ts';
import { toSupportFile } from './support-presenter.ts';

/**
 * `POST /app-v2/support/file`: one attachment for a customer service message. The bytes were sniffed and size-checked
 * while streaming (platform receive-upload.ts); the real type must be one support accepts (1000 naming `file`). Like
 * contract documents, the bytes are stored as they came (a photo of a weighbridge ticket is evidence), but a picture
 * whose header does not read, or one over the decode bound, is refused. The files row is written with the uploader's
 * storage quota checked under its lock (staff have none). Until a message carries it, only its uploader and staff may
 * read it; once sent, the conversation's user too (support.routes.ts registers that reader).
 */
export async function uploadSupportFile(opts: { deps: TAppDeps; uploader: TUploader; upload: TReceivedUpload }): Promise<TSupportFile> {
  const { deps, upload, uploader } = opts;
  const { db } = deps.database;
  try {
    if (!SUPPORT_FILE_MIME.includes(upload.mime)) throw AppError.field('file', 'support.errors.fileType', { fileName: upload.fileName });
    let width: number | null = null;
    let height: number | null = null;
    if (upload.mime.startsWith('image/')) {
      const { default: sharp } = await import('sharp');
      const meta = await sharp(upload.tempPath, { limitInputPixels: false })
        .metadata()
        .catch(() => {
          throw new AppError(ErrorCode.Validation, 'listings.errors.imageUnreadable', { fileName: upload.fileName });
        });
      width = meta.width ?? null;
      height = meta.pageHeight ?? meta.height ?? null;
      if (width && height && width * height > IMAGE_MAX_INPUT_PIXELS) {
        const megapixels = Math.round((width * height) / 1e6);
        throw new AppError(ErrorCode.Validation, 'listings.errors.imageTooManyPixels', { fileName: upload.fileName, megapixels, max: IMAGE_MAX_INPUT_PIXELS / 1e6 });
      }
    }
    await refuseWhenStorageFull({ db, config: deps.config, uploader, size: upload.size });
    const storage = storageFor(deps.config);
    const fileId = randomUUID();
    const storageKey = storageKeyFor({ purpose: 'support', fileId, ext: upload.ext, now: new Date() });
    await storage.put(storageKey, { path: upload.tempPath }, { contentType: upload.mime, size: upload.size });
    try {
      return await db.transaction(async (tx) => {
        await reserveStorage({ tx, config: deps.config, uploader, size: upload.size });
        const file = await insertFile(tx, {
          id: fileId,
          ownerUserId: uploader.userId,
          purpose: 'support',
          kind: upload.mime.startsWith('image/') ? 'image' : 'document',
          mime: upload.mime,
          ext: upload.ext,
          size: upload.size,
          width,
          height,
          storageDriver: storage.driver,
          storageKey,
          sha256: upload.sha256,
          originalName: storedName(upload.fileName, upload.ext),
        });
        return toSupportFile(file);
      });
    } catch (err) {
      await storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
  } finally {
    await upload.discard();
  }
}
