import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isNotFound } from '../lib/api-error';
import { retryOnceOnServerFailure, STALE_TIME_MS } from '../lib/query-defaults';
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
        if (query.meta?.quiet) {
          console.warn('Load failed', query.queryKey, error);
          return;
        }
        onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: retryOnceOnServerFailure,
      },
    },
  });
}
