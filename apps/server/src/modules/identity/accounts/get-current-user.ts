import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { marketPermissionsFrom } from '@scrapbridge/domain/market';
import { type TCurrentUser } from '@scrapbridge/domain/user';
import { UserState, isVip } from '@scrapbridge/domain/user-state';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findDictRowsByIds } from '../../catalogue/index.ts';
import { companyFileOf } from '../verification/verification-presenter.ts';
import { findLatestVerificationFiles } from '../verification/verification.repository.ts';
import { countWanted } from '../../listings/index.ts';
import { albumGroupsOf } from '../../platform/index.ts';
import { findAccountWithCompany } from './account.repository.ts';
import { listMarketPermissions } from './market-permission.repository.ts';

/**
 * §6 Upgrade menu "shown only when the user needs upgrading": a general (non-VIP) account that may upgrade,
 * is under review (choosing upgrade then only warns it is pending, §4) or failed and may reapply.
 */
function needsUpgrade(userType: string, userState: number): boolean {
  return !isVip(userType) && ([UserState.CanUpgrade, UserState.UnderReview, UserState.UpgradeFailed] as number[]).includes(userState);
}

/** A §3 dictionary object (countryDict, destinationDict, fasDict) in the caller's language. */
function dictOf(row: { id: number; labelZh: string; labelEn: string; value: string } | undefined, lang: TLang) {
  return row ? { dictDataId: row.id, dictLabel: lang === 'zh' ? row.labelZh : row.labelEn, dictValue: row.value } : null;
}

/**
 * `GET /app-v2/getInfo`: the §3 current user. companyInfo carries the documents of the latest verification
 * submission (personalCardFile, businessLicenseFile) and auditResult the reason of a refusal (§4 state 3).
 * The §3 album group ids are the user's standard groups, made on first use. chatToken is the AI paths' token of the
 * caller's session (identity/auth/chat-token.ts), minted by the route.
 */
export async function getCurrentUser(opts: { db: TDbOrTx; userId: string; lang: TLang; publicUrl: string; chatToken?: string | null }): Promise<TCurrentUser> {
  const row = await findAccountWithCompany(opts.db, opts.userId);
  // Sessions cascade with their user, so this only happens if the account vanished mid-request.
  if (!row) throw new AppError(ErrorCode.Unauthorized);
  const { user, company } = row;
  const dictIds = [user.countryId, user.destinationId, user.fasId].filter((id): id is number => id !== null);
  const [permissions, dicts, wantedNum, documents, album] = await Promise.all([
    listMarketPermissions(opts.db, opts.userId),
    findDictRowsByIds(opts.db, dictIds),
    countWanted(opts.db, opts.userId),
    company ? findLatestVerificationFiles(opts.db, opts.userId) : Promise.resolve(null),
    albumGroupsOf(opts.db, opts.userId),
  ]);
  const dict = (id: number | null) => dictOf(dicts.find((d) => d.id === id), opts.lang);
  return {
    id: user.id,
    userState: user.userState,
    userType: user.userType,
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
    countryDict: dict(user.countryId),
    destinationId: user.destinationId,
    destinationDict: dict(user.destinationId),
    fasId: user.fasId,
    fasDict: dict(user.fasId),
    weightType: user.weightType,
    languageType: user.languageType,
    marketPermissions: marketPermissionsFrom(permissions),
    allPhotoGroupId: album.all.id,
    favoritesGroupId: album.favorites.id,
    ungroupedGroupId: album.uncategorized.id,
    wantedNum,
    companyInfo: company
      ? {
          companyName: company.name,
          companyEnglishName: company.nameEn,
          state: company.state,
          personalCardFile: stripId(companyFileOf(opts.publicUrl, documents?.card ?? null)),
          businessLicenseFile: stripId(companyFileOf(opts.publicUrl, documents?.licence ?? null)),
        }
      : null,
    chatToken: opts.chatToken ?? null,
  };
}

/** §3 companyInfo files carry fileFullPath, fileName and generateUrl only. */
function stripId(file: { fileFullPath: string; fileName: string; generateUrl: string } | null) {
  return file ? { fileFullPath: file.fileFullPath, fileName: file.fileName, generateUrl: file.generateUrl } : null;
}
