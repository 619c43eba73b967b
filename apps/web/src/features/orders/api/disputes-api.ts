/**
 * Dispute calls (§2 dispute section; §9 contract dispute: staff contact within 48 hours, answer within 2 working
 * days). The parties raise and read a contract's disputes; staff read the queue and contact, answer and close. Every
 * change refreshes the contract's disputes, the staff queues and the contract queue (open disputes count there).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDispute, TDisputeStatus, TStaffDispute } from '@scrapbridge/domain/orders/dispute';
import { api } from '#lib/api-client.ts';
import type { TRows } from '#lib/staff-list.tsx';

export const DISPUTES_KEY = ['disputes'] as const;

const contractPath = (contractId: string, rest: string) => `/contract/${encodeURIComponent(contractId)}${rest}`;

function refreshDisputes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DISPUTES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['operations'] }),
  ]);
}

export function useContractDisputes(contractId: string) {
  return useQuery({
    queryKey: ['disputes', 'contract', contractId] as const,
    queryFn: ({ signal }) => api.data<TRows<TDispute>>(contractPath(contractId, '/disputes'), { signal, quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

export function useRaiseDispute(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => api.data<TDispute>(contractPath(contractId, '/dispute'), { method: 'POST', body, quiet: [ErrorCode.Validation] }),
    onSettled: () => refreshDisputes(queryClient),
  });
}

export type TStaffDisputeFilters = { status: TDisputeStatus | 'overdue' | undefined; pageNum: number; pageSize: number };

export function useStaffDisputes(f: TStaffDisputeFilters) {
  return useQuery({
    queryKey: ['disputes', 'staff', f.status ?? '', f.pageNum, f.pageSize] as const,
    queryFn: ({ signal }) => api.data<TRows<TStaffDispute>>('/admin/disputes', { query: { status: f.status, pageNum: f.pageNum, pageSize: f.pageSize }, signal }),
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
      api.data<TDispute>(`/admin/dispute/${encodeURIComponent(a.id)}/${a.action}`, {
        method: 'POST',
        body: a.action === 'answer' ? { status: a.status, answer: a.answer } : { status: a.status },
        quiet: a.action === 'answer' ? [ErrorCode.Validation] : undefined,
      }),
    onSettled: () => refreshDisputes(queryClient),
  });
}
