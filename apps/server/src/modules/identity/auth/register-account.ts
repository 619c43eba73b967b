import { identityTarget } from '@scrapbridge/domain/account-identity';
import type { TLoginResponse, TRegisterRequest } from '@scrapbridge/domain/auth';
import { ErrorCode, type TErrorCode } from '@scrapbridge/domain/error-codes';
import { languageTypeFor, type TLang } from '@scrapbridge/domain/i18n';
import { UserState } from '@scrapbridge/domain/user-state';
import { codeVerdictError } from '@scrapbridge/domain/verification-code';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { insertAccount } from '../accounts/account.repository.ts';
import { insertMarketPermissions, type TMarketPermissionRow } from '../accounts/market-permission.repository.ts';
import { identityForChannel } from './code-identity.ts';
import { openSession } from './open-session.ts';
import { spendVerificationCode } from './spend-verification-code.ts';

/**
 * Market access of a new account. Decision: a general user starts with the international market on, because
 * that is where a newcomer can look around; the China market (CNY, MT only) is granted by customer service,
 * as §6 says ("access is granted via customer service"), so it starts without permission and switched off.
 */
function newAccountMarkets(userId: string): TMarketPermissionRow[] {
  return [
    { userId, market: 'intl', permission: 1, switchEnable: 1 },
    { userId, market: 'cn', permission: 0, switchEnable: 0 },
  ];
}

/**
 * `POST /app-v2/account/register` (§5 Registration): by e-mail, or by phone for +86 mobiles only, with the code
 * sent for registration. Spending the code, creating the account with its markets and signing in happen in
 * one transaction, so a failure leaves neither a half-made account nor a used-up code.
 *
 * An address that already has an account is not told so before the code is checked (issue 13: no enumeration): it
 * never receives a registration code (send-verification-code mails a notice instead), so a caller without the code
 * gets the same wrong/expired-code answer, after the same password hashing, as for a new address. Only a caller
 * holding a live registration code for it (one that raced another registration) hears 1006.
 */
export async function registerAccount(
  opts: TRegisterRequest & { deps: TAppDeps; lang: TLang; client: TClientInfo },
): Promise<TLoginResponse> {
  const { deps, client } = opts;
  const { db } = deps.database;
  const channel = opts.registerType === 'phone' ? 'sms' : 'email';
  const identity = identityForChannel(channel, opts.account, opts.phoneCountry);
  // Hashed before the transaction, for every caller: argon2 takes tens of milliseconds that must not hold the
  // database, and skipping it for some addresses would time which ones exist.
  const passwordHash = await hashPassword(opts.password);
  const now = new Date();
  const key = { channel, target: identityTarget(identity), purpose: 'register' } as const;
  let outcome: { refused: TErrorCode } | { session: TLoginResponse };
  try {
    outcome = await db.transaction(async (tx) => {
      const verdict = await spendVerificationCode(tx, { key, code: opts.code, now });
      const refused = codeVerdictError(verdict);
      if (refused) return { refused };
      const userId = await insertAccount(tx, {
        ...(identity.kind === 'email'
          ? { email: identity.email }
          : { phoneCountry: identity.phoneCountry, phoneNumber: identity.phoneNumber }),
        passwordHash,
        userState: UserState.CanUpgrade,
        userType: 'General',
        weightType: 'MT',
        languageType: languageTypeFor(opts.lang),
        inviteCode: opts.inviteCode || null,
      });
      await insertMarketPermissions(tx, newAccountMarkets(userId));
      const session = await openSession(tx, { userId, ttlHours: deps.config.sessionTtlHours, client, now });
      return { session };
    });
  } catch (err) {
    // The address has an account although the caller holds its live registration code (two registrations racing):
    // the code proves they own it, so they are told to log in.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.AccountExists);
    throw err;
  }
  if ('refused' in outcome) throw new AppError(outcome.refused);
  return outcome.session;
}
