/** Sign-in calls (§7, issue contract). Request bodies are typed from the domain schemas and validated by the forms. */
import type { TCaptchaRequest, TLoginRequest, TLoginResponse, TRegisterRequest } from '@scrapbridge/domain/auth';
import { api, type TApiResult } from '#lib/api-client.ts';

export type TCaptchaResponse = { resendAfter: number; expiresIn: number };

export function login(body: TLoginRequest): Promise<TApiResult<TLoginResponse>> {
  return api.post<TLoginResponse>('/account/login', body);
}

export function sendCode(body: TCaptchaRequest): Promise<TApiResult<TCaptchaResponse>> {
  return api.post<TCaptchaResponse>('/account/captcha', body);
}

export function register(body: TRegisterRequest): Promise<TApiResult<TLoginResponse>> {
  return api.post<TLoginResponse>('/account/register', body);
}
