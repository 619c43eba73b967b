import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { ALLOWED_MIME, IMAGE_MAX_WIDTH, ZUploadFields, fileKindOf, type TUploadedFile } from '@scrapbridge/domain/media';
import { describeIssue } from '@scrapbridge/domain/validation';
import { createHash } from 'node:crypto';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { filePath, fileUrl } from './file-url.ts';
import { insertFile } from './files.repository.ts';
import { PixelLimitError, IMAGE_MAX_INPUT_PIXELS } from './image-limits.ts';
import { processImage } from './process-image.ts';
import { readExif, type TExifFacts } from './read-exif.ts';
import type { TReceivedUpload } from './receive-upload.ts';
import { storageFor, storageKeyFor } from './storage.ts';
import { refuseWhenStorageFull, reserveStorage, type TUploader } from './storage-quota.ts';

/** "photo.JPG" stored as PNG reads "photo.png": the name tells what the bytes are now. */
export function storedName(original: string, ext: string): string {
  const dot = original.lastIndexOf('.');
  return `${dot > 0 ? original.slice(0, dot) : original}.${ext}`;
}

/**
 * `POST /ai-system/file/upload` (§7: multipart {file, fileType}). The bytes were already sniffed and size-checked
 * while streaming (receive-upload.ts); here the type is checked against what the fileType allows, images are
 * processed (upright, metadata stripped, ≤ 1000 px wide, optional watermark, compressed over budget; §5 Image
 * helper, §9), the result goes to storage and then to the files table, with the account's storage quota checked
 * under its lock in the same transaction (storage-quota.ts). A failure at any step stores nothing: the temporary
 * file is always removed and an object written before a failed insert is deleted again.
 */
export async function uploadFile(opts: { deps: TAppDeps; uploader: TUploader; lang: TLang; upload: TReceivedUpload }): Promise<TUploadedFile> {
  const { deps, upload, uploader } = opts;
  try {
    const parsed = ZUploadFields.safeParse(upload.fields, { reportInput: true });
    if (!parsed.success) throw new AppError(ErrorCode.Validation, undefined, undefined, parsed.error.issues.map(describeIssue));
    const { fileType, watermark, watermarkLang } = parsed.data;
    if (!ALLOWED_MIME[fileType].includes(upload.mime)) {
      const key = upload.mime.startsWith('video/') ? 'listings.errors.videoFormat' : 'listings.errors.fileType';
      throw new AppError(ErrorCode.Validation, key, { fileName: upload.fileName });
    }
    // Documents (a purchase request's specs) are stored as they came, like videos.
    const kind = fileKindOf(upload.mime);

    let exif: TExifFacts | null = null;
    let stored: { body: { buffer: Buffer } | { path: string }; mime: string; ext: string; size: number; sha256: string; width: number | null; height: number | null };
    if (kind === 'image') {
      const brand = deps.config.brand[watermarkLang ?? opts.lang];
      const input = await fsp.readFile(upload.tempPath);
      // Album photos only: when and where they were taken (§3 Picture upload); a listing's photos keep none.
      if (fileType === 'picture') exif = await readExif(input);
      const image = await processImage({
        input,
        mime: upload.mime,
        maxWidth: IMAGE_MAX_WIDTH,
        compressAboveBytes: deps.config.uploads.imageCompressAboveBytes,
        watermark: watermark === '1' ? brand : null,
      }).catch((err: unknown) => {
        if (err instanceof PixelLimitError) {
          const megapixels = Math.round(err.pixels / 1e6);
          throw new AppError(ErrorCode.Validation, 'listings.errors.imageTooManyPixels', { fileName: upload.fileName, megapixels, max: IMAGE_MAX_INPUT_PIXELS / 1e6 });
        }
        throw new AppError(ErrorCode.Validation, 'listings.errors.imageUnreadable', { fileName: upload.fileName });
      });
      stored = {
        body: { buffer: image.buffer },
        mime: image.mime,
        ext: image.ext,
        size: image.buffer.length,
        sha256: createHash('sha256').update(image.buffer).digest('hex'),
        width: image.width,
        height: image.height,
      };
    } else {
      stored = { body: { path: upload.tempPath }, mime: upload.mime, ext: upload.ext, size: upload.size, sha256: upload.sha256, width: null, height: null };
    }

    // Not written to storage at all when it cannot fit (the binding check is reserveStorage's, below).
    await refuseWhenStorageFull({ db: deps.database.db, config: deps.config, uploader, size: stored.size });
    const storage = storageFor(deps.config);
    const fileId = randomUUID();
    const storageKey = storageKeyFor({ purpose: fileType, fileId, ext: stored.ext, now: new Date() });
    await storage.put(storageKey, stored.body, { contentType: stored.mime, size: stored.size });
    const fileName = storedName(upload.fileName, stored.ext);
    try {
      await deps.database.db.transaction(async (tx) => {
        await reserveStorage({ tx, config: deps.config, uploader, size: stored.size });
        await insertFile(tx, {
          id: fileId,
          ownerUserId: uploader.userId,
          purpose: fileType,
          kind,
          mime: stored.mime,
          ext: stored.ext,
          size: stored.size,
          width: stored.width,
          height: stored.height,
          storageDriver: storage.driver,
          storageKey,
          sha256: stored.sha256,
          originalName: fileName,
          exifTakenAt: exif?.takenAt ?? null,
          exifLatitude: exif?.latitude ?? null,
          exifLongitude: exif?.longitude ?? null,
        });
      });
    } catch (err) {
      await storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return {
      fileId,
      fileFullPath: filePath(fileId, stored.ext),
      fileName,
      generateUrl: fileUrl(deps.config.publicUrl, fileId, stored.ext),
      mime: stored.mime,
      ext: stored.ext,
      kind,
      size: stored.size,
      width: stored.width,
      height: stored.height,
    };
  } finally {
    await upload.discard();
  }
}
