/**
 * The calls of the account screens and dialogs (§7): PUT /account/info (User info step 1), PUT /account/upgrade
 * (company step), POST /file/upload with fileType user_info, GET/PUT /account/settings, POST
 * /user/info/market/switch, and the dictionaries the step-1 form offers. Every one goes through the one client.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TAccountInfoRequest, TAccountSettings, TAccountSettingsRequest } from '@scrapbridge/domain/account-profile';
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import type { TUpgradeData } from '@scrapbridge/domain/verification';
import { currentUserKey } from '#lib/query-keys.ts';
import { requestRoute, routeKey, routeQuery, uploadRoute } from '#lib/route-client.ts';
import { writeMarketCookies } from '#lib/session.ts';
import { writeCachedUser } from '#lib/storage.ts';

/** The fresh profile goes to the query cache and to the §3 local copy, so the header and every screen follow. */
export function storeUser(queryClient: QueryClient, user: TCurrentUser): void {
  queryClient.setQueryData(currentUserKey(), user);
  writeCachedUser(user);
}

export function patchUser(queryClient: QueryClient, patch: Partial<TCurrentUser>): void {
  const user = queryClient.getQueryData<TCurrentUser>(currentUserKey());
  if (user) storeUser(queryClient, { ...user, ...patch });
}

/** §5 User info step 1; answers the current user. */
export function saveAccountInfo(body: TAccountInfoRequest) {
  return requestRoute(accountsRoutes.saveInfo, { body });
}

/** §5 company step; {data} as §7 names it. */
export function submitUpgrade(data: TUpgradeData) {
  return requestRoute(accountsRoutes.upgrade, { body: { data } });
}

/** §7 POST /file/upload {file, fileType 'user_info'} with progress (→ /ai-system/file/upload). */
export function uploadCompanyFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  // Text fields first: the server reads them before the file's bytes arrive.
  form.append('fileType', 'user_info');
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, { onProgress, ...(signal ? { signal } : {}) });
}

const LONG = 10 * 60_000;

/** What step 1 offers: countries, destination ports and loading (FAS) ports, localized by the server. */
export const PROFILE_DICT_TYPES = ['Country', 'DESTINATION PORT', 'PORT'] as const;

const PROFILE_DICTS = { dictTypes: [...PROFILE_DICT_TYPES] };

export const profileDictsQuery = () =>
  queryOptions({
    ...routeQuery(catalogRoutes.dictBatch, { body: PROFILE_DICTS }),
    staleTime: LONG,
  });

export function useProfileDicts() {
  return useQuery(profileDictsQuery());
}

export const settingsQuery = () => routeQuery(accountsRoutes.settings, {});

/** The saved settings answer goes straight to the screen's query. */
export function storeSettings(queryClient: QueryClient, settings: TAccountSettings): void {
  queryClient.setQueryData(routeKey(accountsRoutes.settings), settings);
}

export function saveSettings(body: TAccountSettingsRequest) {
  return requestRoute(accountsRoutes.saveSettings, { body });
}

/**
 * §6 market toggle: {market, switchEnable}. On success the flag cookies and the cached profile follow the server's
 * list; a 1201 has already been shown by the client and the caller reverts its toggle.
 */
export async function toggleMarket(queryClient: QueryClient, market: TMarket, switchEnable: 0 | 1) {
  const result = await requestRoute(accountsRoutes.switchMarket, { body: { market, switchEnable } });
  if (result.success && Array.isArray(result.data)) {
    writeMarketCookies(result.data);
    patchUser(queryClient, { marketPermissions: result.data });
  }
  return result;
}
