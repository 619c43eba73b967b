/** Registration checks shared by the SMS and mail pages (§5 Registration and login). */
import { ZPlainPassword, ZRegisterRequest, type TRegisterRequest } from '@scrapbridge/domain/auth';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { issuesToErrors, type TFieldAlias, type TFormErrors } from '#lib/form-errors.ts';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

export type TRegisterInput = {
  registerType: 'phone' | 'email';
  account: string;
  phoneCountry?: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
  inviteCode: string;
};

/**
 * Plain passwords are checked for length with ZPlainPassword (≥ 6) before hashing; everything else (code, equal
 * passwords, terms ticked, e-mail format) by ZRegisterRequest on the hashed request, as the server will.
 */
export function validateRegister(
  t: TTranslate,
  input: TRegisterInput,
  alias: TFieldAlias,
): { errors: TFormErrors; request: TRegisterRequest | null } {
  const request = {
    registerType: input.registerType,
    account: input.account.trim(),
    ...(input.phoneCountry ? { phoneCountry: input.phoneCountry } : {}),
    code: input.code.trim(),
    password: hashPasswordForTransport(input.password),
    confirmPassword: hashPasswordForTransport(input.confirmPassword),
    agreeTerms: input.agreeTerms,
    ...(input.inviteCode.trim() ? { inviteCode: input.inviteCode.trim() } : {}),
  };
  const parsed = ZRegisterRequest.safeParse(request, { reportInput: true });
  const plain = ZPlainPassword.safeParse(input.password, { reportInput: true });
  const plainConfirm = ZPlainPassword.safeParse(input.confirmPassword, { reportInput: true });
  const errors: TFormErrors = {
    ...(parsed.success ? {} : issuesToErrors(t, parsed.error.issues, alias)),
    ...(plain.success ? {} : issuesToErrors(t, plain.error.issues, {}, 'password')),
  };
  // Length first on the confirmation too; "must match" only makes sense once both are long enough.
  if (!plainConfirm.success) Object.assign(errors, issuesToErrors(t, plainConfirm.error.issues, {}, 'confirmPassword'));
  const ok = parsed.success && plain.success && plainConfirm.success;
  return { errors, request: ok ? parsed.data : null };
}
