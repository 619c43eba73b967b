import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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
    },
    mutations: { retry: false },
  },
});
