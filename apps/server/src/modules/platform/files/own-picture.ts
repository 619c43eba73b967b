import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findPicture, type TPictureRow } from './album.repository.ts';

/** One of the caller's pictures; another user's picture, or none, reads as missing (never reveal it exists). */
export async function ownPicture(db: TDbOrTx, userId: string, pictureId: string): Promise<TPictureRow> {
  const picture = await findPicture(db, pictureId);
  if (!picture || picture.userId !== userId) throw new AppError(ErrorCode.NotFound);
  return picture;
}
