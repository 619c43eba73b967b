import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAlbumPicture } from '@scrapbridge/domain/media';
import type { TPageQuery } from '@scrapbridge/domain/pagination';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { countPicturesByGroup, findAlbumGroup, listPictures, type TAlbumGroupRow, type TPictureWithFile } from './album.repository.ts';
import { filePath } from './file-url.ts';
import { presentAlbumGroup, type TAlbumGroup } from './list-album-groups.ts';

export function presentPicture({ picture: p, file }: TPictureWithFile): TAlbumPicture {
  return {
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
    favorite: p.favorite,
    fileName: file.originalName,
    size: file.size,
    createdAt: p.createdAt.toISOString(),
  };
}

/** One of the caller's groups; another user's group, or none, reads as missing (never reveal it exists). */
export async function ownAlbumGroup(db: TDbOrTx, userId: string, groupId: string): Promise<TAlbumGroupRow> {
  const group = await findAlbumGroup(db, groupId);
  if (!group || group.userId !== userId) throw new AppError(ErrorCode.NotFound);
  return group;
}

/** `GET /app-v2/album/group/{id}`: one of the caller's groups with a page of its pictures, newest first. */
export async function getAlbumGroup(
  opts: TPageQuery & { db: TDbOrTx; userId: string; groupId: string },
): Promise<{ group: TAlbumGroup; rows: TAlbumPicture[]; total: number }> {
  const group = await ownAlbumGroup(opts.db, opts.userId, opts.groupId);
  const page = await listPictures(opts.db, {
    userId: opts.userId,
    filter: group.kind === 'all' ? 'all' : group.kind === 'favorites' ? 'favorites' : { groupId: group.id },
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  const counts = await countPicturesByGroup(opts.db, opts.userId);
  return { group: presentAlbumGroup(group, counts), total: page.total, rows: page.rows.map(presentPicture) };
}
