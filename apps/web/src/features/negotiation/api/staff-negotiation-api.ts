/**
 * Staff console calls of the negotiation work: reference prices (daily settlement per basis; add, edit, delete,
 * CSV import) and deals waiting for review (approve / refuse).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TReferencePrice, TReferencePriceInput } from '@scrapbridge/domain/quotes/reference-price';
import type { TQuoteActionResult, TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { api } from '#lib/api-client.ts';

const REFERENCE_KEY = ['staff', 'reference-prices'] as const;
const DEAL_REVIEW_KEY = ['staff', 'deal-reviews'] as const;

export type TReferencePricePage = { rows: TReferencePrice[]; total: number };
export type TDealReviewRow = TQuoteView & { sellerUserId: string };

export function useReferencePrices(basis: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...REFERENCE_KEY, basis, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TReferencePricePage>('/admin/reference-price', { query: { basis, pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSaveReferencePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: string; body: TReferencePriceInput | Record<string, unknown> }) =>
      vars.id
        ? api.data<TReferencePrice>(`/admin/reference-price/${encodeURIComponent(vars.id)}`, { method: 'PUT', body: vars.body, quiet: [ErrorCode.Validation] })
        : api.data<TReferencePrice>('/admin/reference-price', { method: 'POST', body: vars.body, quiet: [ErrorCode.Validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useRemoveReferencePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.data<null>(`/admin/reference-price/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useImportReferencePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.data<{ imported: number; updated: number }>('/admin/reference-price/import', { method: 'POST', body: { csv }, quiet: [ErrorCode.Validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useDealReviews(lang: TLang, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...DEAL_REVIEW_KEY, lang, pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<{ rows: TDealReviewRow[]; total: number }>('/admin/quote/deal-review', { query: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReviewDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { quoteId: string; decision: 'approve' | 'refuse'; version: number; reason?: string }) =>
      api.data<TQuoteActionResult>(`/admin/quote/${encodeURIComponent(vars.quoteId)}/deal/${vars.decision}`, {
        method: 'POST',
        body: { version: vars.version, ...(vars.reason ? { reason: vars.reason } : {}) },
      }),
    // A stale row (110801) was worded by the client; the queue is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEAL_REVIEW_KEY }),
  });
}
