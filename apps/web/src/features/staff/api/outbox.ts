import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@scrapbridge/domain/contract/routes/admin';
import { routeQuery } from '#lib/route-client.ts';

export function outboxQuery(pageNum: number, pageSize: number) {
  return queryOptions({ ...routeQuery(adminRoutes.outbox, { query: { pageNum, pageSize } }), staleTime: 0 });
}

/** GET /admin/outbox (staff only): mail and SMS the platform sent, newest first. */
export function useOutbox(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...outboxQuery(pageNum, pageSize), enabled, placeholderData: keepPreviousData });
}
