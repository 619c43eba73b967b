/**
 * Staff console calls of the negotiation work: reference prices (daily settlement per basis; add, edit, delete,
 * CSV import) and deals waiting for review (approve / refuse).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRouteData, TRouteInput } from '@scrapbridge/domain/contract/define-route';
import type { TReferencePriceInput } from '@scrapbridge/domain/quotes/reference-price';
import { quotesRoutes } from '@scrapbridge/domain/contract/routes/quotes';
import { referencePricesRoutes } from '@scrapbridge/domain/contract/routes/reference-prices';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { callRoute, routeKey, routeQuery } from '#lib/route-client.ts';

/** Every page of each staff list: the route's key without its language and input (route-client.ts). */
const REFERENCE_KEY = routeKey(referencePricesRoutes.list).slice(0, 2);
const DEAL_REVIEW_KEY = routeKey(quotesRoutes.dealReviews).slice(0, 2);

export type TDealReviewRow = TRouteData<typeof quotesRoutes.dealReviews>['rows'][number];
type TReferencePriceBody = TRouteInput<typeof referencePricesRoutes.create>['body'];

export function useReferencePrices(basis: string, pageNum: number, pageSize: number) {
  return useQuery({
    // '' = every basis (a blank value is left out of the query string).
    ...routeQuery(referencePricesRoutes.list, { query: { basis, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSaveReferencePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's draft as typed (checked with the same schema before it is sent; the server checks it again).
    mutationFn: (vars: { id?: string; body: TReferencePriceInput | Record<string, unknown> }) => {
      const body = vars.body as TReferencePriceBody;
      return vars.id
        ? callRoute(referencePricesRoutes.update, { params: { id: vars.id }, body }, { quiet: [ErrorCode.Validation] })
        : callRoute(referencePricesRoutes.create, { body }, { quiet: [ErrorCode.Validation] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useRemoveReferencePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(referencePricesRoutes.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useImportReferencePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => callRoute(referencePricesRoutes.import, { body: { csv } }, { quiet: [ErrorCode.Validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY }),
  });
}

export function useDealReviews(pageNum: number, pageSize: number) {
  return useQuery({
    ...routeQuery(quotesRoutes.dealReviews, { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReviewDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { quoteId: string; decision: 'approve' | 'refuse'; version: number; reason?: string }) =>
      callRoute(vars.decision === 'approve' ? quotesRoutes.approveDeal : quotesRoutes.refuseDeal, {
        params: { quoteId: vars.quoteId },
        body: { version: vars.version, ...(vars.reason ? { reason: vars.reason } : {}) },
      }),
    // A stale row (110801) was worded by the client; the queue is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEAL_REVIEW_KEY }),
  });
}
