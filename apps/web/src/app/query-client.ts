import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isNotFound } from '../lib/api-error';
import '../lib/query-meta';

/**
 * Reads are cached 5 minutes; a network failure or 5xx is retried once; every other
 * failure goes straight to the global handler (unless the query answers 404s itself).
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesNotFound && isNotFound(error)) return;
        onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.status >= 500),
      },
    },
  });
}
