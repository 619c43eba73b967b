import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type Upload } from '@tus/server';
import { CLAIM_FILE_MAX_BYTES, RESUMABLE_UPLOAD_PATH } from '@scrapbridge/domain/after-sales/claim-files';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TConfig } from '../../../config.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { S3_CHECKSUM_OPTIONS } from '../../platform/index.ts';

/** Where a resumable upload's bytes live in the storage: the same key on disk (under UPLOAD_DIR) and in S3. */
export const RESUMABLE_KEY_PREFIX = 'resumable/';

export function storageKeyOfUpload(uploadId: string): string {
  return `${RESUMABLE_KEY_PREFIX}${uploadId}`;
}

/** What the route knows about the request the tus server handles: who asks, in which language, which upload. */
export type TTusCall = {
  session: TSessionUser;
  lang: TLang;
  uploadId: string;
  /** The answer of the finishing step (headers for the client), or its refusal (an envelope). */
  onFinish: (upload: Upload) => Promise<Record<string, string>>;
};

const calls = new WeakMap<Request, TTusCall>();

export function bindCall(request: Request, call: TTusCall): void {
  calls.set(request, call);
}

function callOf(request: Request): TTusCall {
  const call = calls.get(request);
  // Every request reaches the tus server through the routes, which bind it first.
  if (!call) throw new Error('tus request without its call');
  return call;
}

/** A tus hook refusal: tus answers it with this status and body (our envelope). */
export type TTusRefusal = { status_code: number; body: string };

/**
 * The tus server (https://tus.io, @tus/server) behind the resumable-upload routes: bytes go straight from the request
 * stream to the datastore — a file under UPLOAD_DIR/resumable (@tus/file-store) or an S3 multipart upload
 * (@tus/s3-store, parts staged in the OS temp dir) — never into memory. The routes decide who may do what and bind the
 * upload id before calling it (namingFunction / getFileIdFromRequest read it back), so the server never takes an id
 * from the URL on its own. One instance per app.
 */
export function createTusServer(config: Pick<TConfig, 'storage'>): Server {
  let datastore: FileStore | S3Store;
  if (config.storage.driver === 's3') {
    const s3 = config.storage.s3;
    datastore = new S3Store({
      // 8 MiB parts: at most 63 parts for a 500 MB file, each staged on disk, not in memory.
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: {
        ...S3_CHECKSUM_OPTIONS,
        bucket: s3.bucket,
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
      },
    });
  } else {
    fs.mkdirSync(path.join(config.storage.uploadDir, RESUMABLE_KEY_PREFIX), { recursive: true });
    datastore = new FileStore({ directory: config.storage.uploadDir });
  }
  return new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore,
    maxSize: CLAIM_FILE_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin header.
    allowedOrigins: [],
    namingFunction: (req) => storageKeyOfUpload(callOf(req).uploadId),
    getFileIdFromRequest: (req) => storageKeyOfUpload(callOf(req).uploadId),
    generateUrl: (_req, { path: base, id }) => `${base}/${id.slice(RESUMABLE_KEY_PREFIX.length)}`,
    onUploadFinish: async (req, upload) => ({ headers: await callOf(req).onFinish(upload) }),
  });
}
