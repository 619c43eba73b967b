import type { TLoginResponse } from '@scrapbridge/domain/auth';
import { identityTarget } from '@scrapbridge/domain/account-identity';
import { ErrorCode, type TErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import { codeVerdictError } from '@scrapbridge/domain/verification-code';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { findAccountByIdentity } from '../accounts/account.repository.ts';
import { identityForChannel } from './code-identity.ts';
import { openSession } from './open-session.ts';
import { clearSignInFailuresOf } from './sign-in-failures.repository.ts';
import { spendVerificationCode } from './spend-verification-code.ts';

/**
 * Sign-in with a code sent by SMS (China mobiles, §5) or e-mail; the code is spent and the session opened together.
 * An unknown account goes through the same steps and answers like a known one with a wrong or missing code (issue 13:
 * no enumeration): the code is what is checked first, and only a caller holding a live code learns more. A code
 * sign-in is the owner's way past the password brake, and clears it.
 */
export async function loginWithCode(opts: {
  deps: TAppDeps;
  channel: 'sms' | 'email';
  account: string;
  code: string;
  phoneCountry?: string;
  client: TClientInfo;
}): Promise<TLoginResponse> {
  const { db } = opts.deps.database;
  const identity = identityForChannel(opts.channel, opts.account, opts.phoneCountry);
  const user = await findAccountByIdentity(db, identity);

  const now = new Date();
  const key = { channel: opts.channel, target: identityTarget(identity), purpose: 'login' } as const;
  const outcome = await db.transaction(async (tx): Promise<{ refused: TErrorCode } | { session: TLoginResponse }> => {
    const verdict = await spendVerificationCode(tx, { key, code: opts.code, now });
    const refused = codeVerdictError(verdict);
    // Returned, not thrown: the spent try must be committed.
    if (refused) return { refused };
    // Sign-in codes are delivered only to existing accounts (send-verification-code stores an undelivered one for an
    // unknown address): accepting one without an account means the digits were guessed. Answered as a wrong code.
    if (!user) return { refused: ErrorCode.CodeWrong };
    // The caller holds the account's live code, so telling them it is blocked says nothing to a stranger.
    if (user.userState === UserState.Blocked) return { refused: ErrorCode.AccountBlocked };
    await clearSignInFailuresOf(tx, user.id);
    const session = await openSession(tx, { userId: user.id, ttlHours: opts.deps.config.sessionTtlHours, client: opts.client, now });
    return { session };
  });
  if ('refused' in outcome) throw new AppError(outcome.refused);
  return outcome.session;
}
