import type { TLoginRequest, TLoginResponse } from '@scrapbridge/domain/auth';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { loginWithCode } from './login-with-code.ts';
import { loginWithPassword } from './login-with-password.ts';

/** `POST /saas-v1/account/login`: one call for the three sign-in ways (§4 Login, §5). */
export async function signIn(opts: TLoginRequest & { deps: TAppDeps; client: TClientInfo }): Promise<TLoginResponse> {
  const { deps, client, loginType, account, phoneCountry } = opts;
  if (loginType === 'password') {
    // ZLoginRequest already demands it; repeated so the type narrows without a cast.
    if (!opts.password) throw AppError.field('password', 'required');
    return loginWithPassword({ deps, client, account, phoneCountry, password: opts.password });
  }
  if (!opts.code) throw AppError.field('code', 'required');
  return loginWithCode({ deps, client, account, phoneCountry, code: opts.code, channel: loginType });
}
