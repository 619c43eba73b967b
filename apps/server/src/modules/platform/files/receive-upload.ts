import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { MB, mediaKindOf } from '@scrapbridge/domain/media';
import { AppError } from '../../../lib/app-error.ts';
import { refuseUnstorableText } from '../../../lib/edge-input.ts';
import { multipartInputError } from '../../../lib/multipart-errors.ts';

/** file-type reads at most this many leading bytes to recognise a format. */
const SNIFF_BYTES = 4100;
const FIELD_MAX_CHARS = 100;

export type TReceivedUpload = {
  /** The bytes as received, in a temporary file (deleted by `discard`). */
  tempPath: string;
  fileName: string;
  size: number;
  sha256: string;
  /** What the bytes are, from their signature: never from the name or the client's content type. */
  mime: string;
  ext: string;
  fields: Record<string, string>;
  discard: () => Promise<void>;
};

function tooLarge(kind: 'image' | 'video', limit: number, messageKey?: string): AppError {
  const key = messageKey ?? (kind === 'video' ? 'listings.errors.videoTooLarge' : 'listings.errors.imageTooLarge');
  return new AppError(ErrorCode.UploadTooLarge, key, { max: Math.round((limit / MB) * 10) / 10 });
}

/** A file name safe to echo back and store: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim().slice(-120);
  return cleaned || 'file';
}

/**
 * Streams the one file of a multipart upload to a temporary file while checking it, so nothing large is ever
 * buffered: the real type is sniffed from the first bytes (a renamed executable or PDF stops the upload there:
 * 1000 naming the file), and the size limit of that kind (image or video) is enforced as bytes arrive (403, and
 * the rest is not read). Text fields before or after the file are collected.
 */
export async function receiveUpload(
  req: FastifyRequest,
  opts: {
    tmpDir: string;
    allowedMime: readonly string[];
    limits: { image: number; video: number };
    /** The "too large" message when it is not about a picture or a video (contract documents: any file). */
    tooLargeKey?: string;
  },
): Promise<TReceivedUpload> {
  if (!req.isMultipart()) throw AppError.field('file', 'listings.errors.notMultipart');
  await fsp.mkdir(opts.tmpDir, { recursive: true });
  const tempPath = path.join(opts.tmpDir, `${randomUUID()}.upload`);
  const discard = () => fsp.rm(tempPath, { force: true });
  const fields: Record<string, string> = {};
  let received: Omit<TReceivedUpload, 'fields' | 'discard'> | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '').slice(0, FIELD_MAX_CHARS);
        continue;
      }
      if (received) throw new AppError(ErrorCode.Validation, 'listings.errors.tooManyParts');
      const fileName = cleanFileName(part.filename);
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      let sniffed: { mime: string; ext: string } | null = null;
      let limit = Math.max(opts.limits.image, opts.limits.video);
      let size = 0;
      const sniff = async (): Promise<{ mime: string; ext: string }> => {
        const { fileTypeFromBuffer } = await import('file-type');
        const type = await fileTypeFromBuffer(Buffer.concat(head));
        if (!type || !opts.allowedMime.includes(type.mime)) {
          // A real video in another container (MOV, AVI …) gets the §8 "incorrect video format" message.
          const key = type?.mime.startsWith('video/') ? 'listings.errors.videoFormat' : 'listings.errors.fileType';
          throw new AppError(ErrorCode.Validation, key, { fileName });
        }
        return { mime: type.mime, ext: type.ext };
      };
      const limitOf = (mime: string) => (mediaKindOf(mime) === 'video' ? opts.limits.video : opts.limits.image);
      const out = await fsp.open(tempPath, 'w');
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (!sniffed) {
            head.push(chunk);
            headBytes += chunk.length;
            if (headBytes >= SNIFF_BYTES) {
              sniffed = await sniff();
              limit = limitOf(sniffed.mime);
            }
          }
          if (sniffed && size > limit) throw tooLarge(mediaKindOf(sniffed.mime), limit, opts.tooLargeKey);
          hash.update(chunk);
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      if (!sniffed) {
        if (size === 0) throw AppError.field('file', 'listings.errors.fileRequired');
        sniffed = await sniff();
        limit = limitOf(sniffed.mime);
        if (size > limit) throw tooLarge(mediaKindOf(sniffed.mime), limit, opts.tooLargeKey);
      }
      // The multipart limit (the largest kind) cut the stream: the file is larger than any allowed size.
      if (part.file.truncated) throw tooLarge(mediaKindOf(sniffed.mime), limit, opts.tooLargeKey);
      received = { tempPath, fileName, size, sha256: hash.digest('hex'), mime: sniffed.mime, ext: sniffed.ext };
    }
    // Text fields are held to the same rule as every JSON string (lib/edge-input.ts): no NUL or control characters.
    refuseUnstorableText(fields);
  } catch (err) {
    await discard();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('video', opts.limits.video, opts.tooLargeKey);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError(ErrorCode.Validation, 'listings.errors.tooManyParts');
    throw multipartInputError(err);
  }
  if (!received) throw AppError.field('file', 'listings.errors.fileRequired');
  return { ...received, fields, discard };
}
