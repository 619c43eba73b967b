import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAlbumGroupName } from '@scrapbridge/domain/media';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { countPicturesByGroup, renameAlbumGroupRow } from './album.repository.ts';
import { checkOwnGroupName } from './create-album-group.ts';
import { ownAlbumGroup } from './get-album-group.ts';
import { presentAlbumGroup, type TAlbumGroup } from './list-album-groups.ts';

/** `PUT /app-v2/album/group/{id}`: renames one of the caller's own groups (the §3 standard groups keep their names). */
export async function renameAlbumGroup(opts: TAlbumGroupName & { db: TDb; userId: string; groupId: string }): Promise<TAlbumGroup> {
  const group = await ownAlbumGroup(opts.db, opts.userId, opts.groupId);
  if (group.kind !== 'own') throw new AppError(ErrorCode.AlbumGroupStandard);
  checkOwnGroupName(opts.name);
  try {
    const row = await renameAlbumGroupRow(opts.db, group.id, opts.name);
    return presentAlbumGroup(row, await countPicturesByGroup(opts.db, opts.userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.AlbumGroupNameTaken, undefined, { name: opts.name });
    throw err;
  }
}
