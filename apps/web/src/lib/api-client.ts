import type { Pagination } from '@aabhushan/shared/rules/pagination';
import { ApiError, refusalOf } from './api-error';
import { answerOnServer, isAnsweredOnServer } from './server-answers';
import { getUsableToken, isRefreshing, isRefreshRefusal, refreshAccessToken } from './session/token-refresh';
import { readStoredToken } from './session/token-storage';
import { DEFAULT_TIMEOUT_MS } from './request-timeout';

/** Public reads answer within seconds; past this the shopper sees the timeout message. */
export { DEFAULT_TIMEOUT_MS };

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  pagination?: Pagination;
}

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The browser cache mode; 'no-cache' revalidates data that must be fresh (public GETs allow 60 s). */
  cache?: RequestCache;
  /** Extra request headers, e.g. the `Idempotency-Key` that makes a retried order submit safe. */
  headers?: Record<string, string>;
}

/** Path plus the query string built from the defined params. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GET a same-origin API path and unwrap the `{ success, message, data }` envelope. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return apiRequest<T>('GET', path, undefined, options);
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** POST/PUT/PATCH/DELETE a JSON body (optional) to a same-origin API path. */
export function apiSend<T>(method: SendMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
  return apiRequest<T>(method, path, body, options);
}

/**
 * Auth calls that must never trigger a refresh-and-retry on 401: a 401 there is the answer
 * itself (wrong password, expired code), not an expired session.
 */
const NO_REFRESH_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/refresh',
  '/api/auth/send-otp',
  '/api/auth/verify-otp',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/logout',
];

function isNoRefreshPath(path: string): boolean {
  const bare = path.split('?')[0]!;
  return NO_REFRESH_PATHS.includes(bare);
}

/**
 * Every call carries the stored bearer token (spec A section 7). An expired token is
 * refreshed before the call; a 401 on any other call waits for the one shared refresh and
 * retries once. When the refresh is refused, auth data is cleared and the 401 is thrown.
 */
async function apiRequest<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const url = buildUrl(path, options.params);
  if (isAnsweredOnServer()) return answerOnServer<T>(method, url);
  const refreshable = !isNoRefreshPath(path);
  const token = refreshable ? await getUsableToken() : readStoredToken();
  let response = await send(method, url, body, options, token);
  if (response.status === 401 && refreshable && token) {
    const retryToken = await tokenForRetry(token);
    if (retryToken) response = await send(method, url, body, options, retryToken);
  }
  return readEnvelope<T>(response, url);
}

/**
 * The token to retry a 401 with: the newer stored one when another call already refreshed,
 * else the result of the shared refresh. Null when the session ended.
 */
async function tokenForRetry(sentToken: string): Promise<string | null> {
  const stored = readStoredToken();
  // No token any more: the session ended (or the shopper signed out) while this call ran.
  if (!stored) return null;
  if (stored !== sentToken && !isRefreshing()) return stored;
  try {
    return await refreshAccessToken();
  } catch (error) {
    // Only a refusal ends the session (the 401 stands); a refresh that failed on the way or
    // on a busy server (network, timeout, 5xx, 429) is reported as that failure instead.
    if (isRefreshRefusal(error)) return null;
    throw error;
  }
}

async function send(
  method: 'GET' | SendMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 0, url, 'The request timed out.');
    // A cancel from the caller (query cancelled) is passed through untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 0, url, 'Network request failed.');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readEnvelope<T>(response: Response, url: string): Promise<Envelope<T>> {
  const body: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope<T>(body) ? body : null;
  if (!response.ok || envelope?.success === false) {
    const message = envelope?.message || response.statusText || 'Request failed';
    throw new ApiError('http', response.status, url, message, refusalOf(body));
  }
  if (!envelope) throw new ApiError('invalid-response', response.status, url, 'The answer was not understood.');
  return envelope;
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
}

/** GET a paginated list; an answer without pagination counts as one page. */
export async function apiGetList<T>(path: string, options: RequestOptions = {}): Promise<ListResult<T>> {
  const envelope = await apiGet<T[]>(path, options);
  const items = Array.isArray(envelope.data) ? envelope.data : [];
  const pagination = envelope.pagination ?? {
    currentPage: 1,
    totalPages: items.length > 0 ? 1 : 0,
    totalItems: items.length,
    itemsPerPage: items.length,
    hasNextPage: false,
    hasPreviousPage: false,
  };
  return { items, pagination };
}
