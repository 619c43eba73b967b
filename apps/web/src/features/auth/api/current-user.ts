import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { api } from '#lib/api-client.ts';
import { CURRENT_USER_KEY } from '#lib/query-keys.ts';
import { readCachedUser, readMarketType, readUnits, writeCachedUser, writeMarketType, writeUnits } from '#lib/storage.ts';
import { useSignedIn, writeMarketCookies } from '#lib/session.ts';
import { reconcileProfilePrefs } from './profile-prefs.ts';

/** Stores what a fresh profile implies locally: the cache (§3), the market flag cookies (§6), market and unit. */
export function applyProfile(user: TCurrentUser): void {
  writeCachedUser(user);
  writeMarketCookies(user.marketPermissions);
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
  const user = await api.data<TCurrentUser>('/getInfo', signal ? { signal } : {});
  applyProfile(user);
  return user;
}

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
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
    ...currentUserQuery,
    enabled: signedIn,
    initialData: () => (signedIn ? (readCachedUser() ?? undefined) : undefined),
    // The cached copy is shown but always re-checked on load.
    initialDataUpdatedAt: 0,
  });
  return { ...query, data: signedIn ? query.data : undefined };
}
