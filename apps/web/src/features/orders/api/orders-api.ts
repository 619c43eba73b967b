/**
 * Order calls (issue 5; §2 /order-list, order detail, /deal-detail/:contractId with its two-step confirmation and
 * the consignee / notify / shipper address book), through the typed client (lib/route-client.ts). The contract detail
 * is one query (contracts.get) for the staff contract page, the party screens and the deal banner; every
 * confirmation refreshes it and the order list.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ORDER_STATUS_FILTERS, ORDER_TABS, type TOrderTab } from '@scrapbridge/domain/orders/contract';
import type { TAddressBookInputRequest, TAddressKind, TConfirmBillOfLadingRequest, TConfirmCompanyRequest } from '@scrapbridge/domain/orders/contract-form';
import { contractsRoutes } from '@scrapbridge/domain/contract/routes/contracts';
import { ordersRoutes } from '@scrapbridge/domain/contract/routes/orders';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { areaKey, callRoute, downloadRoute, routeKey, routeQuery } from '#lib/route-client.ts';

/** Every page of the order list (any language, tab, filter or page). */
export const ORDER_LIST_KEY = [ordersRoutes.list.area, ordersRoutes.list.name] as const;
/** The address book of every kind. */
const ADDRESS_BOOK_KEY = [ordersRoutes.addressBook.area, ordersRoutes.addressBook.name] as const;

/** Codes the screens word themselves: field errors shown on the fields, a contract that is not the viewer's. */
const FORM_QUIET = [ErrorCode.Validation] as const;

/** The key of one contract's detail: what a change to that contract refreshes. */
export function contractKey(contractId: string) {
  return routeKey(contractsRoutes.get, { params: { contractId } });
}

/** The contract with its order state (ZContractDetail): lines, terms, parties, confirmation progress, statuses. */
export const contractQuery = (contractId: string) =>
  queryOptions({ ...routeQuery(contractsRoutes.get, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }), staleTime: 0 });

export function useContract(contractId: string | null | undefined) {
  return useQuery({ ...contractQuery(contractId ?? ''), enabled: !!contractId });
}

export type TOrderListParams = { tab: TOrderTab; status: 'pending' | 'signed' | 'voided' | undefined; keyword: string; pageNum: number; pageSize: number };

/** /order-list shows 10 contracts a page. */
export const ORDER_PAGE_SIZE = 10;

/** The list's tab, status, keyword and page as /order-list's address holds them (unknown values → the defaults). */
export function orderListParams(params: URLSearchParams): TOrderListParams {
  const tabParam = params.get('tab') ?? '';
  const statusParam = params.get('status') ?? '';
  return {
    tab: (ORDER_TABS as readonly string[]).includes(tabParam) ? (tabParam as TOrderTab) : 'all',
    status: (ORDER_STATUS_FILTERS as readonly string[]).includes(statusParam) ? (statusParam as TOrderListParams['status']) : undefined,
    keyword: params.get('keyword') ?? '',
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: ORDER_PAGE_SIZE,
  };
}

export const ordersQuery = (p: TOrderListParams) =>
  queryOptions({
    ...routeQuery(ordersRoutes.list, {
      query: { tab: p.tab, status: p.status, keyword: p.keyword.trim() || undefined, pageNum: p.pageNum, pageSize: p.pageSize },
    }),
    staleTime: 0,
  });

export function useOrders(p: TOrderListParams) {
  return useQuery({ ...ordersQuery(p), placeholderData: keepPreviousData });
}

export function refreshOrders(queryClient: QueryClient, contractId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractId ? contractKey(contractId) : areaKey('contracts') }),
    queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY }),
  ]);
}

/** Step 1: the viewer's company and terms acceptance (both sides). */
export function useConfirmCompany(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmCompanyRequest) => callRoute(ordersRoutes.confirmCompany, { params: { contractId }, body }, { quiet: FORM_QUIET }),
    onSettled: () => refreshOrders(queryClient, contractId),
  });
}

/** Step 2: the buyer's bill-of-lading instructions. */
export function useConfirmBillOfLading(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmBillOfLadingRequest) =>
      callRoute(ordersRoutes.confirmBillOfLading, { params: { contractId }, body }, { quiet: FORM_QUIET }),
    onSettled: () => Promise.all([refreshOrders(queryClient, contractId), queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY })]),
  });
}

export function useAddressBook(kind?: TAddressKind) {
  return useQuery({ ...routeQuery(ordersRoutes.addressBook, { query: { kind } }), staleTime: 30_000 });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAddressBookInputRequest }) =>
      id
        ? callRoute(ordersRoutes.changeAddress, { params: { id }, body }, { quiet: FORM_QUIET })
        : callRoute(ordersRoutes.addAddress, { body }, { quiet: FORM_QUIET }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(ordersRoutes.removeAddress, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

/**
 * The contract PDF (orders.pdf) saved under its contract number. A plain link cannot carry the session header, so
 * the file is fetched with the §7 headers and handed to the browser as a blob.
 */
export function downloadContractPdf(contractId: string, contractNo: string): Promise<void> {
  return downloadRoute(ordersRoutes.pdf, { params: { contractId } }, { accept: 'application/pdf', fileName: `${contractNo}.pdf` });
}
