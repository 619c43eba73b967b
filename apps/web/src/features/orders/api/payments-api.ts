/**
 * Contract money (issue 5 item 4): a contract's invoices and payments for its parties and staff, the staff writes
 * (issue, correct, record a payment, remind) and the staff payments list. Every key starts with PAYMENTS_KEY, so a
 * write refreshes the panel and the list; the contract is refreshed too (it shows the deposit and payment status).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type {
  TContractMoney,
  TInvoice,
  TInvoiceRequestInput,
  TPaymentRequestInput,
  TStaffPaymentFilter,
  TStaffPaymentRow,
} from '@scrapbridge/domain/orders/money';
import { api } from '#lib/api-client.ts';

export const PAYMENTS_KEY = ['payments'] as const;

/** Field errors are shown on the fields by the forms themselves. */
const FORM_QUIET = [ErrorCode.Validation] as const;

const enc = encodeURIComponent;

export function useContractMoney(contractId: string) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'contract', contractId] as const,
    queryFn: ({ signal }) => api.data<TContractMoney>(`/contract/${enc(contractId)}/invoices`, { signal, quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

export type TStaffPaymentFilters = { status: TStaffPaymentFilter; keyword: string; pageNum: number; pageSize: number };

export function useStaffPayments(f: TStaffPaymentFilters) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'staff', f.status, f.keyword, f.pageNum, f.pageSize] as const,
    queryFn: ({ signal }) =>
      api.data<{ rows: TStaffPaymentRow[]; total: number }>('/admin/payments', {
        query: { status: f.status, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type TWritten = { invoice: TInvoice; depositStatus: string; paymentStatus: string };

type TMoneyWrite =
  | { kind: 'issue'; contractId: string; body: TInvoiceRequestInput }
  | { kind: 'update'; invoiceId: string; body: TInvoiceRequestInput }
  | { kind: 'pay'; invoiceId: string; body: TPaymentRequestInput };

function send(w: TMoneyWrite): Promise<TWritten> {
  switch (w.kind) {
    case 'issue':
      return api.data<TWritten>(`/admin/contract/${enc(w.contractId)}/invoice`, { method: 'POST', body: w.body, quiet: FORM_QUIET });
    case 'update':
      return api.data<TWritten>(`/admin/invoice/${enc(w.invoiceId)}`, { method: 'PUT', body: w.body, quiet: FORM_QUIET });
    case 'pay':
      return api.data<TWritten>(`/admin/invoice/${enc(w.invoiceId)}/payment`, { method: 'POST', body: w.body, quiet: FORM_QUIET });
  }
}

/** Every staff write of an invoice; the answer is the invoice as it is now and the contract's money status. */
export function useMoneyWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['contract', r.invoice.contractId] });
    },
  });
}

export function useRemindInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.data<{ invoiceId: string; remindedAt: string; mailed: boolean }>(`/admin/invoice/${enc(invoiceId)}/remind`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}
