import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { streamStoredFile, type TFileResponse } from '../../platform/index.ts';
import { findLiveDocument } from './documents.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/document/{documentId}/file`: the bytes of a contract document, for the two
 * parties and staff only (404 to anyone else, and for a withdrawn document). Inline for the preview; `download`
 * asks for an attachment. Range and ETag as every stored file (files/get-file.ts). Never cached by shared caches:
 * what a contract holds is private to it.
 */
export async function getDocumentFile(opts: {
  deps: TAppDeps;
  contractId: string;
  documentId: string;
  viewer: TContractViewer;
  download: boolean;
  range: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<TFileResponse> {
  const { db } = opts.deps.database;
  await requireContractAccess({ db, contractId: opts.contractId, viewer: opts.viewer });
  const doc = await findLiveDocument(db, opts.contractId, opts.documentId);
  if (!doc) throw new AppError(ErrorCode.NotFound);
  return streamStoredFile({
    deps: opts.deps,
    file: doc.file,
    cacheControl: 'private, max-age=3600',
    disposition: opts.download ? 'attachment' : 'inline',
    range: opts.range,
    ifNoneMatch: opts.ifNoneMatch,
  });
}
