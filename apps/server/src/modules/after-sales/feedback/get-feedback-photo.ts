import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractViewer } from '../../orders/index.ts';
import { streamStoredFile, type TFileResponse } from '../../platform/index.ts';
import { findFile, isFeedbackPhotoOfContract } from './feedback.repository.ts';

/**
 * `GET /app-v2/feedback/photo?contractId=&fileId=`: a photo of the contract's delivery feedback, for its
 * two parties and staff (the picture is the buyer's private upload; the seller reads it through the feedback only).
 * 404 for anything else. Never cached by shared caches.
 */
export async function getFeedbackPhoto(opts: {
  deps: TAppDeps;
  contractId: string;
  fileId: string;
  viewer: TContractViewer;
  range: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<TFileResponse> {
  const { db } = opts.deps.database;
  await requireContractAccess({ db, contractId: opts.contractId, viewer: opts.viewer });
  if (!(await isFeedbackPhotoOfContract(db, opts.contractId, opts.fileId))) throw new AppError(ErrorCode.NotFound);
  const file = await findFile(db, opts.fileId);
  if (!file) throw new AppError(ErrorCode.NotFound);
  return streamStoredFile({
    deps: opts.deps,
    file,
    cacheControl: 'private, max-age=3600',
    disposition: 'inline',
    range: opts.range,
    ifNoneMatch: opts.ifNoneMatch,
  });
}
