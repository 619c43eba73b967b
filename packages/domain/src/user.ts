import { z } from 'zod';
import { MARKETS } from './market.ts';
import { WEIGHT_UNITS } from './weight.ts';
import { LANGUAGE_TYPES, USER_TYPES } from './user-state.ts';

export const ZUserState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);

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
