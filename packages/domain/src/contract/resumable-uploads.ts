import { ZResumableLimits, ZResumableLimitsQuery, ZResumableParams, ZResumableUploadStatus } from '../after-sales/claim-files.ts';
import { defineArea } from './define-route.ts';

const TUS =
  'tus 1.0.0 resumable upload (https://tus.io/protocols/resumable-upload; creation, termination). Headers, not JSON: ' +
  'Tus-Resumable: 1.0.0, Upload-Length, Upload-Offset, Upload-Metadata (base64: purpose=claim, contractId, claimId?, filename). ' +
  'Refusals answer the {code, msg, data} envelope.';

/**
 * Resumable uploads of large files (issue 15 item 5: claim files up to 500 MB each, 50 per claim, 1024 MB in total,
 * §5, §9): the tus protocol, so an upload broken off goes on from the last byte the server has. The bytes are streamed
 * to disk or S3 as they arrive; when the last one is in, the type is read from them and the file is stored like every
 * other (`GET /app-v2/file/{id}`), readable by the trade's parties and staff.
 */
export const resumableUploadsContract = defineArea('resumableUploads', {
  create: {
    method: 'POST',
    path: '/app-v2/files/resumable',
    access: 'user',
    tag: 'files',
    summary: 'Create a resumable upload (tus creation): 201 with its Location',
    description:
      `${TUS} The caller must be a party of the contract. Refused before a byte is stored: a file over 500 MB (1750), a 51st ` +
      'file for the claim (1751), more than 1024 MB for the claim in total (1752), a full storage quota (1501), bad metadata (1000).',
    kind: 'tus',
  },
  offset: {
    method: 'HEAD',
    path: '/app-v2/files/resumable/:uploadId',
    access: 'party',
    tag: 'files',
    summary: 'How many bytes of the upload the server has (tus Upload-Offset): where a broken upload goes on from',
    description: `${TUS} Only the uploader; 404 to anyone else.`,
    params: ZResumableParams,
    kind: 'tus',
  },
  append: {
    method: 'PATCH',
    path: '/app-v2/files/resumable/:uploadId',
    access: 'party',
    tag: 'files',
    summary: 'Send bytes from Upload-Offset on (application/offset+octet-stream, streamed, never held in memory)',
    description:
      `${TUS} Only the uploader. With the last byte the type is read from the bytes: a type a claim does not take is refused ` +
      '(1000 naming the file) and deleted; else the file is stored and its id is in the Upload-File-Id header.',
    params: ZResumableParams,
    kind: 'tus',
  },
  terminate: {
    method: 'DELETE',
    path: '/app-v2/files/resumable/:uploadId',
    access: 'party',
    tag: 'files',
    summary: 'Cancel an upload (tus termination): the bytes received are deleted; a finished file leaves the claim\'s count',
    description: `${TUS} Only the uploader.`,
    params: ZResumableParams,
    kind: 'tus',
  },
  status: {
    method: 'GET',
    path: '/app-v2/files/resumable/:uploadId/status',
    access: 'party',
    tag: 'files',
    summary: 'One upload: state (uploading, done, refused, removed), size, and the stored file once done',
    params: ZResumableParams,
    response: ZResumableUploadStatus,
  },
  limits: {
    method: 'GET',
    path: '/app-v2/files/resumable/limits',
    access: 'party',
    tag: 'files',
    summary: "The claim file limits and what the claim (or the caller's draft for the contract) already holds",
    query: ZResumableLimitsQuery,
    response: ZResumableLimits,
  },
});
