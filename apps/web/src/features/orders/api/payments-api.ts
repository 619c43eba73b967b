/**
 * Contract money (issue 5 item 4): a contract's invoices and payments for its parties and staff, the staff writes
 * (issue, correct, record a payment, remind) and the staff payments list, through the typed client
 * (lib/route-client.ts). A write refreshes the payments area (the panel and the list); the contract is refreshed too
 * (it shows the deposit and payment status).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@scrapbridge/domain/contract/routes/payments';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TInvoiceRequestInput, TPaymentRequestInput, TStaffPaymentFilter } from '@scrapbridge/domain/orders/money';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';
import { contractKey } from './orders-api.ts';

/** Field errors are shown on the fields by the forms themselves. */
const FORM_QUIET = [ErrorCode.Validation] as const;

export function useContractMoney(contractId: string) {
  return useQuery({
    ...routeQuery(paymentsRoutes.contractInvoices, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

export type TStaffPaymentFilters = { status: TStaffPaymentFilter; keyword: string; pageNum: number; pageSize: number };

export function useStaffPayments(f: TStaffPaymentFilters) {
  return useQuery({
    ...routeQuery(paymentsRoutes.staffList, {
      query: { status: f.status, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type TMoneyWrite =
  | { kind: 'issue'; contractId: string; body: TInvoiceRequestInput }
  | { kind: 'update'; invoiceId: string; body: TInvoiceRequestInput }
  | { kind: 'pay'; invoiceId: string; body: TPaymentRequestInput };

function send(w: TMoneyWrite) {
  switch (w.kind) {
    case 'issue':
      return callRoute(paymentsRoutes.issue, { params: { contractId: w.contractId }, body: w.body }, { quiet: FORM_QUIET });
    case 'update':
      return callRoute(paymentsRoutes.update, { params: { invoiceId: w.invoiceId }, body: w.body }, { quiet: FORM_QUIET });
    case 'pay':
      return callRoute(paymentsRoutes.recordPayment, { params: { invoiceId: w.invoiceId }, body: w.body }, { quiet: FORM_QUIET });
  }
}

/** Every staff write of an invoice; the answer is the invoice as it is now and the contract's money status. */
export function useMoneyWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: areaKey('payments') });
      void queryClient.invalidateQueries({ queryKey: contractKey(r.invoice.contractId) });
    },
  });
}

export function useRemindInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => callRoute(paymentsRoutes.remind, { params: { invoiceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('payments') }),
  });
}
