import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmail, normalizeEmail } from './email.ts';
import { isPlausiblePhone, normalizePhoneCountry, normalizePhoneNumber } from './phone.ts';
import { LANGUAGE_TYPES, type TUserType } from './user-state.ts';
import { reason } from './validation.ts';
import { WEIGHT_UNITS } from './weight.ts';

/**
 * The user's own profile: the §5 "User info step 1" form (`PUT /app-v2/account/info`), the settings page and the
 * business types. One schema serves the web form and the server's edge validation (ARCHITECTURE.md).
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional field the web form may send as '' or null when left blank. */
export function blankable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** A required text: missing, null and blank all read "is required". */
export function requiredText(max: number, requiredKey = 'required') {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .max(max)
      .refine((v) => v.length > 0, reason(requiredKey)),
  );
}

/** A dictionary id (§3 Dictionary data): a positive integer, sent as a number or a numeric string. */
export const ZDictDataId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * §3 business types (the credit report lists them): manufacturer, scrap dealer, recycler, demolition, trading
 * firm, processor, smelter, shredder, others. Stored as codes; the catalogs hold the zh/en labels
 * (accounts.businessTypes.<code>).
 */
export const BUSINESS_TYPES = [
  'manufacturer',
  'scrap_dealer',
  'recycler',
  'demolition',
  'trading_firm',
  'processor',
  'smelter',
  'shredder',
  'others',
] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/** Types whose trade is selling scrap they collect or generate; the rest consume or trade it. */
const SUPPLY_SIDE: readonly TBusinessType[] = ['scrap_dealer', 'recycler', 'demolition', 'shredder'];

/**
 * bizType (§3 Current user): which side of the trade the user mainly does. The spec names the field without its
 * values; these three are what the user info form offers. Optional (§5 step 1 does not require it).
 */
export const BIZ_TYPES = ['buy', 'sell', 'both'] as const;
export type TBizType = (typeof BIZ_TYPES)[number];

export function isBusinessType(value: string): value is TBusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

/**
 * §3 "businessType (comma list)": the codes of a multi-select, as a list or a comma list, in canonical order
 * (the order of BUSINESS_TYPES), without duplicates. Returns the unknown codes when there are any.
 */
export function parseBusinessTypes(input: string | readonly string[]): { types: TBusinessType[]; unknown: string[] } {
  const parts = (typeof input === 'string' ? input.split(',') : input).map((s) => s.trim()).filter(Boolean);
  const unknown = [...new Set(parts.filter((p) => !isBusinessType(p)))];
  const chosen = new Set(parts.filter(isBusinessType));
  return { types: BUSINESS_TYPES.filter((t) => chosen.has(t)), unknown };
}

export function formatBusinessTypes(types: readonly TBusinessType[]): string {
  return BUSINESS_TYPES.filter((t) => types.includes(t)).join(',');
}

/** The businessType field: a comma list or an array of codes, at least one, all known → the canonical comma list. */
export const ZBusinessTypeList = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.union([z.string().max(500), z.array(z.string().max(50)).max(BUSINESS_TYPES.length * 2)]))
  .transform((raw, ctx) => {
    const { types, unknown } = parseBusinessTypes(raw);
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', ...reason('accounts.errors.businessTypeUnknown') });
      return z.NEVER;
    }
    if (types.length === 0) {
      ctx.addIssue({ code: 'custom', ...reason('required') });
      return z.NEVER;
    }
    return formatBusinessTypes(types);
  });

/**
 * The VIP type staff approval gives when the reviewer does not choose one (§3: Supplier or Buyer, both shown as
 * Vip): the user's own bizType when it names a side; otherwise Supplier when every business type is a supply-side
 * one (dealers, recyclers, demolition, shredders), else Buyer. Both types may quote and deal; the type only
 * decides the role the web opens with.
 */
export function defaultVipType(bizType: string | null | undefined, businessType: string | null | undefined): Exclude<TUserType, 'General'> {
  if (bizType === 'sell') return 'Supplier';
  if (bizType === 'buy') return 'Buyer';
  const { types } = parseBusinessTypes(businessType ?? '');
  return types.length > 0 && types.every((t) => SUPPLY_SIDE.includes(t)) ? 'Supplier' : 'Buyer';
}

/** §5 "Email is required and must match a simple address pattern (messages email_empty, email_right)". */
export const ZProfileEmail = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim())
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', ...reason('accounts.email_empty') });
    else if (v.length > EMAIL_MAX_LENGTH || !isEmail(v)) ctx.addIssue({ code: 'custom', ...reason('accounts.email_right') });
  })
  .transform(normalizeEmail);

const ZPhoneCountryField = requiredText(6)
  .pipe(z.string().regex(/^\+?\d{1,4}$/))
  .transform((v) => normalizePhoneCountry(v));

const ZPhoneNumberField = requiredText(20)
  .refine((v) => v === '' || isPlausiblePhone(v), reason('invalidFormat'))
  .transform(normalizePhoneNumber);

export const PROFILE_LIMITS = { nameMax: 50 } as const;

/**
 * `PUT /app-v2/account/info` (§7; §5 "User info step 1"): firstName, lastName, country, businessType
 * (multi-select), phoneNumber and the port fields are required; the e-mail is required and must look like one.
 * countryId is a Country dictionary id, destinationId a DESTINATION PORT one and fasId a PORT one (the server
 * checks they exist). bizType is optional.
 */
export const ZAccountInfoRequest = z.object({
  firstName: requiredText(PROFILE_LIMITS.nameMax),
  lastName: requiredText(PROFILE_LIMITS.nameMax),
  bizType: blankable(z.enum(BIZ_TYPES)),
  countryId: ZDictDataId,
  email: ZProfileEmail,
  phoneNumber: ZPhoneNumberField,
  phoneCountry: ZPhoneCountryField,
  destinationId: ZDictDataId,
  fasId: ZDictDataId,
  businessType: ZBusinessTypeList,
});
export type TAccountInfoRequest = z.infer<typeof ZAccountInfoRequest>;

/**
 * The settings page (§2: weight unit, language, push). pushEnabled is the global switch of the followed-category
 * notifications (in-app and e-mail); each followed category has its own pushSwitch too (wanted.ts).
 */
export const ZAccountSettings = z.object({
  weightType: z.enum(WEIGHT_UNITS),
  languageType: z.enum(LANGUAGE_TYPES),
  pushEnabled: z.boolean(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** `PUT /app-v2/account/settings`: any of the three; what is left out keeps its value. */
export const ZAccountSettingsRequest = ZAccountSettings.partial().refine(
  (v) => v.weightType !== undefined || v.languageType !== undefined || v.pushEnabled !== undefined,
  { path: ['body'], ...reason('required') },
);
export type TAccountSettingsRequest = z.infer<typeof ZAccountSettingsRequest>;

/** A seller an agent may publish for (§6 Agents), as `GET /app-v2/account/agent-for` lists them. */
export const ZAgentSeller = z.object({
  sellerUserId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  companyEnglishName: z.string().nullable(),
});
export type TAgentSeller = z.infer<typeof ZAgentSeller>;
