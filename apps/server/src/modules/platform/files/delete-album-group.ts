import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deleteAlbumGroupRow, moveGroupPictures } from './album.repository.ts';
import { ownAlbumGroup } from './get-album-group.ts';
import { albumGroupsOf } from './list-album-groups.ts';

/**
 * `DELETE /app-v2/album/group/{id}`: deletes one of the caller's own groups. Its pictures are not lost: they go
 * back to UNCATEGORIZED (favourites stay favourites), in the same transaction.
 */
export async function deleteAlbumGroup(opts: { db: TDb; userId: string; groupId: string }): Promise<null> {
  const group = await ownAlbumGroup(opts.db, opts.userId, opts.groupId);
  if (group.kind !== 'own') throw new AppError(ErrorCode.AlbumGroupStandard);
  await opts.db.transaction(async (tx) => {
    const { uncategorized } = await albumGroupsOf(tx, opts.userId);
    await moveGroupPictures(tx, group.id, uncategorized.id);
    await deleteAlbumGroupRow(tx, group.id);
  });
  return null;
}
