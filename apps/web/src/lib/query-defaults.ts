import { isApiError } from './api-error';

/** Reads, public ones included, are cached for 5 minutes (spec B section 9); the QueryClient default. */
export const STALE_TIME_MS = 5 * 60 * 1000;

/** A network failure or 5xx is retried once; 4xx answers and other failures are not. */
export function retryOnceOnServerFailure(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.status >= 500);
}
