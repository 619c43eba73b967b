/**
 * The /apply-shop form (§3 Shop fields, §5 "at least 1 company picture; the factory number must be a valid count"):
 * its values, the request it sends, and its checks. The browser validates with the very schema the server uses
 * (ZShopRequest, through the form kit), worded like the server's 1000 answers, so the same bad input reads the same
 * either way.
 */
import { IMAGE_EXTENSIONS, extensionOf } from '@scrapbridge/domain/input-helpers';
import { ALLOWED_MIME, IMAGE_MAX_BYTES } from '@scrapbridge/domain/media';
import { SHOP_LIMITS, type TShop } from '@scrapbridge/domain/shop';
import type { TFieldProblem } from '@scrapbridge/domain/validation';

export type TPictureItem = {
  uid: string;
  /** Set once the upload is stored. */
  fileId: string | null;
  /** The stored picture, or a local preview while it uploads. */
  url: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  error?: string;
};

export type TShopFormValues = {
  companyPictures: TPictureItem[];
  factoriesNumber: number | null;
  employeesNumber: number | null;
  /** YYYY-MM-DD. */
  establishmentTime: string | null;
  companyProfileZh: string;
  companyProfileEn: string;
};

export const SHOP_FORM_FIELDS = ['companyPictures', 'factoriesNumber', 'employeesNumber', 'establishmentTime', 'companyProfileZh', 'companyProfileEn'] as const;

export const EMPTY_SHOP_FORM: TShopFormValues = {
  companyPictures: [],
  factoriesNumber: null,
  employeesNumber: null,
  establishmentTime: null,
  companyProfileZh: '',
  companyProfileEn: '',
};

/** The form prefilled from the caller's shop (to change it, or to reapply after a refusal). */
export function formFromShop(shop: TShop): TShopFormValues {
  return {
    companyPictures: shop.companyPictures.map((p) => ({ uid: p.fileId, fileId: p.fileId, url: p.url, name: p.fileId, status: 'done', percent: 100 })),
    factoriesNumber: shop.factoriesNumber,
    employeesNumber: shop.employeesNumber,
    establishmentTime: shop.establishmentTime,
    companyProfileZh: shop.companyProfileZh ?? '',
    companyProfileEn: shop.companyProfileEn ?? '',
  };
}

/** What POST/PUT /shop receives: the stored pictures in their order (uploads still running are not sent). */
export function shopRequestInput(values: TShopFormValues) {
  return {
    companyPictures: values.companyPictures.filter((p) => p.status === 'done' && p.fileId).map((p) => p.fileId!),
    factoriesNumber: values.factoriesNumber,
    employeesNumber: values.employeesNumber,
    establishmentTime: values.establishmentTime ?? '',
    companyProfileZh: values.companyProfileZh,
    companyProfileEn: values.companyProfileEn,
  };
}

/** The form's field a problem belongs to ("companyPictures.2" → companyPictures), for the form kit's `fieldOf`. */
export function shopFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/**
 * The problem the schema cannot see, for the form kit's `inputProblems`: pictures still uploading are not in the
 * request yet, so the form waits for them rather than send fewer pictures than the user chose.
 */
export function picturesStillUploading(values: TShopFormValues): TFieldProblem | null {
  return values.companyPictures.some((p) => p.status === 'uploading') ? { field: 'companyPictures', reasonKey: 'shops.apply.stillUploading' } : null;
}

export type TPictureRejection = 'incorrectFile' | 'imageTooLarge' | 'tooMany';

/** Pictures only (JPEG, PNG, GIF, WebP, BMP) up to the server's size, at most SHOP_LIMITS.picturesMax in all. */
export function screenPictures<F extends { name: string; size: number; type: string }>(
  existing: number,
  files: readonly F[],
): { accepted: F[]; rejected: { file: F; reason: TPictureRejection }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; reason: TPictureRejection }[] = [];
  let total = existing;
  for (const file of files) {
    const type = file.type.toLowerCase();
    const ext = extensionOf(file.name);
    const image = ALLOWED_MIME.picture.includes(type) || ((!type || type === 'application/octet-stream') && (IMAGE_EXTENSIONS as readonly string[]).includes(ext));
    if (!image) rejected.push({ file, reason: 'incorrectFile' });
    else if (file.size > IMAGE_MAX_BYTES) rejected.push({ file, reason: 'imageTooLarge' });
    else if (total >= SHOP_LIMITS.picturesMax) rejected.push({ file, reason: 'tooMany' });
    else {
      accepted.push(file);
      total++;
    }
  }
  return { accepted, rejected };
}

/** The picture list with one item moved to the front (the first picture is the shop's cover). */
export function moveToFront<T>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (item === undefined || index === 0) return [...items];
  return [item, ...items.slice(0, index), ...items.slice(index + 1)];
}
