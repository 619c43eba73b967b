import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAlbumPicture } from '@scrapbridge/domain/media';
import type { TPageQuery } from '@scrapbridge/domain/pagination';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { countPicturesByGroup, findAlbumGroup, listPictures } from './album.repository.ts';
import { filePath } from './file-url.ts';
import type { TAlbumGroup } from './list-album-groups.ts';

/** `GET /app-v2/album/group/{id}`: one of the caller's groups with a page of its pictures, newest first. */
export async function getAlbumGroup(
  opts: TPageQuery & { db: TDb; userId: string; groupId: string },
): Promise<{ group: TAlbumGroup; rows: TAlbumPicture[]; total: number }> {
  const group = await findAlbumGroup(opts.db, opts.groupId);
  // Another user's group reads as missing (never reveal it exists).
  if (!group || group.userId !== opts.userId) throw new AppError(ErrorCode.NotFound);
  const page = await listPictures(opts.db, {
    userId: opts.userId,
    groupIds: group.kind === 'all' ? null : [group.id],
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  const counts = await countPicturesByGroup(opts.db, opts.userId);
  const pictureCount = group.kind === 'all' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(group.id) ?? 0);
  return {
    group: { groupId: group.id, kind: group.kind, name: group.name, pictureCount },
    total: page.total,
    rows: page.rows.map(({ picture: p, file }) => ({
      pictureId: p.id,
      groupId: p.groupId,
      fileId: p.fileId,
      url: filePath(p.fileId, file.ext),
      ext: file.ext,
      width: file.width,
      height: file.height,
      categoryId: p.categoryId,
      subCategoryId: p.subCategoryId,
      coordinates: p.latitude !== null && p.longitude !== null ? `${Number(p.latitude)},${Number(p.longitude)}` : null,
      takenDate: p.takenAt ? p.takenAt.toISOString() : null,
      remark: p.remark,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
