/**
 * Order calls (issue 5; §2 /order-list, order detail, /deal-detail/:contractId with its two-step confirmation and
 * the consignee / notify / shipper address book). The contract detail is keyed ['contract', contractId] so the
 * staff contract page and the party screens share one cache entry; every confirmation refreshes it and the lists.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TContractDetail, TOrderPage, TOrderTab, TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import type { TAddressBookInputRequest, TAddressKind, TConfirmBillOfLadingRequest, TConfirmCompanyRequest } from '@scrapbridge/domain/orders/contract-form';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { api, buildUrl, requestHeaders, ApiError } from '#lib/api-client.ts';

export const CONTRACT_KEY = ['contract'] as const;
export const ORDERS_KEY = ['orders'] as const;
const ADDRESS_BOOK_KEY = ['address-book'] as const;

/** Codes the screens word themselves: field errors shown on the fields, a contract that is not the viewer's. */
const FORM_QUIET = [ErrorCode.Validation] as const;

const contractPath = (contractId: string, rest = '') => `/contract/${encodeURIComponent(contractId)}${rest}`;

/** The contract with its order state (ZContractDetail): lines, terms, parties, confirmation progress, statuses. */
export function useContract(contractId: string | null | undefined) {
  return useQuery({
    queryKey: ['contract', contractId ?? ''] as const,
    queryFn: ({ signal }) => api.data<TContractDetail>(contractPath(contractId ?? ''), { signal, quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

export type TOrderListParams = { tab: TOrderTab; status: 'pending' | 'signed' | 'voided' | undefined; keyword: string; pageNum: number; pageSize: number };

export function useOrders(p: TOrderListParams) {
  return useQuery({
    queryKey: ['orders', 'list', p.tab, p.status ?? '', p.keyword, p.pageNum, p.pageSize] as const,
    queryFn: ({ signal }) =>
      api.data<TOrderPage>('/order/list', {
        query: { tab: p.tab, status: p.status, keyword: p.keyword.trim() || undefined, pageNum: p.pageNum, pageSize: p.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function refreshOrders(queryClient: QueryClient, contractId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractId ? ['contract', contractId] : CONTRACT_KEY }),
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);
}

/** Step 1: the viewer's company and terms acceptance (both sides). */
export function useConfirmCompany(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmCompanyRequest) =>
      api.data<TContractDetail>(contractPath(contractId, '/confirm/company'), { method: 'PUT', body, quiet: FORM_QUIET }),
    onSettled: () => refreshOrders(queryClient, contractId),
  });
}

/** Step 2: the buyer's bill-of-lading instructions. */
export function useConfirmBillOfLading(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmBillOfLadingRequest) =>
      api.data<TContractDetail>(contractPath(contractId, '/confirm/bill-of-lading'), { method: 'PUT', body, quiet: FORM_QUIET }),
    onSettled: () => Promise.all([refreshOrders(queryClient, contractId), queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY })]),
  });
}

export function useAddressBook(kind?: TAddressKind) {
  return useQuery({
    queryKey: ['address-book', kind ?? 'all'] as const,
    queryFn: ({ signal }) => api.data<{ rows: TAddressBookEntry[]; canSave: boolean }>('/address-book', { query: { kind }, signal }),
    staleTime: 30_000,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAddressBookInputRequest }) =>
      id
        ? api.data<TAddressBookEntry>(`/address-book/${encodeURIComponent(id)}`, { method: 'PUT', body, quiet: FORM_QUIET })
        : api.data<TAddressBookEntry>('/address-book', { method: 'POST', body, quiet: FORM_QUIET }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.data<null>(`/address-book/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

/**
 * The contract PDF (GET /contract/{id}/pdf) saved under its contract number. A plain link cannot carry the session
 * header, so the file is fetched with the §7 headers and handed to the browser as a blob.
 */
export async function downloadContractPdf(contractId: string, contractNo: string): Promise<void> {
  const url = buildUrl(contractPath(contractId, '/pdf'));
  const res = await fetch(url, { headers: { ...requestHeaders(url.split('?')[0] ?? url, api.context()), Accept: 'application/pdf' }, credentials: 'same-origin' });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('application/pdf')) {
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    const result = api.settle<never>(res.status, parsed, {}, true);
    throw new ApiError(result.success ? { success: false, code: 500, msg: '', data: null } : result);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `${contractNo}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
