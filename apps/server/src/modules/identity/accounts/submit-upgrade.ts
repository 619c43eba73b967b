import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import { CompanyState, VERIFICATION_WORKING_DAYS, upgradeVerdict, type TUpgradeRequest, type TUpgradeResponse } from '@scrapbridge/domain/verification';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import type { TDb, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { findFilesByIds } from '../../platform/index.ts';
import { insertVerification } from '../verification/verification.repository.ts';
import { findCompany, insertCompany, lockAccount, updateAccount, updateCompany, type TAccountRow } from './account.repository.ts';

/**
 * The documents must be the caller's own uploads of fileType user_info, which the upload only accepts as JPEG,
 * PNG, GIF or BMP (§5 "jpeg, jpg, gif, bmp, png", sniffed from the bytes) and stores resized and compressed far
 * below the §5 6 MB ceiling. Anything else (an ask photo, a video, another fileType) is IncorrectFileFormat; a file
 * of another user reads as not yours, whether or not it exists.
 */
async function checkDocuments(tx: TTx, userId: string, docs: { field: string; fileId: string | undefined }[]): Promise<TFieldProblem[]> {
  const ids = docs.map((d) => d.fileId).filter((id): id is string => !!id);
  const files = new Map((await findFilesByIds(tx, ids)).map((f) => [f.id, f]));
  const problems: TFieldProblem[] = [];
  for (const { field, fileId } of docs) {
    if (!fileId) continue;
    const file = files.get(fileId);
    if (!file || file.ownerUserId !== userId) problems.push({ field, reasonKey: 'accounts.errors.fileNotYours' });
    else if (file.purpose !== 'user_info' || file.kind !== 'image') problems.push({ field, reasonKey: 'accounts.IncorrectFileFormat' });
  }
  return problems;
}

/** §5 step 1 must be done first: staff review who they are talking to, not only the company. */
function profileComplete(user: TAccountRow): boolean {
  return !!(user.firstName && user.lastName && user.email && user.businessType && user.countryId);
}

/**
 * `PUT /app-v2/account/upgrade` {data} (§7; §5 company step; §4 verification flow): submits the enterprise for
 * verification. The user goes to userState 2 (under review) with a new verification record (the history keeps
 * every submission) due within 1 working day (§9). In state 2 another submit only warns that it is pending
 * (upGradeWait, code 1000); state 3 may reapply; a verified enterprise has nothing to submit.
 *
 * The company is created on the first submission and renamed by later ones while it is not approved. The whole
 * submission is one transaction on the locked account row, so two submits sent at once cannot both pass.
 */
export async function submitUpgrade(opts: TUpgradeRequest & { db: TDb; userId: string; now?: Date }): Promise<TUpgradeResponse> {
  const { db, userId, data } = opts;
  const submittedAt = opts.now ?? new Date();
  const dueAt = addWorkingDays(submittedAt, VERIFICATION_WORKING_DAYS);
  try {
    return await db.transaction(async (tx) => {
      const user = await lockAccount(tx, userId);
      if (!user) throw new AppError(ErrorCode.Unauthorized);
      switch (upgradeVerdict(user)) {
        case 'pending':
          throw new AppError(ErrorCode.Validation, 'accounts.upGradeWait');
        case 'verified':
          throw new AppError(ErrorCode.Validation, 'accounts.errors.alreadyVerified');
        case 'blocked':
          throw new AppError(ErrorCode.AccountBlocked);
        default:
          break;
      }
      if (!profileComplete(user)) throw new AppError(ErrorCode.Validation, 'accounts.errors.profileIncomplete');
      const problems = await checkDocuments(tx, userId, [
        { field: 'data.businessLicense', fileId: data.businessLicense },
        { field: 'data.personalCard', fileId: data.personalCard },
      ]);
      if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);

      const company = user.companyId ? await findCompany(tx, user.companyId) : null;
      let companyId: string;
      // An approved company is someone's verified identity: a new submission never renames it, it starts its own.
      if (company && company.state !== CompanyState.Approved) {
        companyId = company.id;
        await updateCompany(tx, companyId, { name: data.companyName, nameEn: data.companyEnglishName ?? null, state: CompanyState.UnderReview });
      } else {
        companyId = await insertCompany(tx, { name: data.companyName, nameEn: data.companyEnglishName ?? null, state: CompanyState.UnderReview });
      }
      const verification = await insertVerification(tx, {
        userId,
        companyId,
        companyName: data.companyName,
        companyNameEn: data.companyEnglishName ?? null,
        businessLicenseFileId: data.businessLicense ?? null,
        personalCardFileId: data.personalCard ?? null,
        inviteCode: data.inviteCode ?? null,
        submittedAt,
        dueAt,
      });
      await updateAccount(tx, userId, { userState: UserState.UnderReview, auditResult: null, companyId });
      return {
        verificationId: verification.id,
        userState: UserState.UnderReview,
        submittedAt: verification.submittedAt.toISOString(),
        dueAt: verification.dueAt.toISOString(),
      };
    });
  } catch (err) {
    // verifications_one_pending_key: another submission of this user won the race.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.Validation, 'accounts.upGradeWait');
    throw err;
  }
}
