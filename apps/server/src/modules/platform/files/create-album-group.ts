import { ALBUM_MAX_OWN_GROUPS, type TAlbumGroupName } from '@scrapbridge/domain/media';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { countOwnAlbumGroups, insertOwnAlbumGroup } from './album.repository.ts';
import { albumGroupsOf, type TAlbumGroup } from './list-album-groups.ts';

/** A name a standard group carries (either language's) would read as two groups of one name in the sidebar. */
export const RESERVED_GROUP_NAMES = ['uncategorized', 'all photo', 'favorites', '未分类', '全部照片', '收藏'];

export function checkOwnGroupName(name: string): void {
  if (RESERVED_GROUP_NAMES.includes(name.toLowerCase())) throw new AppError(ErrorCode.AlbumGroupNameTaken, undefined, { name });
}

/**
 * `POST /app-v2/album/group`: an own group (issue 16 item 3: sort photos by grade, yard or supplier). Names are
 * unique per user, case-insensitively; at most ALBUM_MAX_OWN_GROUPS, counted under the user's standard groups so
 * the count and the insert see the same rows.
 */
export async function createAlbumGroup(opts: TAlbumGroupName & { db: TDb; userId: string }): Promise<TAlbumGroup> {
  checkOwnGroupName(opts.name);
  try {
    return await opts.db.transaction(async (tx) => {
      await albumGroupsOf(tx, opts.userId);
      if ((await countOwnAlbumGroups(tx, opts.userId)) >= ALBUM_MAX_OWN_GROUPS) {
        throw new AppError(ErrorCode.AlbumTooManyGroups, undefined, { max: ALBUM_MAX_OWN_GROUPS });
      }
      const row = await insertOwnAlbumGroup(tx, opts.userId, opts.name);
      return { groupId: row.id, kind: row.kind, name: row.name, pictureCount: 0 };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.AlbumGroupNameTaken, undefined, { name: opts.name });
    throw err;
  }
}
