/**
 * Query keys shared between features (the current user is read by the shell, auth, accounts and staff). Derived from
 * the contract like every other key (route-client.ts): the profile answers localized dictionary labels, so its key
 * carries the language.
 */
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import { routeKey } from './route-client.ts';

/** The current user (GET /getInfo) in the current language: the key to read or write the cached profile. */
export function currentUserKey() {
  return routeKey(accountsRoutes.currentUser);
}

/** The current user in any language: for invalidation and "is it being fetched". */
export const CURRENT_USER_PREFIX = [accountsRoutes.currentUser.area, accountsRoutes.currentUser.name] as const;
