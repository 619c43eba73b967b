import { z } from 'zod';
import { blankable, requiredText } from './account-profile.ts';
import { MB } from './media.ts';
import { ZPageQuery } from './pagination.ts';
import { USER_TYPES, UserState, isVip, type TUserState } from './user-state.ts';
import { reason } from './validation.ts';
import { zPositiveInt4 } from './int4.ts';

/**
 * Enterprise verification (§4 "Verification flow: submitted, under review (result within 1 working day), approved
 * (becomes VIP), failed (reason shown, may reapply)"), the §5 company step and the staff review.
 */

/** §9 "Enterprise verification: within 1 working day". */
export const VERIFICATION_WORKING_DAYS = 1;

/** One row per submission (the history staff and the user see); a reapplication is a new row. */
export const VERIFICATION_STATES = ['pending', 'approved', 'refused'] as const;
export type TVerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * companies.state (§3 companyInfo.state): the numbers of the matching userState, so a client reading either
 * reads the same thing. null until the company step is first submitted.
 */
export const CompanyState = {
  Approved: UserState.Normal,
  UnderReview: UserState.UnderReview,
  Refused: UserState.UpgradeFailed,
} as const;

/**
 * §5 company step: "Files of 10 MB or more are compressed to a maximum of 6 MB" before they are sent. The web does
 * that; the server's upload pipeline then stores pictures resized to 1000 px and re-compressed above its 1 MB
 * budget, so a stored document is always far below the 6 MB ceiling.
 */
export const COMPANY_FILE_COMPRESS_FROM_BYTES = 10 * MB;
export const COMPANY_FILE_TARGET_MAX_BYTES = 6 * MB;

/** Whether the web must compress a chosen document before uploading it (§5). */
export function companyFileNeedsCompression(sizeBytes: number): boolean {
  return sizeBytes >= COMPANY_FILE_COMPRESS_FROM_BYTES;
}

/** §5 "Uploads accept only jpeg, jpg, gif, bmp, png" (message IncorrectFileFormat), by extension for the web picker. */
export const COMPANY_FILE_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'bmp', 'png'] as const;

export function isCompanyFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (COMPANY_FILE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

const FILE_ID_IN = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * A document of the company step: the fileId the upload answered, or its fileFullPath / generateUrl (§7: the
 * upload "returns data with fileFullPath, fileName", which older clients send back as they are).
 */
export const ZCompanyFileRef = z
  .string()
  .trim()
  .max(500)
  .transform((v, ctx) => {
    const id = FILE_ID_IN.exec(v)?.[1];
    if (!id) {
      ctx.addIssue({ code: 'custom', ...reason('accounts.IncorrectFileFormat') });
      return z.NEVER;
    }
    return id.toLowerCase();
  });

/** An invitation code: letters, digits and dashes (what the operator's sales staff hand out). */
export const ZInviteCode = z.string().trim().regex(/^[A-Za-z0-9-]{4,32}$/);

export const COMPANY_NAME_MAX = 200;

/**
 * `PUT /app-v2/account/upgrade` {data} (§7; §5 company step). companyName is required (warning
 * dialogCompanyName); a business licence is requested (§6) unless an invitation code is sent instead of
 * documents (§5); the personal card is optional.
 */
export const ZUpgradeData = z
  .object({
    companyName: requiredText(COMPANY_NAME_MAX, 'accounts.dialogCompanyName'),
    companyEnglishName: blankable(z.string().trim().max(COMPANY_NAME_MAX)),
    personalCard: blankable(ZCompanyFileRef),
    businessLicense: blankable(ZCompanyFileRef),
    inviteCode: blankable(ZInviteCode),
  })
  .superRefine((v, ctx) => {
    if (!v.businessLicense && !v.inviteCode) {
      ctx.addIssue({ code: 'custom', path: ['businessLicense'], ...reason('accounts.errors.licenceOrInvite') });
    }
  });
export const ZUpgradeRequest = z.object({ data: ZUpgradeData });
export type TUpgradeRequest = z.infer<typeof ZUpgradeRequest>;
export type TUpgradeData = z.infer<typeof ZUpgradeData>;

export const ZUpgradeResponse = z.object({
  verificationId: z.string(),
  userState: z.literal(UserState.UnderReview),
  /** ISO 8601. */
  submittedAt: z.string(),
  /** When the result is due (§9, 1 working day), ISO 8601. */
  dueAt: z.string(),
});
export type TUpgradeResponse = z.infer<typeof ZUpgradeResponse>;

/**
 * May this user submit the company step now? §4: state 2 "only warns that it is pending" (upGradeWait); a
 * verified enterprise has nothing to upgrade; a blocked account does nothing. States 1 and 3 (reapply) may.
 */
export function upgradeVerdict(user: { userState: number; userType: string }): 'ok' | 'pending' | 'verified' | 'blocked' {
  if (user.userState === UserState.Blocked) return 'blocked';
  if (user.userState === UserState.UnderReview) return 'pending';
  if (isVip(user.userType)) return 'verified';
  return 'ok';
}

/**
 * §6 "Quoting and dealing need a verified (VIP) account": a verified enterprise (Supplier or Buyer) that is not
 * blocked. The server's requireVerified guard and the web's menus use this one rule.
 */
export function isVerifiedUser(user: { userType: string; userState: number }): boolean {
  return isVip(user.userType) && user.userState !== UserState.Blocked;
}

/**
 * The account after staff review. A blocked account stays blocked: the outcome is what unblocking restores
 * (stateBeforeBlock), so a review never lifts a block.
 */
export function accountStateAfterReview(
  user: { userState: number; stateBeforeBlock: number | null },
  outcome: 'approved' | 'refused',
): { userState: TUserState; stateBeforeBlock: TUserState | null } {
  const next: TUserState = outcome === 'approved' ? UserState.Normal : UserState.UpgradeFailed;
  if (user.userState === UserState.Blocked) return { userState: UserState.Blocked, stateBeforeBlock: next };
  return { userState: next, stateBeforeBlock: null };
}

export const REVIEW_REASON_MAX = 500;

/** A staff review's reason (a refusal must say why: §4 "failure shows a reason"). */
export const ZReviewReason = requiredText(REVIEW_REASON_MAX, 'accounts.errors.reasonRequired');

export const VIP_TYPES = USER_TYPES.filter((t) => t !== 'General') as ['Supplier', 'Buyer'];

/** `POST /admin/verifications/{id}/approve` {version, userType?}: without userType, defaultVipType decides. */
export const ZApproveVerificationRequest = z.object({
  version: zPositiveInt4(),
  userType: blankable(z.enum(VIP_TYPES)),
});
export type TApproveVerificationRequest = z.infer<typeof ZApproveVerificationRequest>;

/** `POST /admin/verifications/{id}/refuse` {version, reason}. */
export const ZRefuseVerificationRequest = z.object({
  version: zPositiveInt4(),
  reason: ZReviewReason,
});
export type TRefuseVerificationRequest = z.infer<typeof ZRefuseVerificationRequest>;

export const ZVerificationParams = z.object({ verificationId: z.uuid() });

/** `GET /admin/verifications`: the queue (pending, oldest first) or the history of one outcome. */
export const ZVerificationQueueQuery = ZPageQuery.extend({
  state: z.enum([...VERIFICATION_STATES, 'all']).default('pending'),
});
export type TVerificationQueueQuery = z.infer<typeof ZVerificationQueueQuery>;

export const ZCompanyFile = z.object({
  fileId: z.string(),
  fileFullPath: z.string(),
  fileName: z.string(),
  generateUrl: z.string(),
});
export type TCompanyFile = z.infer<typeof ZCompanyFile>;

/** One submission as staff review it (and as the user's history shows it). */
export const ZVerificationRow = z.object({
  verificationId: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bizType: z.string().nullable(),
  businessType: z.string().nullable(),
  companyName: z.string(),
  companyEnglishName: z.string().nullable(),
  inviteCode: z.string().nullable(),
  businessLicenseFile: ZCompanyFile.nullable(),
  personalCardFile: ZCompanyFile.nullable(),
  state: z.enum(VERIFICATION_STATES),
  submittedAt: z.string(),
  /** §9 due time (1 working day). */
  dueAt: z.string(),
  /** Still pending after dueAt. */
  overdue: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  refuseReason: z.string().nullable(),
  approvedUserType: z.enum(VIP_TYPES).nullable(),
  /** Send it back with approve/refuse: a changed row answers 110801. */
  version: z.number().int(),
});
export type TVerificationRow = z.infer<typeof ZVerificationRow>;

export const ZVerificationPage = z.object({ rows: z.array(ZVerificationRow), total: z.number().int() });

export const ZVerificationReviewed = z.object({
  verificationId: z.string(),
  state: z.enum(VERIFICATION_STATES),
  version: z.number().int(),
  userId: z.string(),
  userState: z.number().int(),
  userType: z.enum(USER_TYPES),
});
export type TVerificationReviewed = z.infer<typeof ZVerificationReviewed>;
