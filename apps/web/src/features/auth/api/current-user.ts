import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { currentUserKey } from '#lib/query-keys.ts';
import { callRoute } from '#lib/route-client.ts';
import { readCachedUser, readMarketType, readUnits, writeCachedUser, writeMarketType, writeUnits } from '#lib/storage.ts';
import { setAiToken, useSignedIn, writeMarketCookies } from '#lib/session.ts';
import { reconcileProfilePrefs } from './profile-prefs.ts';

/** Stores what a fresh profile implies locally: the cache (§3), the market flag cookies (§6), market and unit. */
export function applyProfile(user: TCurrentUser): void {
  writeCachedUser(user);
  writeMarketCookies(user.marketPermissions);
  setAiToken(user.chatToken);
  const prefs = reconcileProfilePrefs({
    storedMarket: readMarketType(),
    storedUnits: readUnits(),
    accountUnit: user.weightType,
    permissions: user.marketPermissions,
  });
  writeMarketType(prefs.market);
  writeUnits(prefs.units);
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<TCurrentUser> {
  const user = await callRoute(accountsRoutes.currentUser, {}, signal ? { signal } : {});
  applyProfile(user);
  return user;
}

/** The profile query in the current language (its dictionary labels are localized). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user's profile: served at once from the localStorage cache, refreshed from GET /getInfo.
 * `data` is undefined while signed out.
 */
export function useCurrentUser() {
  const signedIn = useSignedIn();
  const query = useQuery({
    ...currentUserQuery(),
    enabled: signedIn,
    initialData: () => (signedIn ? (readCachedUser() ?? undefined) : undefined),
    // The cached copy is shown but always re-checked on load.
    initialDataUpdatedAt: 0,
  });
  return { ...query, data: signedIn ? query.data : undefined };
}
