/**
 * The data the order screens show first, requested by the router while the screen's code loads (issue 19 item 1),
 * with the same query options the screens use.
 */
import type { QueryClient } from '@tanstack/react-query';
import { contractQuery, orderListParams, ordersQuery } from './orders-api.ts';

/** /order-list as its address says (order-list-page.tsx). */
export function prefetchOrderList(queryClient: QueryClient, url: URL): Promise<void> {
  return queryClient.prefetchQuery(ordersQuery(orderListParams(url.searchParams)));
}

/** /deal-detail/:contractId and /order-detail?contractId=: the contract (deal-detail-page.tsx, order-detail-page.tsx). */
export function prefetchContract(queryClient: QueryClient, contractId: string | null | undefined): Promise<void> {
  return contractId ? queryClient.prefetchQuery(contractQuery(contractId)) : Promise.resolve();
}
