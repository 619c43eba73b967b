import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** How recent an answer is that a mounting screen takes as it is (see refetchOnMount). */
export const JUST_FETCHED_MS = 2000;

/**
 * Answers from the server are final (the client already showed the §8 reaction), so only transport failures
 * are retried, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 1 && error instanceof ApiError && error.failure.transport !== undefined && error.failure.transport !== 'aborted',
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // A screen whose data the router fetched while its code loaded (app/router.tsx SCREEN_DATA) does not ask again as
      // it mounts, even when its data is "always stale" (staleTime 0): an answer of the last 2 s is that visit's own.
      // An invalidated query (after a change) is refetched as before.
      refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
    },
    mutations: { retry: false },
  },
});
