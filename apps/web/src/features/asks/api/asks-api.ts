/**
 * Asks (§7): the buyer and seller lists, one ask in full, publish / edit / delete, the card-click event, and the
 * staff review queue. Lists and details are localized by the server (status lines, dictionary labels, quote type
 * names), so their keys carry the language.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ASK_CLICK_FUNC_KEY, type TEditAskRequest, type TPublishAskRequest, type TSellerTab } from '@scrapbridge/domain/ask';
import type { TAskCard, TAskDetail } from '@scrapbridge/domain/ask-view';
import { ROUTES } from '@scrapbridge/domain/contract/route-table';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import { api } from '#lib/api-client.ts';
import { routeQuery } from '#lib/route-client.ts';
import { buyerApiQuery, type TBuyerFilters } from '../lib/list-params.ts';

export type TAskCardPage = { rows: TAskCard[]; total: number };
export type TSellerAskPage = TAskCardPage & { counts: Record<TSellerTab, number> };
export type TAskSaved = { askId: string; askState: TAskDetail['askState']; version: number };
export type TReviewQueueRow = TAskDetail & { seller: { userId: string; email: string | null; name: string; companyName: string | null } };
export type TReviewQueuePage = { rows: TReviewQueueRow[]; total: number };

export const ASKS_KEY = ['asks'] as const;

export const buyerListQuery = (lang: TLang, market: TMarket, filters: TBuyerFilters) =>
  queryOptions({
    // The market in view is sent as a header: it is part of what the list means.
    queryKey: ['asks', 'buyer', lang, market, buyerApiQuery(filters)] as const,
    queryFn: ({ signal }) => api.data<TAskCardPage>('/ask/list/buyer', { query: buyerApiQuery(filters), signal }),
    staleTime: 15_000,
  });

export function useBuyerList(lang: TLang, market: TMarket, filters: TBuyerFilters) {
  return useQuery({ ...buyerListQuery(lang, market, filters), placeholderData: keepPreviousData });
}

export const sellerListQuery = (lang: TLang, state: TSellerTab, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['asks', 'seller', lang, state, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TSellerAskPage>('/ask/list/seller', { query: { state, pageNum, pageSize }, signal }),
    staleTime: 0,
  });

export function useSellerList(lang: TLang, state: TSellerTab, pageNum: number, pageSize: number) {
  return useQuery({ ...sellerListQuery(lang, state, pageNum, pageSize), placeholderData: keepPreviousData });
}

export const askDetailQuery = (lang: TLang, askId: string, detailId?: string) =>
  queryOptions({
    queryKey: ['asks', 'detail', lang, askId, detailId ?? ''] as const,
    // 404 (missing, or not for this viewer) is worded by the page itself.
    queryFn: ({ signal }) => api.data<TAskDetail>(`/ask/${encodeURIComponent(askId)}`, { query: { detailId }, signal, quiet: [ErrorCode.NotFound, 1000] }),
    staleTime: 0,
  });

export function useAskDetail(lang: TLang, askId: string | null, detailId?: string) {
  return useQuery({ ...askDetailQuery(lang, askId ?? '', detailId), enabled: !!askId });
}

/**
 * GET /account/agent-for: the sellers the caller may publish for as their consignment agent (§6 Agents), for the
 * "publish for" choice of /publish. Empty for almost everyone, who then never sees the choice.
 */
export function useAgentSellers(enabled: boolean) {
  return useQuery({ ...routeQuery(ROUTES.accounts.agentFor, {}), staleTime: 60_000, enabled });
}

/** GET /ask/latest: the caller's most recently changed ask, to prefill a new one ("copy last ask"). */
export function fetchLatestAsk(): Promise<TAskDetail | null> {
  return api.data<TAskDetail | null>('/ask/latest');
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
        ? api.request<TAskSaved>(`/ask/${encodeURIComponent(input.askId)}`, { method: 'PUT', body: input.request })
        : api.request<TAskSaved>('/ask', { method: 'POST', body: input.request }),
    onSuccess: (result) => {
      if (result.success) void invalidateAsks(queryClient);
    },
  });
}

export function useDeleteAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (askId: string) => api.data<null>(`/ask/${encodeURIComponent(askId)}`, { method: 'DELETE' }),
    onSettled: () => invalidateAsks(queryClient),
  });
}

/**
 * §7 POST /user/event/ask_click {askId}: a buyer opened a card (the server counts it once per viewer and day and
 * never for the seller; §4 New disappears once clicked). Never blocks or bothers the user.
 */
export function recordAskClick(queryClient: QueryClient, askId: string, detailId?: string): Promise<void> {
  return api
    .request<{ recorded: boolean; clickCount: number | null }>(`/user/event/${ASK_CLICK_FUNC_KEY}`, {
      method: 'POST',
      body: { askId, ...(detailId ? { detailId } : {}) },
      quiet: true,
    })
    .then((result) => {
      if (result.success && result.data.recorded) void queryClient.invalidateQueries({ queryKey: ['asks', 'buyer'] });
    });
}

// ---- Staff review (/staff/ask-review) --------------------------------------------------------------------------

export const reviewQueueQuery = (lang: TLang, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['asks', 'review', lang, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TReviewQueuePage>('/admin/ask/review', { query: { pageNum, pageSize }, signal }),
    staleTime: 0,
  });

export function useReviewQueue(lang: TLang, pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...reviewQueueQuery(lang, pageNum, pageSize), enabled, placeholderData: keepPreviousData });
}

export function useReviewAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { askId: string; version: number; decision: 'approve' } | { askId: string; version: number; decision: 'refuse'; reason: string }) =>
      input.decision === 'approve'
        ? api.data<TAskSaved>(`/admin/ask/${encodeURIComponent(input.askId)}/approve`, { method: 'POST', body: { version: input.version } })
        : api.data<TAskSaved>(`/admin/ask/${encodeURIComponent(input.askId)}/refuse`, {
            method: 'POST',
            body: { version: input.version, reason: input.reason },
          }),
    // Approved or not (a stale row answers 110801), the queue is read again.
    onSettled: () => invalidateAsks(queryClient),
  });
}
