/**
 * Seller shops (§7 /shop…): the caller's own shop, one shop page with the seller's live asks, the public list, the
 * followed list, apply / update, follow / unfollow, and the company-picture upload. Type-only imports from the
 * domain, so the public /share-shop page carries no zod. Every key starts with 'shops' (the header's "My shop" entry
 * reads ['shops', 'my'] too), so one invalidation refreshes every shop screen after a change.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import type { TShop, TShopCard, TShopPage, TShopRequest } from '@scrapbridge/domain/shop';
import { api, type TApiResult } from '#lib/api-client.ts';
import { uploadWithProgress } from '#lib/upload.ts';

export type TShopCardPage = { rows: TShopCard[]; total: number };
export type TFollowResult = { shopId: string; followed: boolean; followerNum: number };

export const SHOPS_KEY = ['shops'] as const;
/** Shops per page on /shop-list and /follow-shop, and asks per page on a shop page. */
export const SHOP_LIST_PAGE_SIZE = 12;
export const SHOP_ASKS_PAGE_SIZE = 12;

/** GET /shop/my: null when the caller never applied. Keyed without the language: only the profile pair matters. */
export function useMyShop(enabled = true) {
  return useQuery({
    queryKey: ['shops', 'my'] as const,
    queryFn: ({ signal }) => api.data<TShop | null>('/shop/my', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** GET /shop/{shopId}?pageNum: the shop and a page of the seller's live asks (public when approved). */
export function useShopPage(shopId: string | null, lang: TLang, pageNum: number) {
  return useQuery({
    queryKey: ['shops', 'page', shopId, lang, pageNum] as const,
    // 404 (unknown, or not approved and not the viewer's own) and a malformed id are worded by the page.
    queryFn: ({ signal }) =>
      api.data<TShopPage>(`/shop/${encodeURIComponent(shopId ?? '')}`, {
        query: { pageNum, pageSize: SHOP_ASKS_PAGE_SIZE },
        signal,
        quiet: [ErrorCode.NotFound, ErrorCode.Validation],
      }),
    enabled: !!shopId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('code' in error && (error.code === ErrorCode.NotFound || error.code === ErrorCode.Validation)),
  });
}

/** GET /shop/list: approved shops, newest first, by company name. */
export function useShopList(lang: TLang, pageNum: number, keyword: string) {
  return useQuery({
    queryKey: ['shops', 'list', lang, pageNum, keyword] as const,
    queryFn: ({ signal }) =>
      api.data<TShopCardPage>('/shop/list', { query: { pageNum, pageSize: SHOP_LIST_PAGE_SIZE, keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET /shop/follow/list: the approved shops the caller follows, latest follow first. */
export function useFollowedShops(lang: TLang, pageNum: number) {
  return useQuery({
    queryKey: ['shops', 'followed', lang, pageNum] as const,
    queryFn: ({ signal }) => api.data<TShopCardPage>('/shop/follow/list', { query: { pageNum, pageSize: SHOP_LIST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST / DELETE /shop/follow/{shopId} (§6 Vip). Idempotent on the server, so a double click is harmless. */
export function useFollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shopId: string; follow: boolean }) =>
      api.data<TFollowResult>(`/shop/follow/${encodeURIComponent(input.shopId)}`, { method: input.follow ? 'POST' : 'DELETE' }),
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
      input.exists ? api.request<TShop>('/shop', { method: 'PUT', body: input.request }) : api.request<TShop>('/shop', { method: 'POST', body: input.request }),
    onSuccess: (result) => {
      if (result.success) {
        queryClient.setQueryData(['shops', 'my'], result.data);
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
  return uploadWithProgress<TUploadedFile>('/file/upload', form, {
    onProgress: opts.onProgress,
    // The page words a failed picture on its tile.
    quiet: true,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}
