import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TShopRequest } from '@scrapbridge/domain/shop';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFilesByIds } from '../platform/index.ts';

/** Upload kinds a company picture may come from: listing photos and album photos (not verification documents). */
const PICTURE_PURPOSES = ['ask', 'picture'];

/**
 * The database side of the shop form: every company picture must be the caller's own image upload. Verification
 * documents (fileType user_info) are private papers and are refused here; another user's file reads as not yours.
 */
export async function checkShopPictures(db: TDbOrTx, userId: string, fileIds: readonly string[]): Promise<void> {
  const files = new Map((await findFilesByIds(db, [...fileIds])).map((f) => [f.id, f]));
  const problems: TFieldProblem[] = [];
  fileIds.forEach((id, i) => {
    const file = files.get(id);
    if (!file || file.ownerUserId !== userId) problems.push({ field: `companyPictures.${i}`, reasonKey: 'accounts.errors.fileNotYours' });
    else if (file.kind !== 'image' || !PICTURE_PURPOSES.includes(file.purpose)) problems.push({ field: `companyPictures.${i}`, reasonKey: 'accounts.shop.errors.pictureKind' });
  });
  if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
}

/** The profile as stored: blank is no profile. */
export function profileValues(input: Pick<TShopRequest, 'companyProfileZh' | 'companyProfileEn'>) {
  return { profileZh: input.companyProfileZh || null, profileEn: input.companyProfileEn || null };
}
