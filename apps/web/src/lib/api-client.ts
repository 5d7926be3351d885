import type { Pagination } from '@aabhushan/shared/rules/pagination';
import { ApiError } from './api-error';

/** Public reads answer within seconds; past this the shopper sees the timeout message. */
export const DEFAULT_TIMEOUT_MS = 15_000;

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

async function apiRequest<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const url = buildUrl(path, options.params);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
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
  return readEnvelope<T>(response, url);
}

async function readEnvelope<T>(response: Response, url: string): Promise<Envelope<T>> {
  const body: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope<T>(body) ? body : null;
  if (!response.ok || envelope?.success === false) {
    const message = envelope?.message || response.statusText || 'Request failed';
    throw new ApiError('http', response.status, url, message);
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
