/** Sign-in calls (§7, issue contract). Request bodies are typed from the domain schemas and validated by the forms. */
import type { TCaptchaRequest, TLoginRequest, TRegisterRequest } from '@scrapbridge/domain/auth';
import { authRoutes } from '@scrapbridge/domain/contract/routes/auth';
import { requestRoute, type TCallOptions } from '#lib/route-client.ts';

export type { TCaptchaResponse } from '@scrapbridge/domain/auth';

/** POST /saas-v1/account/login: sent without the session and market headers (api-client.ts requestHeaders). */
export function login(body: TLoginRequest, options: TCallOptions = {}) {
  return requestRoute(authRoutes.login, { body }, options);
}

export function sendCode(body: TCaptchaRequest) {
  return requestRoute(authRoutes.sendCode, { body });
}

export function register(body: TRegisterRequest) {
  return requestRoute(authRoutes.register, { body });
}
