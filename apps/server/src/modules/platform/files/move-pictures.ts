import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TMovePicturesRequest } from '@scrapbridge/domain/media';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { movePictureRows } from './album.repository.ts';
import { ownAlbumGroup } from './get-album-group.ts';

/**
 * `POST /app-v2/picture/move`: the caller's pictures into UNCATEGORIZED or one of their own groups. All Photo and
 * Favorites are views (favourite is a mark, not a place): not targets (1791). A picture id that is not the
 * caller's is refused as missing and nothing moves.
 */
export async function movePictures(opts: TMovePicturesRequest & { db: TDb; userId: string }): Promise<{ pictureIds: string[] }> {
  const group = await ownAlbumGroup(opts.db, opts.userId, opts.groupId);
  if (group.kind === 'all' || group.kind === 'favorites') throw new AppError(ErrorCode.AlbumGroupStandard);
  const ids = [...new Set(opts.pictureIds)];
  return opts.db.transaction(async (tx) => {
    const moved = await movePictureRows(tx, { userId: opts.userId, pictureIds: ids, groupId: group.id });
    if (moved.length !== ids.length) throw new AppError(ErrorCode.NotFound);
    return { pictureIds: moved };
  });
}
