import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TSavePicturesRequest } from '@scrapbridge/domain/media';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCategoriesByIds } from '../../catalogue/index.ts';
import { findAlbumGroup, findFileExif, insertPictures } from './album.repository.ts';
import { findFilesByIds } from './files.repository.ts';
import { albumGroupsOf } from './list-album-groups.ts';

/**
 * `POST /app-v2/picture` (§3 Picture upload): files the caller uploaded, filed into one of their album groups
 * (UNCATEGORIZED by default; All Photo is a view of every group, never a target; Favorites is a view of the
 * favourite pictures, so filing into it files into UNCATEGORIZED marked favourite) with what they show, where and
 * when. Date taken and coordinates the client does not send come from the photo's EXIF when it had them
 * (upload-file.ts reads it before the stored copy drops it). All or nothing, in one transaction.
 */
export async function savePictures(opts: TSavePicturesRequest & { db: TDb; userId: string }): Promise<{ groupId: string; pictureIds: string[] }> {
  const { db, userId, pictureRequestList: items } = opts;
  // The client sends its own accountId (§3); another id is refused, never applied to the caller.
  if (opts.accountId && opts.accountId !== userId) throw new AppError(ErrorCode.Forbidden);

  const fileIds = items.map((i) => i.fileInfo.fileId);
  const owned = new Map((await findFilesByIds(db, fileIds)).map((f) => [f.id, f]));
  items.forEach((item, i) => {
    const file = owned.get(item.fileInfo.fileId);
    if (!file || file.ownerUserId !== userId) throw AppError.field(`pictureRequestList.${i}.fileInfo.fileId`, 'listings.errors.fileNotYours');
    if (file.kind !== 'image') throw AppError.field(`pictureRequestList.${i}.fileInfo.fileId`, 'listings.errors.fileKindMismatch');
  });
  const categoryIds = [...new Set(items.flatMap((i) => [i.categoryId, i.subCategoryId]).filter((v): v is number => v !== undefined))];
  const known = new Set((await findCategoriesByIds(db, categoryIds)).map((c) => c.id));
  items.forEach((item, i) => {
    if (item.categoryId !== undefined && !known.has(item.categoryId)) throw AppError.field(`pictureRequestList.${i}.categoryId`, 'listings.errors.unknownCategory');
    if (item.subCategoryId !== undefined && !known.has(item.subCategoryId)) {
      throw AppError.field(`pictureRequestList.${i}.subCategoryId`, 'listings.errors.unknownCategory');
    }
  });

  return db.transaction(async (tx) => {
    const groups = await albumGroupsOf(tx, userId);
    let groupId = groups.uncategorized.id;
    let favorite = false;
    if (opts.groupId) {
      const group = await findAlbumGroup(tx, opts.groupId);
      if (!group || group.userId !== userId) throw new AppError(ErrorCode.NotFound);
      if (group.kind === 'all') throw AppError.field('groupId', 'errors.invalidValue');
      if (group.kind === 'favorites') favorite = true;
      else groupId = group.id;
    }
    const exif = await findFileExif(tx, fileIds);
    const pictureIds = await insertPictures(
      tx,
      items.map((item) => {
        const fromExif = exif.get(item.fileInfo.fileId);
        const [lat, lng] = item.coordinates
          ? item.coordinates.split(',').map((s) => s.trim())
          : fromExif?.latitude != null && fromExif.longitude != null
            ? [fromExif.latitude, fromExif.longitude]
            : [];
        return {
          userId,
          groupId,
          fileId: item.fileInfo.fileId,
          categoryId: item.categoryId ?? null,
          subCategoryId: item.subCategoryId ?? null,
          latitude: lat ?? null,
          longitude: lng ?? null,
          takenAt: item.takenDate ? new Date(item.takenDate) : (fromExif?.takenAt ?? null),
          remark: item.remark || null,
          favorite,
        };
      }),
    );
    return { groupId, pictureIds };
  });
}
