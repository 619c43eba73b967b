import type { TDb } from '../../../db/client.ts';
import { deletePictureRow } from './album.repository.ts';
import { ownPicture } from './own-picture.ts';

/**
 * `DELETE /app-v2/picture/{id}`: the photo leaves the album. The stored file stays: a listing that shows it keeps
 * showing it (an ask's pictures must not change under its buyers).
 */
export async function deletePicture(opts: { db: TDb; userId: string; pictureId: string }): Promise<null> {
  const picture = await ownPicture(opts.db, opts.userId, opts.pictureId);
  await deletePictureRow(opts.db, picture.id);
  return null;
}
