import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../auth/session.repository.ts';

/**
 * §6 "Quoting and dealing need a verified (VIP) account": the guard of every quote, deal and shop call. A general
 * (not yet verified) user gets 1403 with "please verify your enterprise first", which the web shows with the
 * upgrade entry. The session carries the user's type as it is now (read with the session on every request), so an
 * approval takes effect on the user's very next call, without signing in again.
 *
 *   const session = requireVerified(requireSession(req));
 */
export function requireVerified(session: TSessionUser): TSessionUser {
  if (!isVerifiedUser(session)) throw new AppError(ErrorCode.Forbidden, 'accounts.errors.verifyFirst');
  return session;
}
