import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { SHOP_REVIEW_WORKING_DAYS, shopStatusAfterEdit, type TShop, type TShopRequest } from '@scrapbridge/domain/shop';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TSessionUser } from '../identity/index.ts';
import { findAccountWithCompany } from '../identity/index.ts';
import { checkShopPictures, profileValues } from './prepare-shop-write.ts';
import { getMyShop } from './get-my-shop.ts';
import { listShopPictureRows, lockShop, replaceShopPictures, updateShop } from './shops.repository.ts';

/**
 * `PUT /app-v2/shop` (/apply-shop as "my shop"): changes the caller's shop, or reapplies after a refusal. What it
 * does to the status is the domain rule shopStatusAfterEdit: a waiting shop stays waiting, a failed one goes back
 * to waiting with a new §9 clock, an approved one stays public when only its figures change but goes back to
 * review when its pictures or profile change (the public page shows only reviewed content). The version bump makes
 * a reviewer holding the old version answer 110801.
 */
export async function updateShopOfSeller(opts: TShopRequest & { db: TDb; session: TSessionUser; lang: TLang }): Promise<TShop> {
  const { db, session } = opts;
  await checkShopPictures(db, session.userId, opts.companyPictures);
  const account = await findAccountWithCompany(db, session.userId);
  await db.transaction(async (tx) => {
    const shop = await lockShop(tx, { sellerUserId: session.userId });
    if (!shop) throw new AppError(ErrorCode.NotFound);
    const current = (await listShopPictureRows(tx, [shop.id])).map((p) => p.fileId);
    const profile = profileValues(opts);
    const changed = {
      pictures: current.join(',') !== opts.companyPictures.join(','),
      profile: profile.profileZh !== shop.profileZh || profile.profileEn !== shop.profileEn,
    };
    const next = shopStatusAfterEdit(shop.status, changed);
    const now = new Date();
    await updateShop(tx, shop.id, {
      status: next.status,
      failReason: next.status === 'failed' ? shop.failReason : null,
      companyId: account?.user.companyId ?? shop.companyId,
      factoriesNumber: opts.factoriesNumber,
      employeesNumber: opts.employeesNumber,
      establishmentTime: opts.establishmentTime,
      ...profile,
      ...(next.restartClock ? { submittedAt: now, dueAt: addWorkingDays(now, SHOP_REVIEW_WORKING_DAYS), reviewedAt: null, reviewedBy: null } : {}),
    });
    if (changed.pictures) await replaceShopPictures(tx, shop.id, opts.companyPictures);
  });
  return (await getMyShop({ db, session, lang: opts.lang }))!;
}
