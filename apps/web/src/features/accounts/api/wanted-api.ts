/**
 * Followed categories (§3 Wanted item; §4 Follow dialog; §7 /wanted…). pushSwitch is 0 on, 1 off (§3).
 * Following or unfollowing changes getInfo.wantedNum, so the profile is refreshed after each.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TNewWantedCategory, TWantedItem } from '@scrapbridge/domain/wanted';
import { api } from '#lib/api-client.ts';
import { CURRENT_USER_KEY } from '#lib/query-keys.ts';

type TRows<T> = { rows: T[]; total: number };

export const WANTED_KEY = ['accounts', 'wanted'] as const;

export const wantedQuery = queryOptions({
  queryKey: [...WANTED_KEY, 'list'] as const,
  queryFn: ({ signal }) => api.data<TRows<TWantedItem>>('/wanted/list', { signal }),
  select: (d) => d.rows,
});

export const newWantedQuery = queryOptions({
  queryKey: [...WANTED_KEY, 'new'] as const,
  queryFn: ({ signal }) => api.data<TRows<TNewWantedCategory>>('/wanted/list/new', { signal }),
  select: (d) => d.rows,
});

async function refresh(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WANTED_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
}

export async function followCategories(queryClient: QueryClient, categoryIdList: number[]) {
  const result = await api.post<{ wantedNum: number }>('/wanted', { categoryIdList });
  if (result.success) await refresh(queryClient);
  return result;
}

export async function setWantedPush(queryClient: QueryClient, wantedId: string, pushSwitch: 0 | 1) {
  const result = await api.put<null>('/wanted', { wantedId, pushSwitch });
  if (result.success) await queryClient.invalidateQueries({ queryKey: WANTED_KEY });
  return result;
}

export async function unfollowCategory(queryClient: QueryClient, wantedId: string) {
  const result = await api.del<{ wantedNum: number }>(`/wanted/${encodeURIComponent(wantedId)}`);
  if (result.success) await refresh(queryClient);
  return result;
}
