/**
 * Price fixing calls (issue 14 item 4; §7 /order/queryPricingInfo and /order/commitPricing; §8 commitPricing non-200
 * shows the server msg), through the typed client (lib/route-client.ts). A request, a confirm or a reject refreshes
 * the pricing area and the payments area (the final invoice follows the fixed prices) and the shipments (donePricing).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pricingRoutes } from '@scrapbridge/domain/contract/routes/pricing';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFixStatus } from '@scrapbridge/domain/pricing/fixing-view';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';

function refreshPricing(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(['pricing', 'payments', 'shipments'].map((area) => queryClient.invalidateQueries({ queryKey: areaKey(area) })));
}

export function usePricingInfo(askId: string | null) {
  return useQuery({
    ...routeQuery(pricingRoutes.info, { query: { askId: askId ?? '' } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!askId,
    staleTime: 0,
  });
}

/** The fix price dialog's submit: every refusal is the client's toast with the server's msg (§8). */
export function useCommitPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { askId: string; shipmentIds: string[] }) => callRoute(pricingRoutes.commit, { body }),
    onSettled: () => refreshPricing(queryClient),
  });
}

export function useFixQueue(f: { status: TFixStatus; pageNum: number; pageSize: number }) {
  return useQuery({
    ...routeQuery(pricingRoutes.staffQueue, { query: f }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type TFixDecision = { action: 'confirm'; id: string; settlementDate?: string } | { action: 'reject'; id: string; reason: string };

export function useFixDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: TFixDecision) =>
      d.action === 'confirm'
        ? callRoute(pricingRoutes.confirm, { params: { id: d.id }, body: d.settlementDate ? { settlementDate: d.settlementDate } : {} })
        : callRoute(pricingRoutes.reject, { params: { id: d.id }, body: { reason: d.reason } }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => refreshPricing(queryClient),
  });
}
