import type { TUpdatePictureRequest } from '@scrapbridge/domain/media';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCategoriesByIds } from '../../catalogue/index.ts';
import { updatePictureRow } from './album.repository.ts';
import { ownPicture } from './own-picture.ts';

/**
 * `PUT /app-v2/picture/{id}`: what a photo shows (category, subcategory), where and when it was taken and a
 * remark; the form sends every field, a missing or null one is cleared (the EXIF values were only a first guess).
 */
export async function updatePicture(opts: TUpdatePictureRequest & { db: TDb; userId: string; pictureId: string }): Promise<null> {
  const picture = await ownPicture(opts.db, opts.userId, opts.pictureId);
  const categoryIds = [opts.categoryId, opts.subCategoryId].filter((v): v is number => typeof v === 'number');
  const known = new Set((await findCategoriesByIds(opts.db, categoryIds)).map((c) => c.id));
  if (typeof opts.categoryId === 'number' && !known.has(opts.categoryId)) throw AppError.field('categoryId', 'listings.errors.unknownCategory');
  if (typeof opts.subCategoryId === 'number' && !known.has(opts.subCategoryId)) throw AppError.field('subCategoryId', 'listings.errors.unknownCategory');
  const [lat, lng] = opts.coordinates ? opts.coordinates.split(',').map((s) => s.trim()) : [];
  await updatePictureRow(opts.db, picture.id, {
    categoryId: opts.categoryId ?? null,
    subCategoryId: opts.subCategoryId ?? null,
    latitude: lat ?? null,
    longitude: lng ?? null,
    takenAt: opts.takenDate ? new Date(opts.takenDate) : null,
    remark: opts.remark || null,
  });
  return null;
}
