/**
 * The staff console's first screen (/staff → /staff/outbox): its page of the outbox, requested by the router while
 * the console's code loads (issue 19 item 1), with the query options the screen uses.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readListParams } from '#lib/staff-list-params.ts';
import { outboxQuery } from './outbox.ts';

export function prefetchOutbox(queryClient: QueryClient, url: URL): Promise<void> {
  const { page, pageSize } = readListParams(url.searchParams, { defaults: {} });
  return queryClient.prefetchQuery(outboxQuery(page, pageSize));
}
