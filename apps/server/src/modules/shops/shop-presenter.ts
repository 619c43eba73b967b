import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop, TShopCard, TShopPicture } from '@scrapbridge/domain/shop';
import { localized } from '@scrapbridge/domain/site';
import { filePath } from '../platform/index.ts';
import type { TShopCardRow, TShopJoined, TShopPictureRow } from './shops.repository.ts';

export function toShopPicture(p: Pick<TShopPictureRow, 'fileId' | 'ext' | 'width' | 'height'>): TShopPicture {
  return { fileId: p.fileId, url: filePath(p.fileId, p.ext), ext: p.ext, width: p.width, height: p.height };
}

/**
 * A shop as the viewer may see it: the failure reason only for the owner and staff (§4 "failure shows a reason"
 * to the applicant; the public never sees refused shops anyway).
 */
export function toShop(
  row: TShopJoined,
  pictures: readonly TShopPictureRow[],
  opts: { lang: TLang; viewerUserId: string | null; isStaff: boolean },
): TShop {
  const { shop } = row;
  const mine = opts.viewerUserId === shop.sellerUserId;
  return {
    shopId: shop.id,
    sellerId: shop.sellerUserId,
    shopStatus: shop.status,
    failReason: mine || opts.isStaff ? shop.failReason : null,
    companyName: row.companyName,
    companyEnglishName: row.companyNameEn,
    companyProfile: localized(opts.lang, shop.profileZh, shop.profileEn),
    companyProfileZh: shop.profileZh,
    companyProfileEn: shop.profileEn,
    companyPictures: pictures.filter((p) => p.shopId === shop.id).map(toShopPicture),
    factoriesNumber: shop.factoriesNumber,
    employeesNumber: shop.employeesNumber,
    establishmentTime: shop.establishmentTime,
    followerNum: Number(row.followerNum),
    followed: Boolean(row.followed),
    mine,
    submittedAt: shop.submittedAt.toISOString(),
    dueAt: shop.dueAt?.toISOString() ?? null,
    reviewedAt: shop.reviewedAt?.toISOString() ?? null,
    version: shop.version,
  };
}

export function toShopCard(row: TShopCardRow, lang: TLang): TShopCard {
  const { shop } = row;
  return {
    shopId: shop.id,
    sellerId: shop.sellerUserId,
    companyName: row.companyName,
    companyEnglishName: row.companyNameEn,
    companyProfile: localized(lang, shop.profileZh, shop.profileEn),
    coverUrl: row.cover ? filePath(row.cover.fileId, row.cover.ext) : null,
    pictureNum: Number(row.pictureNum),
    factoriesNumber: shop.factoriesNumber,
    employeesNumber: shop.employeesNumber,
    establishmentTime: shop.establishmentTime,
    activeAskNum: Number(row.activeAskNum),
    followerNum: Number(row.followerNum),
    followed: Boolean(row.followed),
  };
}
