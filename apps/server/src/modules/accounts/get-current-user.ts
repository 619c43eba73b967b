import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { marketPermissionsFrom } from '@scrapbridge/domain/market';
import { type TCurrentUser } from '@scrapbridge/domain/user';
import { UserState, isVip, type TLanguageType, type TUserState, type TUserType } from '@scrapbridge/domain/user-state';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccountWithCompany } from './account.repository.ts';
import { listMarketPermissions } from './market-permission.repository.ts';

/**
 * §6 Upgrade menu "shown only when the user needs upgrading": a general (non-VIP) account that may upgrade,
 * is under review (choosing upgrade then only warns it is pending, §4) or failed and may reapply.
 */
function needsUpgrade(userType: string, userState: number): boolean {
  return !isVip(userType) && ([UserState.CanUpgrade, UserState.UnderReview, UserState.UpgradeFailed] as number[]).includes(userState);
}

/**
 * `GET /app-v2/getInfo`: the §3 current user. Not yet served (their issues bring them): dictionary objects
 * (catalog), album group ids (pictures), wantedNum (wanted), company files (files), and chatToken, which
 * comes with the chat issue.
 */
export async function getCurrentUser(opts: { db: TDb; userId: string }): Promise<TCurrentUser> {
  const row = await findAccountWithCompany(opts.db, opts.userId);
  // Sessions cascade with their user, so this only happens if the account vanished mid-request.
  if (!row) throw new AppError(ErrorCode.Unauthorized);
  const { user, company } = row;
  const permissions = await listMarketPermissions(opts.db, opts.userId);
  return {
    id: user.id,
    userState: user.userState as TUserState,
    userType: user.userType as TUserType,
    staff: user.isStaff,
    companyId: user.companyId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneCountry: user.phoneCountry,
    phoneNumber: user.phoneNumber,
    bizType: user.bizType,
    businessType: user.businessType,
    auditResult: user.auditResult,
    needUpgrade: needsUpgrade(user.userType, user.userState),
    countryId: user.countryId,
    countryDict: null,
    destinationId: user.destinationId,
    destinationDict: null,
    fasId: user.fasId,
    fasDict: null,
    weightType: user.weightType as TWeightUnit,
    languageType: user.languageType as TLanguageType,
    marketPermissions: marketPermissionsFrom(permissions),
    allPhotoGroupId: null,
    favoritesGroupId: null,
    ungroupedGroupId: null,
    wantedNum: 0,
    companyInfo: company
      ? {
          companyName: company.name,
          companyEnglishName: company.nameEn,
          state: company.state,
          personalCardFile: null,
          businessLicenseFile: null,
        }
      : null,
    chatToken: null,
  };
}
