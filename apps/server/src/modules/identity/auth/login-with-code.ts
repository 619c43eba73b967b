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
import { spendVerificationCode } from './spend-verification-code.ts';

/** Sign-in with a code sent by SMS (China mobiles, §5) or e-mail; the code is spent and the session opened together. */
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
  if (!user) throw new AppError(ErrorCode.AccountNotFound);
  // Blocked accounts get no code either (send-verification-code), so this says nothing new.
  if (user.userState === UserState.Blocked) throw new AppError(ErrorCode.AccountBlocked);

  const now = new Date();
  const key = { channel: opts.channel, target: identityTarget(identity), purpose: 'login' } as const;
  const outcome = await db.transaction(async (tx): Promise<{ refused: TErrorCode } | { session: TLoginResponse }> => {
    const verdict = await spendVerificationCode(tx, { key, code: opts.code, now });
    const refused = codeVerdictError(verdict);
    // Returned, not thrown: the spent try must be committed.
    if (refused) return { refused };
    const session = await openSession(tx, { userId: user.id, ttlHours: opts.deps.config.sessionTtlHours, client: opts.client, now });
    return { session };
  });
  if ('refused' in outcome) throw new AppError(outcome.refused);
  return outcome.session;
}
