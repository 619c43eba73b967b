import type { Readable } from 'node:stream';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { readableThroughPurpose } from './file-readers.ts';
import { findFileForRead, type TFileRow } from './files.repository.ts';
import { storageFor, type TByteRange } from './storage.ts';

export type TFileResponse = { status: 200 | 206 | 304 | 416; headers: Record<string, string>; stream: Readable | null };

/** One "bytes=a-b", "bytes=a-" or "bytes=-n" range; null when absent or not one we serve (then the whole file). */
export function parseRange(header: string | undefined, size: number): TByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET /app-v2/file/{fileId}.{ext}`: streams a stored file with its real content type.
 *
 * Who may read (decision): a file attached to an ask other users may see (active, expired, sold) is public, like
 * the ask (the home page shows them to anonymous visitors); any other file (drafts, asks in review or refused,
 * verification documents, album photos) only to its owner and to staff. Anyone else gets 404, never a hint that
 * the file exists. Contract documents (purpose 'contract') are never public here: the contract's parties read them
 * through the contract's own route (documents module), this one serves them to their uploader and staff only.
 * The token may come from the cookie, since <img> and <video> cannot send a header. Files never change under their id: public ones are cached for a year, private ones only by the browser.
 */
export async function getFile(opts: {
  deps: TAppDeps;
  fileId: string;
  viewer: { userId: string; isStaff: boolean } | null;
  range: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<TFileResponse> {
  const file = await findReadableFile(opts.deps, opts.fileId, opts.viewer);
  return streamStoredFile({
    deps: opts.deps,
    file,
    cacheControl: fileCacheControl(file),
    disposition: 'inline',
    range: opts.range,
    ifNoneMatch: opts.ifNoneMatch,
  });
}

/** Files never change under their id: public ones are cached for a year by anyone, private ones by the browser only. */
export function fileCacheControl(file: { isPublic: boolean }): string {
  return file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=86400';
}

/** The client already holds this version (If-None-Match lists its ETag): answer 304. */
export function clientHasEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag);
}

/** The file when this viewer may read it (see getFile); 404 otherwise, never a hint that it exists. */
export async function findReadableFile(
  deps: TAppDeps,
  fileId: string,
  viewer: { userId: string; isStaff: boolean } | null,
): Promise<TFileRow & { isPublic: boolean }> {
  const file = await findFileForRead(deps.database.db, fileId);
  let allowed = file && (file.isPublic || (viewer && (viewer.userId === file.ownerUserId || viewer.isStaff)));
  // Files of a purpose another area shares with more readers (claim files: the trade's parties, issue 15).
  if (file && !allowed && viewer) allowed = await readableThroughPurpose(deps.database.db, file, viewer.userId);
  if (!file || !allowed) throw new AppError(ErrorCode.NotFound);
  return file;
}

/**
 * The bytes of a stored file as an HTTP answer: its real content type, ETag (the sha256; 304 when the client has
 * it), Range (206/416), and the disposition asked for. The caller has already decided the reader may have it.
 */
export async function streamStoredFile(opts: {
  deps: TAppDeps;
  file: TFileRow;
  cacheControl: string;
  disposition: 'inline' | 'attachment';
  range: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<TFileResponse> {
  const { file } = opts;
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    'content-type': file.mime,
    etag,
    'accept-ranges': 'bytes',
    'cache-control': opts.cacheControl,
    'content-disposition': `${opts.disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  };
  if (clientHasEtag(opts.ifNoneMatch, etag)) {
    return { status: 304, headers, stream: null };
  }
  const range = parseRange(opts.range, file.size);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${file.size}` }, stream: null };
  }
  const storage = storageFor(opts.deps.config);
  // Bytes missing behind an existing row (an operator cleaned the disk) is ours to look into: a logged 500.
  const stream = await storage.get(file.storageKey, range ?? undefined).catch((err: unknown) => {
    throw new Error(`stored bytes missing for file ${file.id} (${file.storageDriver}:${file.storageKey})`, { cause: err });
  });
  if (range) {
    return {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${file.size}`, 'content-length': String(range.end - range.start + 1) },
      stream,
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': String(file.size) }, stream };
}
