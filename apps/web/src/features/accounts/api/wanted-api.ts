/**
 * Followed categories (§3 Wanted item; §4 Follow dialog; §7 /wanted…). pushSwitch is 0 on, 1 off (§3).
 * Following or unfollowing changes getInfo.wantedNum, so the profile is refreshed after each.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { wantedRoutes } from '@scrapbridge/domain/contract/routes/wanted';
import { CURRENT_USER_PREFIX } from '#lib/query-keys.ts';
import { areaKey, requestRoute, routeQuery } from '#lib/route-client.ts';

/**
 * Keys carry the language (route-client.ts): after a language change the rows stay on screen while they are re-read.
 */
export const wantedQuery = () =>
  queryOptions({ ...routeQuery(wantedRoutes.list, {}), select: (d) => d.rows, placeholderData: keepPreviousData });

export const newWantedQuery = () =>
  queryOptions({ ...routeQuery(wantedRoutes.listNew, {}), select: (d) => d.rows, placeholderData: keepPreviousData });

async function refresh(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: areaKey('wanted') }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_PREFIX }),
  ]);
}

export async function followCategories(queryClient: QueryClient, categoryIdList: number[]) {
  const result = await requestRoute(wantedRoutes.follow, { body: { categoryIdList } });
  if (result.success) await refresh(queryClient);
  return result;
}

export async function setWantedPush(queryClient: QueryClient, wantedId: string, pushSwitch: 0 | 1) {
  const result = await requestRoute(wantedRoutes.setPush, { body: { wantedId, pushSwitch } });
  if (result.success) await queryClient.invalidateQueries({ queryKey: areaKey('wanted') });
  return result;
}

export async function unfollowCategory(queryClient: QueryClient, wantedId: string) {
  const result = await requestRoute(wantedRoutes.unfollow, { params: { wantedId } });
  if (result.success) await refresh(queryClient);
  return result;
}
