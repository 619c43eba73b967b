/**
 * Asks (§7): the buyer and seller lists, one ask in full, publish / edit / delete, the card-click event, and the
 * staff review queue, through the typed client (lib/route-client.ts). Lists and details are localized by the server
 * (status lines, dictionary labels, quote type names), so their keys carry the language; every key starts with the
 * asks area (`areaKey('asks')`), so one invalidation refreshes every listing screen.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ASK_CLICK_FUNC_KEY, type TEditAskRequest, type TPublishAskRequest, type TSellerTab } from '@scrapbridge/domain/ask';
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import { asksRoutes } from '@scrapbridge/domain/contract/routes/asks';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TMarket } from '@scrapbridge/domain/market';
import { areaKey, callRoute, requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';
import { buyerApiQuery, type TBuyerFilters } from '../lib/list-params.ts';

export type { TAskCardPage, TAskSaved, TReviewQueuePage, TReviewQueueRow, TSellerAskPage } from '@scrapbridge/domain/ask-view';

export const ASKS_KEY = areaKey('asks');

export const buyerListQuery = (market: TMarket, filters: TBuyerFilters) => {
  const input = { query: buyerApiQuery(filters) };
  return queryOptions({
    ...routeQuery(asksRoutes.buyerList, input),
    // The market in view is sent as a header: it is part of what the list means.
    queryKey: [...routeKey(asksRoutes.buyerList, input), market],
    staleTime: 15_000,
  });
};

export function useBuyerList(market: TMarket, filters: TBuyerFilters) {
  return useQuery({ ...buyerListQuery(market, filters), placeholderData: keepPreviousData });
}

export const sellerListQuery = (state: TSellerTab, pageNum: number, pageSize: number) =>
  queryOptions({ ...routeQuery(asksRoutes.sellerList, { query: { state, pageNum, pageSize } }), staleTime: 0 });

export function useSellerList(state: TSellerTab, pageNum: number, pageSize: number) {
  return useQuery({ ...sellerListQuery(state, pageNum, pageSize), placeholderData: keepPreviousData });
}

export const askDetailQuery = (askId: string, detailId?: string) =>
  queryOptions({
    // 404 (missing, or not for this viewer) is worded by the page itself.
    ...routeQuery(asksRoutes.get, { params: { askId }, query: { detailId } }, { quiet: [ErrorCode.NotFound, ErrorCode.Validation] }),
    staleTime: 0,
  });

export function useAskDetail(askId: string | null, detailId?: string) {
  return useQuery({ ...askDetailQuery(askId ?? '', detailId), enabled: !!askId });
}

/**
 * GET /account/agent-for: the sellers the caller may publish for as their consignment agent (§6 Agents), for the
 * "publish for" choice of /publish. Empty for almost everyone, who then never sees the choice.
 */
export function useAgentSellers(enabled: boolean) {
  return useQuery({ ...routeQuery(accountsRoutes.agentFor, {}), staleTime: 60_000, enabled });
}

/** GET /ask/latest: the caller's most recently changed ask, to prefill a new one ("copy last ask"). */
export function fetchLatestAsk() {
  return callRoute(asksRoutes.latest, {});
}

function invalidateAsks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ASKS_KEY });
}

/**
 * POST /ask (publish, or a draft with draft: true) and PUT /ask/{askId}. 1000 answers are marked on the form by
 * the page (the client shows the server's one-line summary as well).
 */
export function useSaveAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { askId?: string; request: TPublishAskRequest | TEditAskRequest }) =>
      input.askId
        ? // An edit carries the version the form was read at; one without it is refused field by field (1000).
          requestRoute(asksRoutes.edit, { params: { askId: input.askId }, body: { version: undefined, ...input.request } })
        : requestRoute(asksRoutes.publish, { body: input.request }),
    onSuccess: (result) => {
      if (result.success) void invalidateAsks(queryClient);
    },
  });
}

export function useDeleteAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (askId: string) => callRoute(asksRoutes.delete, { params: { askId } }),
    onSettled: () => invalidateAsks(queryClient),
  });
}

/**
 * §7 POST /user/event/ask_click {askId}: a buyer opened a card (the server counts it once per viewer and day and
 * never for the seller; §4 New disappears once clicked). Never blocks or bothers the user.
 */
export function recordAskClick(queryClient: QueryClient, askId: string, detailId?: string): Promise<void> {
  return requestRoute(asksRoutes.userEvent, { params: { funcKey: ASK_CLICK_FUNC_KEY }, body: { askId, ...(detailId ? { detailId } : {}) } }, { quiet: true }).then(
    (result) => {
      // The buyer lists (of every filter and page) show the click count and the New tag.
      if (result.success && result.data.recorded) void queryClient.invalidateQueries({ queryKey: routeKey(asksRoutes.buyerList).slice(0, 2) });
    },
  );
}

// ---- Staff review (/staff/ask-review) --------------------------------------------------------------------------

export const reviewQueueQuery = (pageNum: number, pageSize: number) =>
  queryOptions({ ...routeQuery(asksRoutes.reviewQueue, { query: { pageNum, pageSize } }), staleTime: 0 });

export function useReviewQueue(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...reviewQueueQuery(pageNum, pageSize), enabled, placeholderData: keepPreviousData });
}

export function useReviewAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { askId: string; version: number; decision: 'approve' } | { askId: string; version: number; decision: 'refuse'; reason: string }) =>
      input.decision === 'approve'
        ? callRoute(asksRoutes.approve, { params: { askId: input.askId }, body: { version: input.version } })
        : callRoute(asksRoutes.refuse, { params: { askId: input.askId }, body: { version: input.version, reason: input.reason } }),
    // Approved or not (a stale row answers 110801), the queue is read again.
    onSettled: () => invalidateAsks(queryClient),
  });
}
