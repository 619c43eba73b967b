import { z } from 'zod';
import { MARKETS } from './market.ts';
import { WEIGHT_UNITS } from './weight.ts';

/** §4 userState. */
export const UserState = {
  /** Normal / upgrade succeeded (profile complete). */
  Normal: 0,
  /** May upgrade: prompt to improve company info. */
  CanUpgrade: 1,
  /** Upgrade under review. */
  UnderReview: 2,
  /** Upgrade failed; the audit reason is shown. */
  UpgradeFailed: 3,
  /** Blocked: no session, "account blocked or frozen". */
  Blocked: 9,
} as const;
export type TUserState = (typeof UserState)[keyof typeof UserState];
export const ZUserState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);

/** §3 userType; Supplier and Buyer are verified enterprises and show as the single role Vip (§6). */
export const USER_TYPES = ['General', 'Supplier', 'Buyer'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** §6 role cookie `myRole`: the client sets Buyer/Supplier by route; a verified userType reads as Vip. */
export const ROLES = ['Buyer', 'Supplier', 'Vip'] as const;
export type TRole = (typeof ROLES)[number];

export function isVip(userType: string | null | undefined): boolean {
  return userType === 'Supplier' || userType === 'Buyer';
}

export const LANGUAGE_TYPES = ['China', 'English'] as const;
export type TLanguageType = (typeof LANGUAGE_TYPES)[number];

const ZDict = z
  .object({ dictDataId: z.number(), dictLabel: z.string(), dictValue: z.string() })
  .nullable();

const ZFileRef = z
  .object({ fileFullPath: z.string(), fileName: z.string(), generateUrl: z.string() })
  .nullable();

export const ZMarketPermission = z.object({
  market: z.enum(MARKETS),
  permission: z.union([z.literal(0), z.literal(1)]),
  switchEnable: z.union([z.literal(0), z.literal(1)]),
  marketZh: z.string(),
});

/** §3 Current user, as `GET /app-v2/getInfo` returns it. */
export const ZCurrentUser = z.object({
  id: z.string(),
  userState: ZUserState,
  userType: z.enum(USER_TYPES),
  /** Operator staff may open the staff console; not part of §3 but needed by the shell. */
  staff: z.boolean(),
  companyId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  bizType: z.string().nullable(),
  businessType: z.string().nullable(),
  auditResult: z.string().nullable(),
  needUpgrade: z.boolean(),
  countryId: z.number().nullable(),
  countryDict: ZDict,
  destinationId: z.number().nullable(),
  destinationDict: ZDict,
  fasId: z.number().nullable(),
  fasDict: ZDict,
  weightType: z.enum(WEIGHT_UNITS),
  languageType: z.enum(LANGUAGE_TYPES),
  marketPermissions: z.array(ZMarketPermission),
  allPhotoGroupId: z.string().nullable(),
  favoritesGroupId: z.string().nullable(),
  ungroupedGroupId: z.string().nullable(),
  wantedNum: z.number().int(),
  companyInfo: z
    .object({
      companyName: z.string().nullable(),
      companyEnglishName: z.string().nullable(),
      state: z.number().int().nullable(),
      personalCardFile: ZFileRef,
      businessLicenseFile: ZFileRef,
    })
    .nullable(),
  chatToken: z.string().nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
