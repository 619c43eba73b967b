/**
 * The operations console's calls (issue 5 item 7): the staff contract queue and voiding a contract (staff only;
 * admin paths are unprefixed, §7), through the typed client (lib/route-client.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsRoutes } from '@scrapbridge/domain/contract/routes/operations';
import { ordersRoutes } from '@scrapbridge/domain/contract/routes/orders';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContractNeed, TContractStatus } from '@scrapbridge/domain/orders/queue';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';
import { contractKey, ORDER_LIST_KEY } from './orders-api.ts';

export type TContractQueueFilters = { status: TContractStatus | undefined; needs: TContractNeed | undefined; keyword: string; pageNum: number; pageSize: number };

export function useContractQueue(f: TContractQueueFilters) {
  return useQuery({
    ...routeQuery(operationsRoutes.contractQueue, {
      query: { status: f.status, needs: f.needs, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Staff void a contract with the reason the parties read (the contract page and every list refresh). */
export function useVoidContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) => callRoute(ordersRoutes.voidContract, { params: { contractId }, body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKey(contractId) }),
        queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: areaKey('operations') }),
      ]),
  });
}
