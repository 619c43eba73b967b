/** Registration checks shared by the SMS and mail pages (§5 Registration and login). */
import { ZPlainPassword, ZRegisterRequest, type TRegisterRequest } from '@scrapbridge/domain/auth';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import type { TFieldAlias, TFormErrors } from '#lib/form-errors.ts';
import { checkWithSchema } from '#lib/zod-form.ts';

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
  const parsed = checkWithSchema(t, ZRegisterRequest, request, { reportInput: true, alias });
  const plain = checkWithSchema(t, ZPlainPassword, input.password, { reportInput: true, rootField: 'password' });
  const plainConfirm = checkWithSchema(t, ZPlainPassword, input.confirmPassword, { reportInput: true, rootField: 'confirmPassword' });
  // Length first on the confirmation too; "must match" only makes sense once both are long enough.
  const errors: TFormErrors = { ...parsed.errors, ...plain.errors, ...plainConfirm.errors };
  const ok = !parsed.errors && !plain.errors && !plainConfirm.errors;
  return { errors, request: ok ? parsed.data : null };
}
