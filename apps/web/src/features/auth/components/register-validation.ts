/** Registration checks shared by the SMS and mail pages (§5 Registration and login). */
import { ZPlainPassword, type TRegisterRequest } from '@scrapbridge/domain/auth';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import type { TValueCheck } from '#lib/zod-form.ts';

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
 * What the form kit checks for a registration (`check(ZRegisterRequest, request, { values })`): the request as sent,
 * with transport hashes, which ZRegisterRequest checks as the server will (code, equal passwords, terms ticked, e-mail
 * format); and the plain passwords' length (ZPlainPassword, ≥ 6), which only the form can see. Length comes first on
 * the confirmation too: "must match" only makes sense once both are long enough.
 */
export function registerCheck(input: TRegisterInput): { request: TRegisterRequest; values: TValueCheck[] } {
  const request: TRegisterRequest = {
    registerType: input.registerType,
    account: input.account.trim(),
    ...(input.phoneCountry ? { phoneCountry: input.phoneCountry } : {}),
    code: input.code.trim(),
    password: hashPasswordForTransport(input.password),
    confirmPassword: hashPasswordForTransport(input.confirmPassword),
    agreeTerms: input.agreeTerms,
    ...(input.inviteCode.trim() ? { inviteCode: input.inviteCode.trim() } : {}),
  };
  return {
    request,
    values: [
      { field: 'password', schema: ZPlainPassword, value: input.password },
      { field: 'confirmPassword', schema: ZPlainPassword, value: input.confirmPassword },
    ],
  };
}
