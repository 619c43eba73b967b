import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { SHOP_REVIEW_WORKING_DAYS, type TShop, type TShopRequest } from '@scrapbridge/domain/shop';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TSessionUser } from '../identity/index.ts';
import { findAccountWithCompany } from '../identity/index.ts';
import { checkShopPictures, profileValues } from './prepare-shop-write.ts';
import { getMyShop } from './get-my-shop.ts';
import { insertShop, lockShop, replaceShopPictures } from './shops.repository.ts';

/**
 * `POST /app-v2/shop` (/apply-shop; §6 "Vip can apply for a shop", the route is declared verified): a verified
 * seller applies with at least one company picture, the factory and employee numbers, the establishment date and
 * an optional bilingual profile (§3, §5). The shop starts waiting, due for review within 3 working days (§9). One
 * shop per seller: a second application is refused (use PUT to change or reapply).
 */
export async function applyShop(opts: TShopRequest & { db: TDb; session: TSessionUser; lang: TLang }): Promise<TShop> {
  const { db, session } = opts;
  await checkShopPictures(db, session.userId, opts.companyPictures);
  const account = await findAccountWithCompany(db, session.userId);
  const submittedAt = new Date();
  try {
    await db.transaction(async (tx) => {
      if (await lockShop(tx, { sellerUserId: session.userId })) throw new AppError(ErrorCode.Validation, 'accounts.shop.errors.alreadyApplied');
      const shop = await insertShop(tx, {
        sellerUserId: session.userId,
        companyId: account?.user.companyId ?? null,
        status: 'waiting',
        factoriesNumber: opts.factoriesNumber,
        employeesNumber: opts.employeesNumber,
        establishmentTime: opts.establishmentTime,
        ...profileValues(opts),
        submittedAt,
        dueAt: addWorkingDays(submittedAt, SHOP_REVIEW_WORKING_DAYS),
      });
      await replaceShopPictures(tx, shop.id, opts.companyPictures);
    });
  } catch (err) {
    // shops_seller_key: two applications raced; the loser is told it already applied.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.Validation, 'accounts.shop.errors.alreadyApplied');
    throw err;
  }
  return (await getMyShop({ db, session, lang: opts.lang }))!;
}
