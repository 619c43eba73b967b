import { CLAIM_FILE_ACCEPT, CLAIM_FILE_MAX_BYTES, CLAIM_MAX_FILES, CLAIM_MAX_TOTAL_BYTES, type TResumableLimits, type TResumableUploadStatus } from '@scrapbridge/domain/after-sales/claim-files';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { filePath } from '../../platform/index.ts';
import { bucketOf } from './create-upload.ts';
import { requireTradeParty } from './trade-access.ts';
import { bucketUsage, findFileOfUpload, type TResumableRow } from './resumable.repository.ts';

/** One upload as its uploader sees it; the stored file once done. */
export async function getUploadStatus(opts: { db: TDbOrTx; upload: TResumableRow }): Promise<TResumableUploadStatus> {
  const { upload } = opts;
  const file = upload.fileId ? await findFileOfUpload(opts.db, upload.fileId) : null;
  return {
    uploadId: upload.id,
    state: upload.state as TResumableUploadStatus['state'],
    fileName: upload.fileName,
    size: upload.declaredSize,
    file: file
      ? { fileId: file.id, fileFullPath: filePath(file.id, file.ext), fileName: file.originalName, mime: file.mime, ext: file.ext, kind: file.kind, size: file.size }
      : null,
  };
}

/** §5 claim file limits and what the claim (or the caller's draft for the contract) holds: shown beside the button. */
export async function getUploadLimits(opts: { db: TDbOrTx; session: TSessionUser; query: { contractId: string; claimId?: string | undefined } }): Promise<TResumableLimits> {
  await requireTradeParty(opts.db, opts.query.contractId, opts.session);
  const used = await bucketUsage(opts.db, bucketOf(opts.query, opts.session.userId));
  return {
    maxFileBytes: CLAIM_FILE_MAX_BYTES,
    maxFiles: CLAIM_MAX_FILES,
    maxTotalBytes: CLAIM_MAX_TOTAL_BYTES,
    usedFiles: used.files,
    usedBytes: used.bytes,
    accept: CLAIM_FILE_ACCEPT,
  };
}
