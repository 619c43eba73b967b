/**
 * Seller shops (§7 /shop…): the caller's own shop, one shop page with the seller's live asks, the public list, the
 * followed list, apply / update, follow / unfollow, and the company-picture upload, through the typed client
 * (lib/route-client.ts). Type-only imports from the domain, so the public /share-shop page carries no zod. Every key
 * starts with the shops area (the header's "My shop" entry reads the same `shops.my` key), so one invalidation
 * refreshes every shop screen after a change.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import { shopsRoutes } from '@scrapbridge/domain/contract/routes/shops';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import type { TShopRequest } from '@scrapbridge/domain/shop';
import type { TApiResult } from '#lib/api-client.ts';
import { areaKey, callRoute, requestRoute, routeKey, routeQuery, uploadRoute } from '#lib/route-client.ts';

export type { TShopCardPage, TShopFollowResult } from '@scrapbridge/domain/shop';

export const SHOPS_KEY = areaKey('shops');
/** Shops per page on /shop-list and /follow-shop, and asks per page on a shop page. */
export const SHOP_LIST_PAGE_SIZE = 12;
export const SHOP_ASKS_PAGE_SIZE = 12;

/** GET /shop/my: null when the caller never applied. */
export function useMyShop(enabled = true) {
  return useQuery({ ...routeQuery(shopsRoutes.my, {}), enabled, staleTime: 30_000 });
}

/** GET /shop/{shopId}?pageNum: the shop and a page of the seller's live asks (public when approved). */
export function useShopPage(shopId: string | null, pageNum: number) {
  return useQuery({
    // 404 (unknown, or not approved and not the viewer's own) and a malformed id are worded by the page.
    ...routeQuery(
      shopsRoutes.get,
      { params: { shopId: shopId ?? '' }, query: { pageNum, pageSize: SHOP_ASKS_PAGE_SIZE } },
      { quiet: [ErrorCode.NotFound, ErrorCode.Validation] },
    ),
    enabled: !!shopId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('code' in error && (error.code === ErrorCode.NotFound || error.code === ErrorCode.Validation)),
  });
}

/** GET /shop/list: approved shops, newest first, by company name. */
export function useShopList(pageNum: number, keyword: string) {
  return useQuery({
    ...routeQuery(shopsRoutes.list, { query: { pageNum, pageSize: SHOP_LIST_PAGE_SIZE, keyword: keyword || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET /shop/follow/list: the approved shops the caller follows, latest follow first. */
export function useFollowedShops(pageNum: number) {
  return useQuery({
    ...routeQuery(shopsRoutes.followed, { query: { pageNum, pageSize: SHOP_LIST_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST / DELETE /shop/follow/{shopId} (§6 Vip). Idempotent on the server, so a double click is harmless. */
export function useFollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shopId: string; follow: boolean }) =>
      callRoute(input.follow ? shopsRoutes.follow : shopsRoutes.unfollow, { params: { shopId: input.shopId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}

/**
 * POST /shop (apply) or PUT /shop (change, or reapply after a refusal). A 1000 answer comes back as a result so
 * the page can put its field errors on the form.
 */
export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { exists: boolean; request: TShopRequest }) =>
      requestRoute(input.exists ? shopsRoutes.update : shopsRoutes.apply, { body: input.request }),
    onSuccess: (result) => {
      if (result.success) {
        queryClient.setQueryData(routeKey(shopsRoutes.my, {}), result.data);
        void queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
      }
    },
  });
}

/**
 * §7 POST /file/upload with fileType 'picture' (the server accepts album and listing pictures as company pictures,
 * never verification documents). No watermark: these are the company's own photos of its yard and plant.
 */
export function uploadShopPicture(file: File, opts: { onProgress: (percent: number) => void; signal?: AbortSignal }): Promise<TApiResult<TUploadedFile>> {
  const form = new FormData();
  // Text fields first: the server reads them before the file's bytes arrive.
  form.append('fileType', 'picture');
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, {
    onProgress: opts.onProgress,
    // The page words a failed picture on its tile.
    quiet: true,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}
