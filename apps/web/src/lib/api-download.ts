import { ApiError, refusalOf } from './api-error';
import { DEFAULT_TIMEOUT_MS } from './request-timeout';
import { getUsableToken, isRefreshRefusal, refreshAccessToken } from './session/token-refresh';

/** A PDF is built on the server: allow it longer than a JSON read. */
const DOWNLOAD_TIMEOUT_MS = Math.max(DEFAULT_TIMEOUT_MS, 30_000);

async function fetchWithToken(path: string, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  try {
    return await fetch(path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', 0, path, 'Network request failed.');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET a file (an invoice PDF) with the shopper's bearer token, as a Blob. A 401 is retried once
 * after the shared refresh, as JSON calls are; any other failure is an ApiError with the
 * server's message when its answer was a JSON envelope.
 */
export async function apiGetBlob(path: string): Promise<Blob> {
  const token = await getUsableToken();
  let response = await fetchWithToken(path, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch((error: unknown) => {
      if (isRefreshRefusal(error)) return null;
      throw error;
    });
    if (fresh) response = await fetchWithToken(path, fresh);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : response.statusText || 'Request failed';
    throw new ApiError('http', response.status, path, message, refusalOf(body));
  }
  return response.blob();
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
