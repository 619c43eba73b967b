/**
 * Purchase request calls (issue 16 item 1; §2 /buyer-request, §7 `GET /ask/wanted/{id}`) through the typed client.
 * Every change refreshes the area (market, my posts, the detail, the staff queue); an offer also the seller's asks.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBuyerRequestTab } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { asksRoutes } from '@scrapbridge/domain/contract/routes/asks';
import { buyerRequestsRoutes } from '@scrapbridge/domain/contract/routes/buyer-requests';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import type { TRouteData, TRouteInput } from '@scrapbridge/domain/contract/define-route';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TMarket } from '@scrapbridge/domain/market';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';

export type TRequestCard = TRouteData<typeof buyerRequestsRoutes.market>['rows'][number];
export type TRequestDetail = TRouteData<typeof buyerRequestsRoutes.get>;
export type TReviewRow = TRouteData<typeof buyerRequestsRoutes.reviewQueue>['rows'][number];
export type TMarketQuery = NonNullable<TRouteInput<typeof buyerRequestsRoutes.market>['query']>;
export type TPostBody = TRouteInput<typeof buyerRequestsRoutes.post>['body'];

const LONG = 10 * 60_000;

export function useRequestMarket(query: TMarketQuery, enabled = true) {
  return useQuery({ ...routeQuery(buyerRequestsRoutes.market, { query }), placeholderData: keepPreviousData, staleTime: 0, enabled });
}

export function useMyRequests(state: TBuyerRequestTab, pageNum: number, enabled = true) {
  return useQuery({ ...routeQuery(buyerRequestsRoutes.mine, { query: { state, pageNum, pageSize: 20 } }), placeholderData: keepPreviousData, staleTime: 0, enabled });
}

export function useRequestDetail(id: string | null) {
  return useQuery({ ...routeQuery(buyerRequestsRoutes.get, { params: { id: id ?? '' } }, { quiet: [ErrorCode.NotFound] }), enabled: !!id, staleTime: 0, retry: false });
}

/** The caller's asks that may answer a request: in review or live, on the request's market. */
export function useOfferableAsks(market: TMarket, enabled: boolean) {
  const active = useQuery({ ...routeQuery(asksRoutes.sellerList, { query: { state: 'active', market, pageNum: 1, pageSize: 50 } }), enabled, staleTime: 0 });
  const auditing = useQuery({ ...routeQuery(asksRoutes.sellerList, { query: { state: 'auditing', market, pageNum: 1, pageSize: 50 } }), enabled, staleTime: 0 });
  return { rows: [...(active.data?.rows ?? []), ...(auditing.data?.rows ?? [])], isLoading: active.isLoading || auditing.isLoading };
}

export function useSaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string | null; body: TPostBody; version?: number }) =>
      v.requestId
        ? callRoute(buyerRequestsRoutes.edit, { params: { requestId: v.requestId }, body: { ...v.body, version: v.version ?? 1 } }, { quiet: [ErrorCode.Validation] })
        : callRoute(buyerRequestsRoutes.post, { body: v.body }, { quiet: [ErrorCode.Validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('buyerRequests') }),
  });
}

export function useCloseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; version: number; outcome: 'closed' | 'fulfilled' }) =>
      callRoute(v.outcome === 'closed' ? buyerRequestsRoutes.withdraw : buyerRequestsRoutes.fulfil, { params: { requestId: v.requestId }, body: { version: v.version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('buyerRequests') }),
  });
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; askId: string }) => callRoute(buyerRequestsRoutes.offer, { params: { id: v.requestId }, body: { askId: v.askId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('buyerRequests') }),
  });
}

/** The offering company takes its offer back; the buyer's detail no longer lists it once it refetches. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; offerId: string }) => callRoute(buyerRequestsRoutes.withdrawOffer, { params: { id: v.requestId, offerId: v.offerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('buyerRequests') }),
  });
}

export function useReviewQueue(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...routeQuery(buyerRequestsRoutes.reviewQueue, { query: { pageNum, pageSize } }), placeholderData: keepPreviousData, staleTime: 0, enabled });
}

export function useReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; version: number; decision: 'approve' | 'refuse'; reason?: string }) =>
      v.decision === 'approve'
        ? callRoute(buyerRequestsRoutes.approve, { params: { requestId: v.requestId }, body: { version: v.version } })
        : callRoute(buyerRequestsRoutes.refuse, { params: { requestId: v.requestId }, body: { version: v.version, reason: v.reason ?? '' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('buyerRequests') }),
  });
}

// ---- Reference data for the form and the filters (cached long; labels in appLang).

const categoriesQuery = (parentId: number) =>
  queryOptions({ ...routeQuery(catalogRoutes.categories, { query: { parentId } }), select: (d) => d.rows, staleTime: LONG });

/** parentId 0 → the families; a family id → its grades (nothing while no family is chosen). */
export function useCategories(parentId: number | undefined) {
  return useQuery({ ...categoriesQuery(parentId ?? 0), enabled: parentId !== undefined });
}

/** Ports searched by name (zh or en) or UN/LOCODE on the server: the reference list holds thousands. */
export function usePorts(dictType: 'PORT' | 'DESTINATION PORT', keyword: string, enabled: boolean) {
  const k = keyword.trim();
  return useQuery({
    ...routeQuery(catalogRoutes.ports, { body: { dictType, ...(k ? { keyword: k } : {}), pageNum: 1, pageSize: 50 } }),
    select: (d) => d.rows,
    staleTime: LONG,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQuoteMethods(market: TMarket) {
  return useQuery({ ...routeQuery(catalogRoutes.quoteMethods, { query: { market } }), select: (d) => d.rows, staleTime: LONG });
}
