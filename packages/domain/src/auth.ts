import { z } from 'zod';
import { isEmail } from './email.ts';
import { ZMarketPermission } from './user.ts';
import { LANGUAGE_TYPES } from './user-state.ts';
import { MARKETS } from './market.ts';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { TRANSPORT_PASSWORD_PATTERN } from './password.ts';
import { WEIGHT_UNITS } from './weight.ts';
import { reason } from './validation.ts';

/** Bounded on purpose: no field of a sign-in call needs more, and huge strings are refused before hashing. */
const ZAccount = z.string().trim().min(1).max(254);
const ZTransportPassword = z.string().regex(TRANSPORT_PASSWORD_PATTERN);
const ZCode = z.string().trim().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`));
const ZPhoneCountry = z.string().trim().max(6).regex(/^\+?\d{1,4}$/);

export const LOGIN_TYPES = ['password', 'sms', 'email'] as const;
export type TLoginType = (typeof LOGIN_TYPES)[number];

/** `POST /saas-v1/account/login` (issue: password, SMS code or e-mail code). */
export const ZLoginRequest = z
  .object({
    loginType: z.enum(LOGIN_TYPES),
    account: ZAccount,
    password: ZTransportPassword.optional(),
    code: ZCode.optional(),
    phoneCountry: ZPhoneCountry.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.loginType === 'password' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], ...reason('required') });
    }
    if (v.loginType !== 'password' && !v.code) {
      ctx.addIssue({ code: 'custom', path: ['code'], ...reason('required') });
    }
    if (v.loginType === 'email' && !isEmail(v.account)) {
      ctx.addIssue({ code: 'custom', path: ['account'], ...reason('invalidFormat') });
    }
  });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  /** Expiry as epoch milliseconds; the client gives the `token` cookie the same expiry (§4 Login). */
  expire: z.number().int(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const CODE_CHANNELS = ['sms', 'email'] as const;
export const CODE_PURPOSES = ['login', 'register'] as const;

/** `POST /app-v2/account/captcha`: send a verification code by SMS or e-mail. */
export const ZCaptchaRequest = z
  .object({
    channel: z.enum(CODE_CHANNELS),
    account: ZAccount,
    phoneCountry: ZPhoneCountry.optional(),
    purpose: z.enum(CODE_PURPOSES),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'email' && !isEmail(v.account)) {
      ctx.addIssue({ code: 'custom', path: ['account'], ...reason('invalidFormat') });
    }
  });
export type TCaptchaRequest = z.infer<typeof ZCaptchaRequest>;

export const ZCaptchaResponse = z.object({
  /** Seconds before another code may be requested. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

export const REGISTER_TYPES = ['phone', 'email'] as const;

/**
 * `POST /app-v2/account/register` (§5 Registration): code required, password entered twice and equal,
 * terms ticked, invitation code optional. The passwords arrive already hashed (§5), so their length
 * (≥ PASSWORD_MIN_LENGTH) is checked by the form with `ZPlainPassword` before hashing.
 */
export const ZRegisterRequest = z
  .object({
    registerType: z.enum(REGISTER_TYPES),
    account: ZAccount,
    phoneCountry: ZPhoneCountry.optional(),
    code: ZCode,
    password: ZTransportPassword,
    confirmPassword: ZTransportPassword,
    agreeTerms: z.boolean(),
    inviteCode: z.string().trim().max(32).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], ...reason('mustMatch') });
    }
    if (v.agreeTerms !== true) {
      ctx.addIssue({ code: 'custom', path: ['agreeTerms'], ...reason('mustAgree') });
    }
    if (v.registerType === 'email' && !isEmail(v.account)) {
      ctx.addIssue({ code: 'custom', path: ['account'], ...reason('invalidFormat') });
    }
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The plain password as typed in the form, before hashing (§5: at least 6 characters). */
export const ZPlainPassword = z.string().min(PASSWORD_MIN_LENGTH).max(128);

/** `POST /app-v2/account/editAccount` (§7). */
export const ZEditAccountRequest = z.object({
  accountId: z.string().min(1).max(64),
  weightType: z.enum(WEIGHT_UNITS),
  languageType: z.enum(LANGUAGE_TYPES),
});
export type TEditAccountRequest = z.infer<typeof ZEditAccountRequest>;

/** `POST /app-v2/user/info/market/switch` (§7): 200 success, 1201 rejected. */
export const ZMarketSwitchRequest = z.object({
  market: z.enum(MARKETS),
  switchEnable: z.union([z.literal(0), z.literal(1)]),
});
export type TMarketSwitchRequest = z.infer<typeof ZMarketSwitchRequest>;

/** The user's market list after a switch (§7 market/switch: 200 success, 1201 rejected). */
export const ZMarketSwitchResponse = z.array(ZMarketPermission);
