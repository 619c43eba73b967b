/**
 * Dispute calls (§2 dispute section; §9 contract dispute: staff contact within 48 hours, answer within 2 working
 * days), through the typed client (lib/route-client.ts). The parties raise and read a contract's disputes; staff read
 * the queue and contact, answer and close. Every change refreshes the disputes area (the contract's disputes and the
 * staff queue) and the contract queue (open disputes count there).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { disputesRoutes } from '@scrapbridge/domain/contract/routes/disputes';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';

function refreshDisputes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: areaKey('disputes') }),
    queryClient.invalidateQueries({ queryKey: areaKey('operations') }),
  ]);
}

export function useContractDisputes(contractId: string) {
  return useQuery({
    ...routeQuery(disputesRoutes.contractDisputes, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

export function useRaiseDispute(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => callRoute(disputesRoutes.raise, { params: { contractId }, body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => refreshDisputes(queryClient),
  });
}

export type TStaffDisputeFilters = { status: TDisputeStatus | 'overdue' | undefined; pageNum: number; pageSize: number };

export function useStaffDisputes(f: TStaffDisputeFilters) {
  return useQuery({
    ...routeQuery(disputesRoutes.staffQueue, { query: { status: f.status, pageNum: f.pageNum, pageSize: f.pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type TDisputeAction =
  | { action: 'contact' | 'close'; id: string; status: TDisputeStatus }
  | { action: 'answer'; id: string; status: TDisputeStatus; answer: string };

/**
 * A staff action with the status the staff member saw: another staff member's action in between answers 110801, the
 * client says "refresh" and the lists are read again.
 */
export function useDisputeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: TDisputeAction) =>
      a.action === 'answer'
        ? callRoute(disputesRoutes.answer, { params: { id: a.id }, body: { status: a.status, answer: a.answer } }, { quiet: [ErrorCode.Validation] })
        : callRoute(disputesRoutes[a.action], { params: { id: a.id }, body: { status: a.status } }),
    onSettled: () => refreshDisputes(queryClient),
  });
}
