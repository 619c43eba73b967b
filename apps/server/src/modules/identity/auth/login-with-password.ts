import { parseAccount } from '@scrapbridge/domain/account-identity';
import type { TLoginResponse } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import { findAccountByIdentity } from '../accounts/account.repository.ts';
import { openSession } from './open-session.ts';
import { takePasswordAttempt } from './password-brake.ts';
import { clearSignInFailuresOf } from './sign-in-failures.repository.ts';

/**
 * Password sign-in with an e-mail or a phone (+86 unless phoneCountry says otherwise). The password is the
 * client's SHA-256 transport hash (§5). Unknown account and wrong password give the same 1001 after the
 * same argon2 work, so neither the answer nor its timing tells which accounts exist. Repeated failures on one
 * identity brake it (1009, password-brake.ts), for known and unknown identities alike; a code sign-in still works.
 */
export async function loginWithPassword(opts: {
  deps: TAppDeps;
  account: string;
  password: string;
  phoneCountry?: string;
  client: TClientInfo;
}): Promise<TLoginResponse> {
  const { db } = opts.deps.database;
  const now = new Date();
  const identity = parseAccount(opts.account, opts.phoneCountry);
  if (identity) await takePasswordAttempt(db, identity, now);
  const user = identity ? await findAccountByIdentity(db, identity) : null;
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, opts.password)
    : await verifyAgainstDummy(opts.password);
  if (!user || !passwordOk) throw new AppError(ErrorCode.WrongCredentials);
  // The owner proved the password: the attempt counted in advance and earlier failures are forgotten.
  await clearSignInFailuresOf(db, user.id);
  // Checked only after the password: a stranger learns nothing about the account's state (§4, §6).
  if (user.userState === UserState.Blocked) throw new AppError(ErrorCode.AccountBlocked);
  return openSession(db, { userId: user.id, ttlHours: opts.deps.config.sessionTtlHours, client: opts.client, now });
}
