import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { readPhoto, type TPhotoStorage } from './read-photo.ts';
import { findImageFiles } from './recognition.repository.ts';

/**
 * The bytes of the caller's own uploaded pictures, in the order asked. Someone else's file answers 404 like a missing
 * one (nothing tells a stranger it exists); staff may ask about any picture (checking a listing). A video or document
 * is 1840.
 */
export async function loadOwnPhotos(opts: { db: TDbOrTx; storage: TPhotoStorage; session: TSessionUser; fileIds: string[] }): Promise<Buffer[]> {
  const ids = [...new Set(opts.fileIds)];
  const rows = new Map((await findImageFiles(opts.db, ids)).map((f) => [f.id, f]));
  const files = ids.map((id) => {
    const f = rows.get(id);
    if (!f || (f.ownerUserId !== opts.session.userId && !opts.session.isStaff)) throw new AppError(ErrorCode.NotFound);
    if (f.kind !== 'image') throw new AppError(ErrorCode.RecognitionImageUnreadable);
    return f;
  });
  return Promise.all(files.map((f) => readPhoto(opts.storage, f.storageKey)));
}
