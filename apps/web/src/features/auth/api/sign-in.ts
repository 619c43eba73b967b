/** §4 Login. Only the (lazy) login dialog imports this file, so the domain's zod-backed modules stay out of the first load. */
import type { QueryClient } from '@tanstack/react-query';
import type { TLoginResponse } from '@scrapbridge/domain/auth';
import { type TCurrentUser } from '@scrapbridge/domain/user';
import { isVip, type TRole } from '@scrapbridge/domain/user-state';
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import { requestRoute } from '#lib/route-client.ts';
import { clearSession, setRole, setToken } from '#lib/session.ts';
import { currentUserKey } from '#lib/query-keys.ts';
import { applyProfile } from './current-user.ts';

/**
 * §6 at sign-in: a verified enterprise (userType Supplier or Buyer) is marked Vip, everyone else Buyer — the side a
 * new user starts on, since sign-in lands on /quoteList. Entering /askList later marks Supplier (lib/roles.ts).
 * Vip rights themselves (follow shops, apply for a shop) are decided from the profile with isVip, not this cookie.
 */
export function roleAfterLogin(userType: string | null | undefined): TRole {
  return isVip(userType) ? 'Vip' : 'Buyer';
}

/** Where a fresh sign-in lands (§4): the buy list, filtered to followed categories when the user follows some. */
export function pathAfterLogin(user: Pick<TCurrentUser, 'wantedNum'>): string {
  return user.wantedNum > 0 ? '/quoteList?followed=3' : '/quoteList';
}

/**
 * Token stored with the server's expiry, profile loaded and cached, role set. Returns the profile, or null when it
 * could not be loaded (the half-made session is then dropped; the api client already said why).
 */
export async function completeSignIn(session: TLoginResponse, queryClient: QueryClient): Promise<TCurrentUser | null> {
  setToken(session.token, session.expire);
  const result = await requestRoute(accountsRoutes.currentUser, {});
  if (!result.success) {
    clearSession();
    return null;
  }
  applyProfile(result.data);
  queryClient.setQueryData(currentUserKey(), result.data);
  setRole(roleAfterLogin(result.data.userType));
  return result.data;
}
