import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxMessage } from '@scrapbridge/domain/outbox';
import { api } from '#lib/api-client.ts';

export type TOutboxPage = { rows: TOutboxMessage[]; total: number };

export function outboxQuery(pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['staff', 'outbox', pageNum, pageSize] as const,
    queryFn: ({ signal }) => api.data<TOutboxPage>('/admin/outbox', { query: { pageNum, pageSize }, signal }),
    staleTime: 0,
  });
}

/** GET /admin/outbox (staff only): mail and SMS the platform sent, newest first. */
export function useOutbox(pageNum: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...outboxQuery(pageNum, pageSize), enabled, placeholderData: keepPreviousData });
}
