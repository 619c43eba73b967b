/**
 * Resumable uploads of claim files (issue 15 item 5) with tus-js-client over the tus endpoint the contract declares
 * (resumableUploads.create): the file goes up in 16 MB pieces, a broken piece is retried from the byte the server has,
 * and an upload broken off (closed tab, lost network) goes on from there when the same file is picked again — the
 * client remembers unfinished uploads in localStorage by the file's name, size and date.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { resumableUploadsRoutes } from '@scrapbridge/domain/contract/routes/resumable-uploads';
import type { TResumableUploadStatus } from '@scrapbridge/domain/after-sales/claim-files';
import { api, requestHeaders } from '#lib/api-client.ts';
import { callRoute, routeUrl } from '#lib/route-client.ts';

const CHUNK_BYTES = 16 * 1024 * 1024;

export type TResumableFile = NonNullable<TResumableUploadStatus['file']>;

export type TResumableHandle = {
  /** Stops sending; what arrived stays on the server. */
  pause: () => void;
  /** Goes on from the byte the server has. */
  resume: () => void;
  /** Stops and deletes what arrived (tus termination). */
  cancel: () => Promise<void>;
};

export type TResumableCallbacks = {
  onProgress: (sent: number, total: number) => void;
  /** Every byte is in: the server is checking the file (its type is read from the bytes). */
  onFinishing?: () => void;
  onDone: (file: TResumableFile) => void;
  /** A refusal the user can read (the server's §8 message) or a transport failure after the retries. */
  onError: (message: string | null) => void;
};

/** The message of our envelope in a refused tus answer, if any. */
function refusalOf(err: Error): { status: number | null; code: number | null; msg: string | null } {
  const res = (err as DetailedError).originalResponse;
  if (!res) return { status: null, code: null, msg: null };
  try {
    const body = JSON.parse(res.getBody()) as { code?: number; msg?: string };
    return { status: res.getStatus(), code: body.code ?? null, msg: body.msg ?? null };
  } catch {
    return { status: res.getStatus(), code: null, msg: null };
  }
}

export function startResumableUpload(file: File, meta: { contractId: string; claimId?: string | null }, cb: TResumableCallbacks): TResumableHandle {
  const endpoint = routeUrl(resumableUploadsRoutes.create, {});
  const upload = new Upload(file, {
    endpoint,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { purpose: 'claim', contractId: meta.contractId, ...(meta.claimId ? { claimId: meta.claimId } : {}), filename: file.name },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // The §7 headers of every call (session, language), read at each request so a renewed session is used.
    onBeforeRequest: (req) => {
      const url = new URL(req.getURL(), location.origin).pathname;
      for (const [name, value] of Object.entries(requestHeaders(url, api.context()))) if (value) req.setHeader(name, value);
    },
    // Our refusals (limits, type, someone else's upload) are final; a lost connection, a server error, or an offset
    // the server disagrees with (409: read it again and go on) are tried again.
    onShouldRetry: (err) => {
      const r = refusalOf(err);
      return r.status === null || r.status >= 500 || r.status === 423 || (r.status === 409 && r.code === 1000);
    },
    onProgress: (sent, total) => {
      cb.onProgress(sent, total);
      if (sent === total) cb.onFinishing?.();
    },
    onSuccess: () => {
      const uploadId = upload.url?.split('/').pop() ?? '';
      // The stored file (also when a resumed upload turned out complete already: no PATCH answered it).
      callRoute(resumableUploadsRoutes.status, { params: { uploadId } }, { quiet: true })
        .then((status) => (status.file ? cb.onDone(status.file) : cb.onError(null)))
        .catch(() => cb.onError(null));
    },
    onError: (err) => cb.onError(refusalOf(err).msg),
  });
  void upload.findPreviousUploads().then((previous) => {
    const last = previous[0];
    if (last) upload.resumeFromPreviousUpload(last);
    upload.start();
  });
  return {
    pause: () => void upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}
