import { Readable } from 'node:stream';
import type { TPictureVariantFormat } from '@scrapbridge/domain/picture-variants';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clientHasEtag, fileCacheControl, findReadableFile, type TFileResponse } from './get-file.ts';
import { IMAGE_MAX_INPUT_PIXELS } from './image-limits.ts';
import { storageFor } from './storage.ts';

/** Stored pictures that have copies: what uploads keep (BMP is stored as PNG, videos and documents have none). */
const PICTURE_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const MIME_OF: Record<TPictureVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Encoder settings: a card photo at AVIF q50 or WebP q72 looks like the stored JPEG at a third to a tenth of the
 * bytes. AVIF's effort 3 (of 9) keeps the first request of a copy near 100 ms at 640 px; later ones read the kept copy.
 */
const ENCODE = { avif: { quality: 50, effort: 3 }, webp: { quality: 72, effort: 4 } } as const;

/** Copies being made in this process, so cards asking for the same one at once wait for one encode. */
const inFlight = new Map<string, Promise<Buffer>>();

/** Where a copy is kept: beside no upload key (those are purpose/yyyy/mm/id.ext), one folder per file. */
export function variantKey(fileId: string, width: number, format: TPictureVariantFormat): string {
  return `variants/${fileId}/w${width}.${format}`;
}

async function makeVariant(deps: TAppDeps, storageKey: string, key: string, width: number, format: TPictureVariantFormat): Promise<Buffer> {
  const storage = storageFor(deps.config);
  const kept = await storage.get(key).catch(() => null);
  if (kept) return Buffer.concat(await kept.toArray());
  const original = Buffer.concat(await (await storage.get(storageKey)).toArray());
  // sharp is loaded on the first copy made, not at start (bench/startup).
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(original, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1, page: 0 }).resize({ width, withoutEnlargement: true });
  const bytes = format === 'avif' ? await pipeline.avif(ENCODE.avif).toBuffer() : await pipeline.webp(ENCODE.webp).toBuffer();
  // Kept for the next reader. Two instances making the same copy at once write the same bytes; the last rename wins.
  await storage.put(key, { buffer: bytes }, { contentType: MIME_OF[format], size: bytes.length });
  return bytes;
}

/**
 * `GET /app-v2/file/{fileId}.{ext}?w=&f=`: a copy of a stored picture, `w` px wide at most (never wider than the
 * stored picture) in AVIF or WebP, for the `srcset` of cards and galleries (issue 19 item 2). The same readers as
 * the file itself (findReadableFile); the same caching, since a copy never changes either.
 */
export async function getPictureVariant(opts: {
  deps: TAppDeps;
  fileId: string;
  viewer: { userId: string; isStaff: boolean } | null;
  width: number;
  format: TPictureVariantFormat;
  ifNoneMatch: string | undefined;
}): Promise<TFileResponse> {
  const file = await findReadableFile(opts.deps, opts.fileId, opts.viewer);
  if (!PICTURE_MIME.has(file.mime)) throw AppError.field('w', 'notAPicture');
  const etag = `"${file.sha256}-w${opts.width}.${opts.format}"`;
  const headers: Record<string, string> = {
    'content-type': MIME_OF[opts.format],
    etag,
    'cache-control': fileCacheControl(file),
  };
  if (clientHasEtag(opts.ifNoneMatch, etag)) return { status: 304, headers, stream: null };

  const key = variantKey(file.id, opts.width, opts.format);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = makeVariant(opts.deps, file.storageKey, key, opts.width, opts.format).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const bytes = await pending;
  return { status: 200, headers: { ...headers, 'content-length': String(bytes.length) }, stream: Readable.from([bytes]) };
}
