/**
 * The operations console's calls (issue 5 item 7): the staff contract queue and voiding a contract (staff only;
 * admin paths are unprefixed, §7).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContractNeed, TContractStatus, TStaffContractRow } from '@scrapbridge/domain/orders/queue';
import { api } from '#lib/api-client.ts';
import type { TRows } from '#lib/staff-list.tsx';

export type TContractQueueFilters = { status: TContractStatus | undefined; needs: TContractNeed | undefined; keyword: string; pageNum: number; pageSize: number };

export function useContractQueue(f: TContractQueueFilters) {
  return useQuery({
    queryKey: ['operations', 'contracts', f.status ?? '', f.needs ?? '', f.keyword, f.pageNum, f.pageSize] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TStaffContractRow>>('/admin/contracts', {
        query: { status: f.status, needs: f.needs, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Staff void a contract with the reason the parties read (the contract page and every list refresh). */
export function useVoidContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      api.data<unknown>(`/admin/contract/${encodeURIComponent(contractId)}/void`, { method: 'POST', body, quiet: [ErrorCode.Validation] }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contract', contractId] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['operations'] }),
      ]),
  });
}
