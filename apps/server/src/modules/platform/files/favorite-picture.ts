import type { TDb } from '../../../db/client.ts';
import { updatePictureRow } from './album.repository.ts';
import { ownPicture } from './own-picture.ts';

/** `PUT /app-v2/picture/{id}/favorite`: the picture shows in Favorites too, or no longer; it stays in its group. */
export async function favoritePicture(opts: { db: TDb; userId: string; pictureId: string; favorite: boolean }): Promise<null> {
  const picture = await ownPicture(opts.db, opts.userId, opts.pictureId);
  await updatePictureRow(opts.db, picture.id, { favorite: opts.favorite });
  return null;
}
